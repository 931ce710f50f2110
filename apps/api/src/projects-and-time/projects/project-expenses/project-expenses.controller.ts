import { HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { accountParam, bodyParam, DeclaredController, emptyAnswer } from '../../../platform/http';
import { BulkCreateProjectExpensesDto } from './dto/bulk-create-project-expenses.dto';
import { CreateProjectExpenseDto } from './dto/create-project-expense.dto';
import { DisregardProjectExpensesDto } from './dto/disregard-project-expenses.dto';
import { ProjectExpenseResponse } from './dto/project-expense.response';
import { UpdateProjectExpenseDto } from './dto/update-project-expense.dto';
import { ProjectExpensesService } from './project-expenses.service';
import { ProjectExpenseBatchesService } from './project-expense-batches.service';
import { ListProjectExpensesQuery } from './dto/list-project-expenses.query';

/** The expenses of a project; a billed one stays as it is. */
export class ProjectExpensesController extends DeclaredController({
  path: 'projects/:project_id/expenses',
  tag: 'Project expenses',
  parent: 'project_id',
  inject: { expenses: ProjectExpensesService, batches: ProjectExpenseBatchesService },
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
    bulkCreate: route.custom(
      {
        decorators: [
          Post('bulk'),
          HttpCode(200),
          ApiOkResponse({
            type: ProjectExpenseResponse,
            isArray: true,
            description: 'Created, in the order of bulk_data',
          }),
        ],
        params: [accountParam(), bodyParam(BulkCreateProjectExpensesDto)],
      },
      ({ batches }, account, projectId, body) =>
        batches.bulkCreate(account, projectId, body.bulk_data),
    ),
    disregard: route.custom(
      {
        decorators: [
          Post('disregard'),
          ...emptyAnswer('no-content', 'Disregarded; 422 naming billed or unknown expense_ids'),
        ],
        params: [accountParam(), bodyParam(DisregardProjectExpensesDto)],
      },
      ({ batches }, account, projectId, body) => batches.disregard(account, projectId, body),
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
