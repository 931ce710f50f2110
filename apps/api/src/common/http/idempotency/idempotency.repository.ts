import { Injectable } from '@nestjs/common';
import { Prisma, type IdempotencyRecord } from '@faktura/db';
import { AccountDbService } from '../../../database/account-db.service';
import { AccountScopedRepository } from '../../../database/account-scoped.repository';
import type { IdempotentRequest } from './idempotency-request';

/** The response kept for replay. */
export interface StoredResponse {
  status: number;
  body: unknown;
  headers: Record<string, string> | null;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}

/** Nothing (a 204) is stored as SQL NULL; everything else as the JSON the client received. */
function jsonColumn(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  if (value === undefined || value === null) return Prisma.DbNull;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

/** idempotency_records of one account. */
@Injectable()
export class IdempotencyRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * Inserts the in-progress record; the unique (account_id, key) index lets exactly one of
   * several concurrent requests succeed. Null when a record for the key already exists.
   */
  async claim(
    accountId: number,
    request: IdempotentRequest,
    ttlMs: number,
    now = new Date(),
  ): Promise<number | null> {
    const db = this.db.forAccount(accountId);
    // An expired record holds the key until the worker's purge runs; it no longer counts.
    await db.idempotencyRecord.deleteMany({ where: { key: request.key, expiresAt: { lte: now } } });
    try {
      const data = { ...request, expiresAt: new Date(now.getTime() + ttlMs) };
      const record = await db.idempotencyRecord.create({
        data: data as Prisma.IdempotencyRecordUncheckedCreateInput,
        select: { id: true },
      });
      return record.id;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** The unexpired record of a key, finished or still in progress. */
  findLive(accountId: number, key: string, now = new Date()): Promise<IdempotencyRecord | null> {
    return this.db
      .forAccount(accountId)
      .idempotencyRecord.findFirst({ where: { key, expiresAt: { gt: now } } });
  }

  async complete(accountId: number, id: number, response: StoredResponse): Promise<void> {
    await this.db.forAccount(accountId).idempotencyRecord.update({
      where: { id },
      data: {
        responseStatus: response.status,
        responseBody: jsonColumn(response.body),
        responseHeaders: jsonColumn(response.headers),
      },
    });
  }

  /** Removes a record so that a retry runs the request again (after a 5xx). */
  async release(accountId: number, id: number): Promise<void> {
    await this.db.forAccount(accountId).idempotencyRecord.deleteMany({ where: { id } });
  }
}
