import { Inject, Injectable } from '@nestjs/common';
import { pingDatabase, type PrismaClient } from '@faktura/db';
import { API_CONFIG } from '../config';
import type { ApiConfig } from '../config';
import { PRISMA } from '../database';
import type { HealthResponse } from './dto/health.response';

@Injectable()
export class HealthService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async check(): Promise<HealthResponse> {
    const up = await pingDatabase(this.prisma, this.config.databasePingTimeoutMs);
    return {
      status: up ? 'ok' : 'unavailable',
      database: up ? 'up' : 'down',
      time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
  }
}
