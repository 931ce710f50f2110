import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountTable,
  lockRow,
  type TableTypesOf,
  many,
  referringBy,
  userOf,
  VALUE,
  RecordQuery,
} from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../platform/repositories';
import { companyListConditions } from './company-list.filters';
import { ListQueryService } from '../../platform/lists';
import { purchaseVatCodeOf, salesVatCodeOf } from '../../shared/document-vat';
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

/** How companies are listed: the records, the list's filters (company-list.filters.ts). */
const COMPANY_LISTING = recordListing({
  table: 'companies',
  records: COMPANY_RECORDS,
  filters: companyListConditions,
});

/** What still refers to a company, by the API's name of the referring resource. */
export type CompanyUsage = Record<
  'projects' | 'deals' | 'offers' | 'invoices' | 'purchases',
  number
>;

/** Companies of one account. */
@Injectable()
export class CompaniesRepository extends ListedTableRepository<
  TableTypesOf<typeof COMPANIES>,
  ListingTypesOf<typeof COMPANY_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, COMPANIES, lists, COMPANY_LISTING);
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
    const db = this.client(accountId, tx);
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
