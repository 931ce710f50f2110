import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient } from '@faktura/db';
import { PRISMA } from './prisma.token';
import { type AccountDb, scopeToAccount } from './account-scope.extension';

const CACHE_LIMIT = 1000;

/** Hands out account-bound Prisma clients; the only way services reach account data. */
@Injectable()
export class AccountDbService {
  private readonly cache = new Map<number, AccountDb>();

  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  forAccount(accountId: number): AccountDb {
    let db = this.cache.get(accountId);
    if (!db) {
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      db = scopeToAccount(this.prisma, accountId);
      this.cache.set(accountId, db);
    }
    return db;
  }

  /** The unscoped client, for raw SQL that adds the account condition itself. */
  get raw(): PrismaClient {
    return this.prisma;
  }
}
