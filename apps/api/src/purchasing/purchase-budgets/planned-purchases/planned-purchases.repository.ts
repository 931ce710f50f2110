import { Injectable } from '@nestjs/common';
import type { Prisma } from '@faktura/db';
import {
  AccountDbService,
  accountColumn,
  accountLookup,
  existsLookup,
  lockRow,
  runLookups,
  accountTable,
  DECIMAL,
  many,
  one,
  RecordQuery,
  referredBy,
  referringBy,
  TIME,
  userOf,
  VALUE,
  type AccountTx,
  type TableTypesOf,
} from '../../../platform/database';
import {
  ListedTableRepository,
  type ListingTypesOf,
  recordListing,
} from '../../../platform/repositories';
import { ListQueryService } from '../../../platform/lists';
import type { ListPlannedPurchasesQuery } from './dto/list-planned-purchases.query';

/** A planned purchase with what its record shows: references, purchases, the account's settings. */
export type PlannedPurchaseRow = Prisma.PlannedPurchaseGetPayload<object> & {
  company: { id: number; name: string } | null;
  purchaseBudget: { id: number; title: string } | null;
  user: { id: number; firstname: string; lastname: string } | null;
  purchases: {
    id: number;
    identifier: string;
    date: Date;
    netTotal: Prisma.Decimal;
    currency: string;
    status: string;
  }[];
  /** The account's default currency, in which `*_in_account_currency` are given. */
  accountCurrency: string;
  /** The account's time zone, which says which day is today. */
  accountTimeZone: string;
};

const PLANNED_PURCHASES = accountTable((db) => db.plannedPurchase, undefined);

/** Planned purchases with their references and the purchases fulfilling them, in one statement. */
export const PLANNED_PURCHASE_RECORDS = new RecordQuery<PlannedPurchaseRow>('planned_purchases', {
  company: one('companies', { id: VALUE, name: VALUE }, referredBy('company_id')),
  purchaseBudget: one(
    'purchase_budgets',
    { id: VALUE, title: VALUE },
    referredBy('purchase_budget_id'),
  ),
  user: userOf('user_id'),
  purchases: many(
    'purchases',
    {
      id: VALUE,
      identifier: VALUE,
      date: TIME,
      netTotal: DECIMAL,
      currency: VALUE,
      status: VALUE,
    },
    referringBy('planned_purchase_id'),
    { orderBy: 'date, id' },
  ),
  accountCurrency: accountColumn('default_currency'),
  accountTimeZone: accountColumn('time_zone'),
});

/** GET /planned_purchases has only the shared filters. */
const PLANNED_PURCHASE_LISTING = recordListing<ListPlannedPurchasesQuery, PlannedPurchaseRow>({
  table: 'planned_purchases',
  records: PLANNED_PURCHASE_RECORDS,
});

/** The planned purchases of one account. */
@Injectable()
export class PlannedPurchasesRepository extends ListedTableRepository<
  TableTypesOf<typeof PLANNED_PURCHASES>,
  ListingTypesOf<typeof PLANNED_PURCHASE_LISTING>
> {
  constructor(db: AccountDbService, lists: ListQueryService) {
    super(db, PLANNED_PURCHASES, lists, PLANNED_PURCHASE_LISTING);
  }

  /**
   * Locks the planned purchase until `tx` ends and reads its row; null when the account has
   * none. A purchase naming it takes a share lock, so none starts to while a delete checks.
   */
  async lock(
    accountId: number,
    id: number,
    tx: AccountTx,
  ): Promise<Prisma.PlannedPurchaseGetPayload<object> | null> {
    if (!(await lockRow(tx, 'planned_purchases', accountId, id))) return null;
    return this.client(accountId, tx).plannedPurchase.findFirst({ where: { id } });
  }

  /** The account's currencies and whether the records a plan names exist, in one statement. */
  references(
    accountId: number,
    ids: { companyId?: number | null; budgetId?: number | null; userId?: number | null },
    tx: AccountTx,
  ) {
    return runLookups(tx, {
      account: accountLookup<{ currencies: string[] }>(accountId, { currencies: 'currencies' }),
      company: existsLookup('companies', accountId, ids.companyId),
      budget: existsLookup('purchase_budgets', accountId, ids.budgetId),
      user: existsLookup('users', accountId, ids.userId),
    });
  }

  /** How many purchases fulfil the planned purchase. */
  countPurchases(accountId: number, id: number, tx: AccountTx): Promise<number> {
    return this.client(accountId, tx).purchase.count({ where: { plannedPurchaseId: id } });
  }

  delete(accountId: number, id: number, tx: AccountTx): Promise<void> {
    return this.deleteRow(accountId, id, tx);
  }
}
