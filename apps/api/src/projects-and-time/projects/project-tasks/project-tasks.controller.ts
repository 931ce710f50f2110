import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../../../platform/http/patch-like-put.decorator';
import type { AccountContext } from '../../../platform/auth/account-context';
import { CurrentAccount } from '../../../platform/auth/current-account.decorator';
import { IdPipe } from '../../../platform/http/id.pipe';
import type { Page } from '../../../platform/lists/page';
import { CreateProjectTaskDto } from './dto/create-project-task.dto';
import { ProjectTaskResponse } from './dto/project-task.response';
import { UpdateProjectTaskDto } from './dto/update-project-task.dto';
import { ListQueryParam } from '../../../platform/lists/list-query.decorator';
import { ProjectTasksService } from './project-tasks.service';
import { ListProjectTasksQuery } from './dto/list-project-tasks.query';

@ApiTags('Project tasks')
@ApiParam({ name: 'project_id', type: Number })
@PatchLikePut()
@Controller('projects/:project_id/tasks')
export class ProjectTasksController {
  constructor(private readonly tasks: ProjectTasksService) {}

  @Get()
  @ApiOkResponse({ type: ProjectTaskResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Param('project_id', IdPipe) projectId: number,
    @ListQueryParam() query: ListProjectTasksQuery,
  ): Promise<Page<ProjectTaskResponse>> {
    return this.tasks.list(account, projectId, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ProjectTaskResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('project_id', IdPipe) projectId: number,
    @Param('id', IdPipe) id: number,
  ): Promise<ProjectTaskResponse> {
    return this.tasks.get(account, projectId, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ProjectTaskResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Param('project_id', IdPipe) projectId: number,
    @Body() input: CreateProjectTaskDto,
  ): Promise<ProjectTaskResponse> {
    return this.tasks.create(account, projectId, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: ProjectTaskResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('project_id', IdPipe) projectId: number,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateProjectTaskDto,
  ): Promise<ProjectTaskResponse> {
    return this.tasks.update(account, projectId, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted; 422 while activities use the task' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('project_id', IdPipe) projectId: number,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.tasks.delete(account, projectId, id);
  }
}
