import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Pool, PrismaClient } from '@faktura/db';
import type { RecordSource } from './record-query';
import { PG_POOL, PRISMA } from './prisma.token';
import { type AccountDb, scopeToAccount } from './account-scope.extension';
import { markerOutsideTransaction } from './transaction-marker';

const CACHE_LIMIT = 1000;

/** Hands out account-bound Prisma clients; the only way services reach account data. */
@Injectable()
export class AccountDbService {
  private readonly cache = new Map<number, AccountDb>();

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    // The admin CLI has no pool of its own: its record queries go through Prisma.
    @Optional() @Inject(PG_POOL) private readonly pool?: Pool,
  ) {}

  forAccount(accountId: number): AccountDb {
    let db = this.cache.get(accountId);
    if (!db) {
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      db = scopeToAccount(this.prisma, accountId, markerOutsideTransaction);
      this.cache.set(accountId, db);
    }
    return db;
  }

  /**
   * The pool under the client, for record queries outside a transaction: they bypass Prisma's
   * result handling and add the account condition themselves (record-query.ts).
   */
  get reader(): RecordSource {
    return this.pool ?? this.prisma;
  }

  /** The unscoped client, for raw SQL that adds the account condition itself. */
  get raw(): PrismaClient {
    return this.prisma;
  }
}
