import { Controller, Get, HttpCode, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/public.decorator';
import type { Response } from 'express';
import { HealthResponse } from './dto/health.response';
import { HealthService } from './health.service';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** No authentication: load balancers and the operator's scripts call it. */
  @Public()
  @Get()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: HealthResponse, description: 'The database answers' })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'The database is down' })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const report = await this.health.check();
    if (report.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
