import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import { EmptyJsonResponse } from '../common/http/empty-json-response.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ApiListQuery } from '../common/openapi/api-list-query.decorator';
import { CreateProjectDto } from './dto/create-project.dto';
import { ProjectResponse } from './dto/project.response';
import { UpdateProjectDto } from './dto/update-project.dto';
import { PROJECT_SORT_FIELDS, ProjectsService } from './projects.service';

const ID_LIST = { type: 'string', example: '12,13' } as const;

@ApiTags('Projects')
@PatchLikePut()
@Controller('projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  @ApiListQuery(Object.keys(PROJECT_SORT_FIELDS))
  @ApiQuery({
    name: 'customer_id',
    required: false,
    description: 'Alias of company_id',
    schema: ID_LIST,
  })
  @ApiQuery({
    name: 'company_id',
    required: false,
    description: 'One ID or comma-separated IDs',
    schema: ID_LIST,
  })
  @ApiQuery({
    name: 'leader_id',
    required: false,
    description: 'One ID or comma-separated IDs',
    schema: ID_LIST,
  })
  @ApiQuery({
    name: 'deal_id',
    required: false,
    description: 'One ID or comma-separated IDs',
    schema: ID_LIST,
  })
  @ApiQuery({ name: 'active', required: false, schema: { type: 'boolean' } })
  @ApiQuery({ name: 'retainer', required: false, schema: { type: 'boolean' } })
  @ApiQuery({
    name: 'identifier',
    required: false,
    description: 'Exact project numbers, comma-separated',
    schema: { type: 'string' },
  })
  @ApiQuery({
    name: 'tags',
    required: false,
    description: 'Comma-separated; projects having all of them',
    schema: { type: 'string' },
  })
  @ApiOkResponse({ type: ProjectResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
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
