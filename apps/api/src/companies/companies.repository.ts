import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';
import type { AccountTx } from '../database/account-scope.extension';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import { containsPattern } from '../common/input/input-transforms';
import type { ListCompaniesQuery } from './dto/list-companies.query';

const SOURCE: ListSource = { table: 'companies' };

/** What a company record embeds: its responsible user, default VAT codes and projects. */
export const COMPANY_INCLUDE = {
  user: { select: { id: true, firstname: true, lastname: true } },
  customerVatCode: true,
  supplierVatCode: true,
  projects: {
    select: { id: true, identifier: true, name: true, active: true, billable: true },
    orderBy: { id: 'asc' },
  },
} as const satisfies Prisma.CompanyInclude;

/** A company with everything its API record shows. */
export type CompanyRow = Prisma.CompanyGetPayload<{ include: typeof COMPANY_INCLUDE }>;

/** What still refers to a company, by the API's name of the referring resource. */
export type CompanyUsage = Record<
  'projects' | 'deals' | 'offers' | 'invoices' | 'purchases',
  number
>;

/** Companies of one account. */
@Injectable()
export class CompaniesRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  async list(
    accountId: number,
    query: ListCompaniesQuery,
  ): Promise<{ rows: CompanyRow[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    // Archived companies are left out unless asked for, as the reference lists them.
    if (query.include_archived !== true) conditions.push(Prisma.sql`active`);
    if (query.type !== undefined) conditions.push(Prisma.sql`type = ${query.type}::company_type`);
    if (query.tags?.length) conditions.push(Prisma.sql`tags @> ${query.tags}::text[]`);
    if (query.term !== undefined)
      conditions.push(Prisma.sql`name ILIKE ${containsPattern(query.term)}`);
    if (query.identifier !== undefined)
      conditions.push(Prisma.sql`identifier = ${query.identifier}`);
    if (query.debit_number !== undefined)
      conditions.push(Prisma.sql`debit_number = ${query.debit_number}`);
    if (query.credit_number !== undefined)
      conditions.push(Prisma.sql`credit_number = ${query.credit_number}`);
    if (query.vat_identifier !== undefined)
      conditions.push(Prisma.sql`lower(vat_identifier) = lower(${query.vat_identifier})`);
    const { ids, total } = await this.lists.find(accountId, SOURCE, query, conditions);
    const rows = await this.db
      .forAccount(accountId)
      .company.findMany({ where: { id: { in: ids } }, include: COMPANY_INCLUDE });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<CompanyRow | null> {
    return this.client(accountId, tx).company.findFirst({
      where: { id },
      include: COMPANY_INCLUDE,
    });
  }

  async exists(accountId: number, id: number, tx?: AccountTx): Promise<boolean> {
    return (await this.client(accountId, tx).company.count({ where: { id } })) > 0;
  }

  /** The account's currencies and the default for new companies. */
  async currencies(
    accountId: number,
    tx?: AccountTx,
  ): Promise<{ currencies: string[]; defaultCurrency: string }> {
    return this.client(accountId, tx).account.findFirstOrThrow({
      select: { currencies: true, defaultCurrency: true },
    });
  }

  create(
    accountId: number,
    data: Omit<Prisma.CompanyUncheckedCreateInput, 'accountId'>,
    tx?: AccountTx,
  ): Promise<CompanyRow> {
    return this.client(accountId, tx).company.create({
      data: data as Prisma.CompanyUncheckedCreateInput,
      include: COMPANY_INCLUDE,
    });
  }

  update(
    accountId: number,
    id: number,
    data: Prisma.CompanyUncheckedUpdateInput,
    tx?: AccountTx,
  ): Promise<CompanyRow> {
    return this.client(accountId, tx).company.update({
      where: { id },
      data,
      include: COMPANY_INCLUDE,
    });
  }

  /**
   * Locks the company row until `tx` ends and says whether it exists. Inserting a row that
   * refers to the company needs a share lock on it, so while this lock is held nothing new can
   * start to use the company, and the usage check before a delete stays true.
   */
  async lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM companies WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`;
    return rows.length > 0;
  }

  /** Counted one after another: queries of one transaction share its connection anyway. */
  async usage(accountId: number, id: number, tx?: AccountTx): Promise<CompanyUsage> {
    const db = tx ?? this.db.forAccount(accountId);
    return {
      projects: await db.project.count({ where: { companyId: id } }),
      deals: await db.deal.count({ where: { companyId: id } }),
      offers: await db.offer.count({ where: { companyId: id } }),
      invoices: await db.invoice.count({ where: { customerId: id } }),
      purchases: await db.purchase.count({ where: { companyId: id } }),
    };
  }

  async delete(accountId: number, id: number, tx?: AccountTx): Promise<void> {
    await this.client(accountId, tx).company.delete({ where: { id } });
  }
}
