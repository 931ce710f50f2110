import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { createPgPool, createPrismaClient, type Pool, type PrismaClient } from '@faktura/db';
import { API_CONFIG } from '../config';
import type { ApiConfig } from '../config';
import { AccountDbService } from './account-db.service';
import { PG_POOL, PRISMA } from './prisma.token';

@Injectable()
class PrismaLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.prisma.$disconnect();
    await this.pool.end();
  }
}

/**
 * Provides one pg pool and the PrismaClient on it per application, and closes both on shutdown.
 * Record queries read straight from the pool (record-query.ts); everything else goes through
 * Prisma, on the same connections.
 */
@Global()
@Module({
  providers: [
    {
      provide: PG_POOL,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => createPgPool(config.databaseUrl, { max: 10 }),
    },
    {
      provide: PRISMA,
      inject: [API_CONFIG, PG_POOL],
      useFactory: (config: ApiConfig, pool: Pool) =>
        createPrismaClient(config.databaseUrl, { pool }),
    },
    PrismaLifecycle,
    AccountDbService,
  ],
  exports: [PRISMA, PG_POOL, AccountDbService],
})
export class DatabaseModule {}
