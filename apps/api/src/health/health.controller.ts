import { Controller, Get, HttpCode, HttpStatus, Res } from '@nestjs/common';
import { Public } from '../common/auth/public.decorator';
import type { Response } from 'express';
import { HealthService, type HealthReport } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** No authentication: load balancers and the operator's scripts call it. */
  @Public()
  @Get()
  @HttpCode(HttpStatus.OK)
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const report = await this.health.check();
    if (report.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
