import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ApiListQuery } from '../common/openapi/api-list-query.decorator';
import { ACTIVITY_SORT_FIELDS, ActivitiesService } from './activities.service';
import { ActivityResponse } from './dto/activity.response';
import { CreateActivityDto } from './dto/create-activity.dto';
import { UpdateActivityDto } from './dto/update-activity.dto';

const IDS = { type: 'string', description: 'One ID or comma-separated IDs' } as const;

@ApiTags('Activities')
@PatchLikePut()
@Controller('activities')
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get()
  @ApiListQuery(Object.keys(ACTIVITY_SORT_FIELDS))
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date' } })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date' } })
  @ApiQuery({ name: 'project_id', required: false, schema: IDS })
  @ApiQuery({ name: 'task_id', required: false, schema: IDS })
  @ApiQuery({ name: 'user_id', required: false, schema: IDS })
  @ApiQuery({
    name: 'company_id',
    required: false,
    description: "The project's customer; one ID or comma-separated IDs",
    schema: { type: 'string' },
  })
  @ApiQuery({ name: 'billable', required: false, schema: { type: 'boolean' } })
  @ApiQuery({ name: 'billed', required: false, schema: { type: 'boolean' } })
  @ApiQuery({
    name: 'term',
    required: false,
    description: 'Text contained in the description (case-insensitive)',
    schema: { type: 'string' },
  })
  @ApiOkResponse({ type: ActivityResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @Query() query: Record<string, unknown>,
  ): Promise<Page<ActivityResponse>> {
    return this.activities.list(account, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ActivityResponse })
  get(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<ActivityResponse> {
    return this.activities.get(account, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ActivityResponse })
  create(
    @CurrentAccount() account: AccountContext,
    @Body() input: CreateActivityDto,
  ): Promise<ActivityResponse> {
    return this.activities.create(account, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: ActivityResponse, description: '422 when the activity is billed' })
  update(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: UpdateActivityDto,
  ): Promise<ActivityResponse> {
    return this.activities.update(account, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted; 422 when the activity is billed' })
  delete(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<void> {
    return this.activities.delete(account, id);
  }
}
