import { DeclaredController, deletedRecordShape } from '../../../platform/http';
import { CreateRecurringExpenseDto } from './dto/create-recurring-expense.dto';
import { ListProjectRecurringExpensesQuery } from './dto/list-recurring-expenses.query';
import { RecurringExpenseResponse } from './dto/recurring-expense.response';
import { UpdateRecurringExpenseDto } from './dto/update-recurring-expense.dto';
import { RecurringExpensesService } from './recurring-expenses.service';

/** The recurring expenses of a project. */
export class RecurringExpensesController extends DeclaredController({
  path: 'projects/:project_id/recurring_expenses',
  tag: 'Recurring expenses',
  parent: 'project_id',
  inject: { recurring: RecurringExpensesService },
  routes: (route) => ({
    list: route.list(
      { query: ListProjectRecurringExpensesQuery, response: RecurringExpenseResponse },
      'recurring.list',
    ),
    get: route.get({ response: RecurringExpenseResponse }, 'recurring.get'),
    create: route.create(
      { body: CreateRecurringExpenseDto, response: RecurringExpenseResponse },
      'recurring.create',
    ),
    update: route.update(
      { body: UpdateRecurringExpenseDto, response: RecurringExpenseResponse },
      'recurring.update',
    ),
    delete: route.custom(deletedRecordShape(RecurringExpenseResponse), 'recurring.delete'),
  }),
}) {}
