import { Injectable } from '@nestjs/common';
import { type Company, CompanyType, Prisma } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import type { AccountTx } from '../database/account-scope.extension';
import { inIdOrder, ListQueryService, type ListSource } from '../common/lists/list-query.service';
import type { ListParams } from '../common/lists/list-params';
import type { QueryReader } from '../common/lists/query-reader';
import { containsPattern } from '../common/input/input-transforms';

const SOURCE: ListSource = { table: 'companies', entity: 'Company' };

/** What still refers to a company, by the API's name of the referring resource. */
export type CompanyUsage = Record<
  'projects' | 'deals' | 'offers' | 'invoices' | 'purchases',
  number
>;

/** Companies of one account. */
@Injectable()
export class CompaniesRepository {
  constructor(
    private readonly db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {}

  async list(
    accountId: number,
    params: ListParams,
    reader: QueryReader,
  ): Promise<{ rows: Company[]; total: number }> {
    const conditions: Prisma.Sql[] = [];
    const type = reader.oneOf('type', Object.values(CompanyType));
    if (type !== undefined) conditions.push(Prisma.sql`type = ${type}::company_type`);
    const tags = reader.stringList('tags');
    if (tags?.length) conditions.push(Prisma.sql`tags @> ${tags}::text[]`);
    const term = reader.string('term');
    if (term !== undefined) conditions.push(Prisma.sql`name ILIKE ${containsPattern(term)}`);
    const debitNumber = reader.integer('debit_number');
    if (debitNumber !== undefined) conditions.push(Prisma.sql`debit_number = ${debitNumber}`);
    const creditNumber = reader.integer('credit_number');
    if (creditNumber !== undefined) conditions.push(Prisma.sql`credit_number = ${creditNumber}`);
    const vatIdentifier = reader.string('vat_identifier');
    if (vatIdentifier !== undefined)
      conditions.push(Prisma.sql`lower(vat_identifier) = lower(${vatIdentifier})`);
    const { ids, total } = await this.lists.findIds(accountId, SOURCE, params, conditions, reader);
    const rows = await this.db
      .forAccount(accountId)
      .company.findMany({ where: { id: { in: ids } } });
    return { rows: inIdOrder(rows, ids), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<Company | null> {
    return (tx ?? this.db.forAccount(accountId)).company.findFirst({ where: { id } });
  }

  /** The account's currencies and the default for new companies. */
  async currencies(
    accountId: number,
    tx?: AccountTx,
  ): Promise<{ currencies: string[]; defaultCurrency: string }> {
    return (tx ?? this.db.forAccount(accountId)).account.findFirstOrThrow({
      select: { currencies: true, defaultCurrency: true },
    });
  }

  create(
    accountId: number,
    data: Omit<Prisma.CompanyUncheckedCreateInput, 'accountId'>,
    tx?: AccountTx,
  ): Promise<Company> {
    return (tx ?? this.db.forAccount(accountId)).company.create({
      data: data as Prisma.CompanyUncheckedCreateInput,
    });
  }

  update(
    accountId: number,
    id: number,
    data: Prisma.CompanyUncheckedUpdateInput,
    tx?: AccountTx,
  ): Promise<Company> {
    return (tx ?? this.db.forAccount(accountId)).company.update({ where: { id }, data });
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
    await (tx ?? this.db.forAccount(accountId)).company.delete({ where: { id } });
  }

  /** Runs `work` in one transaction of the account. */
  transaction<T>(accountId: number, work: (tx: AccountTx) => Promise<T>): Promise<T> {
    return this.db.forAccount(accountId).$transaction(work);
  }
}
