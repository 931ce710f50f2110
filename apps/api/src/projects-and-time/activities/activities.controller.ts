import { Body, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentAccount } from '../../platform/auth';
import type { AccountContext } from '../../platform/auth';
import { IdPipe, ResourceController, serviceRoutes } from '../../platform/http';
import { ActivitiesService } from './activities.service';
import { ActivityBillingService } from './activity-billing.service';
import { ActivityTimersService } from './activity-timers.service';
import { ActivityResponse } from './dto/activity.response';
import { BillableSecondsDto } from './dto/billable-seconds.dto';
import { BulkCreateActivitiesDto } from './dto/bulk-create-activities.dto';
import { CreateActivityDto } from './dto/create-activity.dto';
import { DisregardActivitiesDto } from './dto/disregard-activities.dto';
import { UpdateActivityDto } from './dto/update-activity.dto';
import { ListActivitiesQuery } from './dto/list-activities.query';

/** `/activities`: the timesheet, with bulk creation, disregarding, billable seconds and timers. */
export class ActivitiesController extends ResourceController({
  path: 'activities',
  tag: 'Activities',
  service: ActivitiesService,
  routes: serviceRoutes,
  types: {
    query: ListActivitiesQuery,
    create: CreateActivityDto,
    update: UpdateActivityDto,
    response: ActivityResponse,
  },
  answers: { update: '422 when the activity is billed' },
  delete: {
    method: 'delete',
    answer: 'no-content',
    description: 'Deleted; 422 when the activity is billed',
  },
}) {
  // Explicit tokens: the factory's base class declares only the first parameter's.
  constructor(
    @Inject(ActivitiesService) private readonly activities: ActivitiesService,
    @Inject(ActivityBillingService) private readonly billing: ActivityBillingService,
    @Inject(ActivityTimersService) private readonly timers: ActivityTimersService,
  ) {
    super(activities);
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({ summary: 'Up to 100 activities, all or none' })
  @ApiOkResponse({ type: ActivityResponse, isArray: true, description: 'Created activities' })
  bulkCreate(
    @CurrentAccount() account: AccountContext,
    @Body() input: BulkCreateActivitiesDto,
  ): Promise<ActivityResponse[]> {
    return this.activities.bulkCreate(account, input);
  }

  @Post('disregard')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unbilled activities of a company marked not billable, with why' })
  @ApiOkResponse({ type: Number, isArray: true, description: 'IDs of disregarded activities' })
  disregard(
    @CurrentAccount() account: AccountContext,
    @Body() input: DisregardActivitiesDto,
  ): Promise<number[]> {
    return this.billing.disregard(account, input);
  }

  @Patch(':id/billable_seconds')
  @ApiOperation({ summary: "The billable time apart from the worked time (project's leaders)" })
  @ApiOkResponse({ type: ActivityResponse, description: '403 unless a leader; 422 when billed' })
  billableSeconds(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
    @Body() input: BillableSecondsDto,
  ): Promise<ActivityResponse> {
    return this.billing.setBillableSeconds(account, id, input);
  }

  @Patch(':id/start_timer')
  @ApiOperation({ summary: "Starts the timer of today's activity; the user's other one stops" })
  @ApiOkResponse({ type: ActivityResponse, description: 'Timer started' })
  startTimer(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<ActivityResponse> {
    return this.timers.start(account, id);
  }

  @Patch(':id/stop_timer')
  @ApiOperation({ summary: 'Stops the running timer, adding the elapsed time' })
  @ApiOkResponse({ type: ActivityResponse, description: 'Timer stopped' })
  stopTimer(
    @CurrentAccount() account: AccountContext,
    @Param('id', IdPipe) id: number,
  ): Promise<ActivityResponse> {
    return this.timers.stop(account, id);
  }
}
