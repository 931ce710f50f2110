import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { API_CONFIG } from '../config/api-config.token';
import type { ApiConfig } from '../config/api-config';
import { AccountDbService } from './account-db.service';
import { PRISMA } from './prisma.token';

@Injectable()
class PrismaLifecycle implements OnApplicationShutdown {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.prisma.$disconnect();
  }
}

/** Provides one PrismaClient per application and closes it on shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: PRISMA,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => createPrismaClient(config.databaseUrl, { max: 10 }),
    },
    PrismaLifecycle,
    AccountDbService,
  ],
  exports: [PRISMA, AccountDbService],
})
export class DatabaseModule {}
