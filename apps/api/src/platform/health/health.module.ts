import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { ReadinessService } from './readiness.service';
import { ReadyController } from './ready.controller';
import { ShutdownState } from './shutdown.state';
import { WORKER_CHECK_IN, workerCheckInFromEnv } from './worker-check-in.config';

@Module({
  controllers: [HealthController, ReadyController],
  providers: [
    HealthService,
    ReadinessService,
    ShutdownState,
    { provide: WORKER_CHECK_IN, useFactory: () => workerCheckInFromEnv() },
  ],
})
export class HealthModule {}
