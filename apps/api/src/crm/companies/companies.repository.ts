import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { AccountDbService } from '../../platform/database/account-db.service';
import { accountTable, lockRow, type TableTypesOf } from '../../platform/database/account-table';
import { AccountTableRepository } from '../../platform/database/account-table.repository';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import { ListQueryService, type ListSource } from '../../platform/lists/list-query.service';
import { containsPattern } from '../../platform/input/input-transforms';
import type { ListCompaniesQuery } from './dto/list-companies.query';
import { purchaseVatCodeOf, salesVatCodeOf } from '../../shared/document-vat/vat-code.embed';
import { many, referringBy, userOf, VALUE } from '../../platform/database/record-json';
import { RecordQuery } from '../../platform/database/record-query';

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

const COMPANIES = accountTable((db) => db.company, COMPANY_INCLUDE);

/** Companies with everything their record shows (COMPANY_INCLUDE), in one statement. */
export const COMPANY_RECORDS = new RecordQuery<CompanyRow>(
  'companies',
  {
    user: userOf('user_id'),
    customerVatCode: salesVatCodeOf('customer_vat_code_id'),
    supplierVatCode: purchaseVatCodeOf('supplier_vat_code_id'),
    projects: many(
      'projects',
      { id: VALUE, identifier: VALUE, name: VALUE, active: VALUE, billable: VALUE },
      referringBy('company_id'),
      { orderBy: 'id' },
    ),
  },
  { alternative_correspondence_language: 'alternativeLanguage' },
);

/** What still refers to a company, by the API's name of the referring resource. */
export type CompanyUsage = Record<
  'projects' | 'deals' | 'offers' | 'invoices' | 'purchases',
  number
>;

/** Companies of one account. */
@Injectable()
export class CompaniesRepository extends AccountTableRepository<TableTypesOf<typeof COMPANIES>> {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db, COMPANIES);
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
    const rows = await COMPANY_RECORDS.load(this.db.reader, accountId, ids);
    return { rows, total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<CompanyRow | null> {
    return COMPANY_RECORDS.loadOne(this.records(tx), accountId, id);
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

  /**
   * Locks the company row until `tx` ends and says whether it exists. Inserting a row that
   * refers to the company needs a share lock on it, so while this lock is held nothing new can
   * start to use the company, and the usage check before a delete stays true.
   */
  lock(accountId: number, id: number, tx: AccountTx): Promise<boolean> {
    return lockRow(tx, 'companies', accountId, id);
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

  delete(accountId: number, id: number, tx?: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
