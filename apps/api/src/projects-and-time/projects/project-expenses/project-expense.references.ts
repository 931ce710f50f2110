import { FieldErrorCollector } from '@faktura/domain';
import type { AccountTx } from '../../../platform/database';
import type { ProjectExpensesRepository } from './project-expenses.repository';

/** The references an expense (or a recurring one) may name. */
export interface ExpenseReferences {
  user_id?: number | null;
  revenue_category_id?: number | null;
}

/**
 * The user (active, when a new expense names one, as the reference demands) and the revenue
 * category (one whose assignment kind allows expenses) must be the account's.
 */
export async function checkExpenseReferences(
  expenses: ProjectExpensesRepository,
  accountId: number,
  input: ExpenseReferences,
  use: 'create' | 'update',
  tx: AccountTx,
): Promise<void> {
  const errors = new FieldErrorCollector();
  if (input.user_id != null) {
    const user = await expenses.user(accountId, input.user_id, tx);
    if (!user) errors.add('user_id', 'does not exist');
    else if (use === 'create' && !user.active) errors.add('user_id', 'is not an active user');
  }
  if (input.revenue_category_id != null) {
    const category = await expenses.revenueCategory(accountId, input.revenue_category_id, tx);
    if (!category) errors.add('revenue_category_id', 'does not exist');
    else if (category.assignmentKind === 'only_tasks')
      errors.add('revenue_category_id', 'is only for tasks');
  }
  errors.throwIfAny();
}
