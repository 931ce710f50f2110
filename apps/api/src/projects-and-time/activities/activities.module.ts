import { Module } from '@nestjs/common';
import { ActivitiesController } from './activities.controller';
import { ActivitiesRepository } from './activities.repository';
import { ActivitiesService } from './activities.service';
import { ActivityBillingService } from './activity-billing.service';
import { ActivityLocksRepository } from './activity-locks.repository';
import { ActivityTimersService } from './activity-timers.service';

@Module({
  controllers: [ActivitiesController],
  providers: [
    ActivitiesService,
    ActivitiesRepository,
    ActivityLocksRepository,
    ActivityBillingService,
    ActivityTimersService,
  ],
  exports: [ActivitiesService],
})
export class ActivitiesModule {}
