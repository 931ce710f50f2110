import { DeclaredController, deletedRecordShape } from '../../../platform/http';
import { ProjectExpenseResponse } from '../project-expenses/dto/project-expense.response';
import { CreateRecurringExpenseDto } from './dto/create-recurring-expense.dto';
import { ListProjectRecurringExpensesQuery } from './dto/list-recurring-expenses.query';
import { RecurringExpenseResponse } from './dto/recurring-expense.response';
import { UpdateRecurringExpenseDto } from './dto/update-recurring-expense.dto';
import { RecurringExpensesService } from './recurring-expenses.service';
import { RecurRecurringExpenseUseCase } from './recur-recurring-expense.use-case';

/** The recurring expenses of a project. */
export class RecurringExpensesController extends DeclaredController({
  path: 'projects/:project_id/recurring_expenses',
  tag: 'Recurring expenses',
  parent: 'project_id',
  inject: { recurring: RecurringExpensesService, recur: RecurRecurringExpenseUseCase },
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
    recur: route.action(
      {
        method: 'post',
        path: ':id/recur',
        response: ProjectExpenseResponse,
        description: 'The project expense of recur_next_date, created now; 422 past finish_date',
      },
      'recur.execute',
    ),
  }),
}) {}
