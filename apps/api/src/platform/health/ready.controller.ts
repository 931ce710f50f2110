import { Controller, Get, HttpCode, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';
import { RETRY_AFTER_SECONDS } from '../errors/error-response.mapper';
import { RETRY_AFTER_HEADER } from './dto/retry-after.header';
import { ReadinessResponse } from './dto/readiness.response';
import { ReadinessService } from './readiness.service';

@ApiTags('Health')
@Controller('ready')
export class ReadyController {
  constructor(private readonly readiness: ReadinessService) {}

  /** No authentication and no rate limit: load balancers and orchestrators call it. */
  @Public()
  @Get()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: ReadinessResponse,
    description: 'Database up, every migration applied, a worker checked in recently',
  })
  @ApiServiceUnavailableResponse({
    type: ReadinessResponse,
    description: 'What is not ready',
    headers: { 'Retry-After': RETRY_AFTER_HEADER },
  })
  async check(@Res({ passthrough: true }) response: Response): Promise<ReadinessResponse> {
    const report = await this.readiness.check();
    if (report.status !== 'ready') {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    return report;
  }
}
