import { Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ReadinessResponse } from './dto/readiness.response';
import { ReadinessService } from './readiness.service';
import { probeAnswer, ProbeEndpoint } from './probe.endpoint';

@ApiTags('Health')
@Controller('ready')
export class ReadyController {
  constructor(private readonly readiness: ReadinessService) {}

  @ProbeEndpoint(
    ReadinessResponse,
    'Database up, every migration applied, a worker checked in recently',
    'What is not ready',
  )
  async check(@Res({ passthrough: true }) response: Response): Promise<ReadinessResponse> {
    const report = await this.readiness.check();
    return probeAnswer(response, report, report.status === 'ready');
  }
}
