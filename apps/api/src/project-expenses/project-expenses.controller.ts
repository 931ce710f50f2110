import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ApiListQuery } from '../common/openapi/api-list-query.decorator';
import { CreateProjectExpenseDto } from './dto/create-project-expense.dto';
import { ProjectExpenseResponse } from './dto/project-expense.response';
import { UpdateProjectExpenseDto } from './dto/update-project-expense.dto';
import { PROJECT_EXPENSE_SORT_FIELDS, ProjectExpensesService } from './project-expenses.service';

@ApiTags('Project expenses')
@ApiParam({ name: 'project_id', type: Number })
@PatchLikePut()
@Controller('projects/:project_id/expenses')
export class ProjectExpensesController {
  constructor(private readonly expenses: ProjectExpensesService) {}

  @Get()
  @ApiListQuery(Object.keys(PROJECT_EXPENSE_SORT_FIELDS))
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date' } })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date' } })
  @ApiQuery({ name: 'billable', required: false, schema: { type: 'boolean' } })
  @ApiQuery({ name: 'billed', required: false, schema: { type: 'boolean' } })
  @ApiQuery({ name: 'budget_relevant', required: false, schema: { type: 'boolean' } })
  @ApiQuery({
    name: 'user_id',
    required: false,
    description: 'One ID or comma-separated IDs',
    schema: { type: 'string' },
  })
  @ApiQuery({
    name: 'tags',
    required: false,
    description: 'Comma-separated; expenses carrying all of these tags',
    schema: { type: 'string' },
  })
  @ApiOkResponse({ type: ProjectExpenseResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Param('project_id', IdPipe) projectId: number,
    @Query() query: Record<string, unknown>,
  ): Promise<Page<ProjectExpenseResponse>> {
    return this.expenses.list(account, projectId, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ProjectExpenseResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('project_id', IdPipe) projectId: number,
    @Param('id', IdPipe) id: number,
  ): Promise<ProjectExpenseResponse> {
    return this.expenses.get(account, projectId, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ProjectExpenseResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Param('project_id', IdPipe) projectId: number,
    @Body() input: CreateProjectExpenseDto,
  ): Promise<ProjectExpenseResponse> {
    return this.expenses.create(account, projectId, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: ProjectExpenseResponse, description: '422 when the expense is billed' })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('project_id', IdPipe) projectId: number,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateProjectExpenseDto,
  ): Promise<ProjectExpenseResponse> {
    return this.expenses.update(account, projectId, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted; 422 when the expense is billed' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('project_id', IdPipe) projectId: number,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.expenses.delete(account, projectId, id);
  }
}
