import { DeclaredController } from '../../../platform/http';
import { ListExpensesQuery } from './dto/list-project-expenses.query';
import { ProjectExpenseResponse } from './dto/project-expense.response';
import { ProjectExpensesService } from './project-expenses.service';

/** GET /projects/expenses: the expenses of every project, the record of a project's list. */
export class AllProjectExpensesController extends DeclaredController({
  path: 'projects/expenses',
  tag: 'Project expenses',
  inject: { expenses: ProjectExpensesService },
  routes: (route) => ({
    list: route.list(
      { query: ListExpensesQuery, response: ProjectExpenseResponse },
      'expenses.listAll',
    ),
  }),
}) {}
