import { Controller, Get, HttpCode, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { RETRY_AFTER_SECONDS } from '../errors/error-response.mapper';
import { RETRY_AFTER_HEADER } from './dto/retry-after.header';
import type { Response } from 'express';
import { HealthResponse } from './dto/health.response';
import { HealthService } from './health.service';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** No authentication and no rate limit: load balancers and the operator's scripts call it. */
  @Public()
  @Get()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: HealthResponse, description: 'The database answers' })
  @ApiServiceUnavailableResponse({
    type: HealthResponse,
    description: 'The database is down',
    headers: { 'Retry-After': RETRY_AFTER_HEADER },
  })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const report = await this.health.check();
    if (report.status !== 'ok') {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    return report;
  }
}
