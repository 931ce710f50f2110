import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import { EmptyJsonResponse } from '../common/http/empty-json-response.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { CreateProjectDto } from './dto/create-project.dto';
import { ProjectResponse } from './dto/project.response';
import { UpdateProjectDto } from './dto/update-project.dto';
import { ProjectsService } from './projects.service';
import { ListProjectsQuery } from './dto/list-projects.query';
import { ListQueryParam } from '../common/lists/list-query.decorator';

@ApiTags('Projects')
@PatchLikePut()
@Controller('projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  @ApiOkResponse({ type: ProjectResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListProjectsQuery,
  ): Promise<Page<ProjectResponse>> {
    return this.projects.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ProjectResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<ProjectResponse> {
    return this.projects.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ProjectResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateProjectDto,
  ): Promise<ProjectResponse> {
    return this.projects.create(account, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: ProjectResponse })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateProjectDto,
  ): Promise<ProjectResponse> {
    return this.projects.update(account, id, input);
  }

  @Delete(':id')
  @EmptyJsonResponse('Deleted')
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.projects.delete(account, id);
  }
}
