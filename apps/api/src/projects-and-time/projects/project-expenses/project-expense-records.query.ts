import { DECIMAL, one, RecordQuery, referredBy, userOf, VALUE } from '../../../platform/database';
import { revenueCategoryOf } from '../../../shared/positions';
import type { ExpenseRecord } from './project-expense.record';

/**
 * Expenses with what their record embeds (the repository's WITH_REFERENCES), in one statement:
 * the project with its company, the user, the revenue category and the purchase item with its
 * purchase's currency and document.
 */
export const EXPENSE_RECORDS = new RecordQuery<ExpenseRecord>('expenses', {
  project: one(
    'projects',
    {
      id: VALUE,
      identifier: VALUE,
      name: VALUE,
      billable: VALUE,
      company: one('companies', { id: VALUE, name: VALUE }, referredBy('company_id')),
    },
    referredBy('project_id'),
  ),
  user: userOf('user_id'),
  revenueCategory: revenueCategoryOf('revenue_category_id'),
  purchaseItem: one(
    'purchase_items',
    {
      id: VALUE,
      title: VALUE,
      netTotal: DECIMAL,
      purchaseId: VALUE,
      purchase: one(
        'purchases',
        { currency: VALUE, documentFileId: VALUE },
        referredBy('purchase_id'),
      ),
    },
    referredBy('purchase_item_id'),
  ),
});
