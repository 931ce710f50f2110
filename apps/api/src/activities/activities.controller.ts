import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PatchLikePut } from '../common/http/patch-like-put.decorator';
import type { AccountContext } from '../common/auth/account-context';
import { CurrentAccount } from '../common/auth/current-account.decorator';
import { IdPipe } from '../common/id.pipe';
import type { Page } from '../common/lists/page';
import { ActivitiesService } from './activities.service';
import { ActivityResponse } from './dto/activity.response';
import { CreateActivityDto } from './dto/create-activity.dto';
import { UpdateActivityDto } from './dto/update-activity.dto';
import { ListQueryParam } from '../common/lists/list-query.decorator';
import { ListActivitiesQuery } from './dto/list-activities.query';

@ApiTags('Activities')
@PatchLikePut()
@Controller('activities')
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get()
  @ApiOkResponse({ type: ActivityResponse, isArray: true })
  list(
    @CurrentAccount() account: AccountContext,
    @ListQueryParam() query: ListActivitiesQuery,
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
