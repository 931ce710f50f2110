import { Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthResponse } from './dto/health.response';
import { HealthService } from './health.service';
import { probeAnswer, ProbeEndpoint } from './probe.endpoint';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @ProbeEndpoint(HealthResponse, 'The database answers', 'The database is down')
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const report = await this.health.check();
    return probeAnswer(response, report, report.status === 'ok');
  }
}
