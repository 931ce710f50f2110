import { Inject, Injectable } from '@nestjs/common';
import { pingDatabase, type PrismaClient } from '@faktura/db';
import { PRISMA } from '../database/prisma.token';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
  time: string;
}

@Injectable()
export class HealthService {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async check(): Promise<HealthReport> {
    const up = await pingDatabase(this.prisma);
    return {
      status: up ? 'ok' : 'unavailable',
      database: up ? 'up' : 'down',
      time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
  }
}
