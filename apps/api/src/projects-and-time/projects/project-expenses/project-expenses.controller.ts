import { DeclaredController } from '../../../platform/http';
import { CreateProjectExpenseDto } from './dto/create-project-expense.dto';
import { ProjectExpenseResponse } from './dto/project-expense.response';
import { UpdateProjectExpenseDto } from './dto/update-project-expense.dto';
import { ProjectExpensesService } from './project-expenses.service';
import { ListProjectExpensesQuery } from './dto/list-project-expenses.query';

/** The expenses of a project; a billed one stays as it is. */
export class ProjectExpensesController extends DeclaredController({
  path: 'projects/:project_id/expenses',
  tag: 'Project expenses',
  parent: 'project_id',
  inject: { expenses: ProjectExpensesService },
  routes: (route) => ({
    list: route.list(
      { query: ListProjectExpensesQuery, response: ProjectExpenseResponse },
      'expenses.list',
    ),
    get: route.get({ response: ProjectExpenseResponse }, 'expenses.get'),
    create: route.create(
      { body: CreateProjectExpenseDto, response: ProjectExpenseResponse },
      'expenses.create',
    ),
    update: route.update(
      {
        body: UpdateProjectExpenseDto,
        response: ProjectExpenseResponse,
        description: '422 when the expense is billed',
      },
      'expenses.update',
    ),
    delete: route.delete(
      { answer: 'no-content', description: 'Deleted; 422 when the expense is billed' },
      'expenses.delete',
    ),
  }),
}) {}
