import { Inject, Injectable } from '@nestjs/common';
import { pingDatabase, type PrismaClient } from '@faktura/db';
import { PRISMA } from '../database/prisma.token';
import type { HealthResponse } from './dto/health.response';

@Injectable()
export class HealthService {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async check(): Promise<HealthResponse> {
    const up = await pingDatabase(this.prisma);
    return {
      status: up ? 'ok' : 'unavailable',
      database: up ? 'up' : 'down',
      time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
  }
}
