import { Controller, Get, HttpCode, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/auth/public.decorator';
import { ReadinessResponse } from './dto/readiness.response';
import { ReadinessService } from './readiness.service';

@ApiTags('Health')
@Controller('ready')
export class ReadyController {
  constructor(private readonly readiness: ReadinessService) {}

  /** No authentication: load balancers and orchestrators call it. */
  @Public()
  @Get()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ReadinessResponse, description: 'Database up, every migration applied' })
  @ApiServiceUnavailableResponse({ type: ReadinessResponse, description: 'What is not ready' })
  async check(@Res({ passthrough: true }) response: Response): Promise<ReadinessResponse> {
    const report = await this.readiness.check();
    if (report.status !== 'ready') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
