import { DeclaredController } from '../../../platform/http';
import { ListRecurringExpensesQuery } from './dto/list-recurring-expenses.query';
import { RecurringExpenseResponse } from './dto/recurring-expense.response';
import { RecurringExpensesService } from './recurring-expenses.service';

/** `GET /recurring_expenses`: the recurring expenses of every project of the account. */
export class AllRecurringExpensesController extends DeclaredController({
  path: 'recurring_expenses',
  tag: 'Recurring expenses',
  inject: { recurring: RecurringExpensesService },
  routes: (route) => ({
    list: route.list(
      { query: ListRecurringExpensesQuery, response: RecurringExpenseResponse },
      'recurring.listAll',
    ),
  }),
}) {}
