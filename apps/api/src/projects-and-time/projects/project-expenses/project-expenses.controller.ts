import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../../../platform/http/patch-like-put.decorator';
import type { AccountContext } from '../../../platform/auth/account-context';
import { CurrentAccount } from '../../../platform/auth/current-account.decorator';
import { IdPipe } from '../../../platform/http/id.pipe';
import type { Page } from '../../../platform/lists/page';
import { CreateProjectExpenseDto } from './dto/create-project-expense.dto';
import { ProjectExpenseResponse } from './dto/project-expense.response';
import { UpdateProjectExpenseDto } from './dto/update-project-expense.dto';
import { ListQueryParam } from '../../../platform/lists/list-query.decorator';
import { ProjectExpensesService } from './project-expenses.service';
import { ListProjectExpensesQuery } from './dto/list-project-expenses.query';

@ApiTags('Project expenses')
@ApiParam({ name: 'project_id', type: Number })
@PatchLikePut()
@Controller('projects/:project_id/expenses')
export class ProjectExpensesController {
  constructor(private readonly expenses: ProjectExpensesService) {}

  @Get()
  @ApiOkResponse({ type: ProjectExpenseResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Param('project_id', IdPipe) projectId: number,
    @ListQueryParam() query: ListProjectExpensesQuery,
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
