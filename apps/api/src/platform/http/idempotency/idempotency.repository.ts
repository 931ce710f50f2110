import { Injectable } from '@nestjs/common';
import { Prisma, type IdempotencyRecord } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import { AccountDbService, AccountScopedRepository } from '../../database';
import type { AccountTx } from '../../database';
import type { IdempotentRequest } from './idempotency-request';

/** An attempt's hold on a record: who holds it, renewed for how long. */
export interface Lease {
  owner: string;
  ms: number;
}

const TAKEN_OVER =
  'Another attempt with this Idempotency-Key took the request over; this one wrote nothing';

/** The response kept for replay. */
export interface StoredResponse {
  status: number;
  body: unknown;
  headers: Record<string, string> | null;
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
   * Inserts the in-progress record held by `owner` for `leaseMs` (on the database's clock, which
   * all processes share); the unique (account_id, key) index lets exactly one of several
   * concurrent requests succeed. Null when a record for the key already exists.
   */
  async claim(
    accountId: number,
    request: IdempotentRequest,
    lease: Lease,
    ttlMs: number,
    now = new Date(),
  ): Promise<number | null> {
    // An expired record holds the key until the worker's purge runs; it no longer counts.
    await this.db
      .forAccount(accountId)
      .idempotencyRecord.deleteMany({ where: { key: request.key, expiresAt: { lte: now } } });
    const rows = await this.db.raw.$queryRaw<{ id: number }[]>`
      INSERT INTO idempotency_records (account_id, key, request_method, request_path,
             request_hash, lease_owner, locked_until, expires_at, updated_at)
      VALUES (${accountId}, ${request.key}, ${request.requestMethod}, ${request.requestPath},
             ${request.requestHash}, ${lease.owner}::uuid, ${leaseEnd(lease)},
             ${new Date(now.getTime() + ttlMs)}, now())
      ON CONFLICT (account_id, key) DO NOTHING
      RETURNING id`;
    return rows[0]?.id ?? null;
  }

  /**
   * Takes over a record whose attempt let its lease pass (its process died) and whose write
   * did not commit: `taken`. `interrupted`: the lease passed but the write committed, so the
   * request must not run again and its answer is lost. `running`: neither (still leased, or
   * answered meanwhile).
   */
  async takeOver(
    accountId: number,
    id: number,
    lease: Lease,
  ): Promise<'taken' | 'interrupted' | 'running'> {
    const taken = await this.db.raw.$executeRaw`
      UPDATE idempotency_records
         SET lease_owner = ${lease.owner}::uuid, locked_until = ${leaseEnd(lease)},
             updated_at = now()
       WHERE account_id = ${accountId} AND id = ${id} AND response_status IS NULL
         AND NOT write_committed AND locked_until < now()`;
    if (taken === 1) return 'taken';
    const rows = await this.db.raw.$queryRaw<{ interrupted: boolean }[]>`
      SELECT write_committed AND locked_until < now() AS interrupted
        FROM idempotency_records
       WHERE account_id = ${accountId} AND id = ${id} AND response_status IS NULL`;
    return rows[0]?.interrupted === true ? 'interrupted' : 'running';
  }

  /** Extends the lease of a running attempt; false when it is no longer the owner. */
  async renew(accountId: number, id: number, lease: Lease): Promise<boolean> {
    const renewed = await this.db.raw.$executeRaw`
      UPDATE idempotency_records SET locked_until = ${leaseEnd(lease)}
       WHERE account_id = ${accountId} AND id = ${id} AND lease_owner = ${lease.owner}::uuid
         AND response_status IS NULL`;
    return renewed === 1;
  }

  /**
   * Notes that the attempt wrote: in the write's transaction (`tx`), or before a write outside
   * one. Throws a conflict when the attempt lost the record to another, which fails the write.
   */
  async markWritten(accountId: number, id: number, owner: string, tx?: AccountTx): Promise<void> {
    const db = tx ?? this.db.raw;
    const marked = await db.$executeRaw`
      UPDATE idempotency_records SET write_committed = true
       WHERE account_id = ${accountId} AND id = ${id} AND lease_owner = ${owner}::uuid`;
    if (marked !== 1) throw DomainError.conflict(TAKEN_OVER);
  }

  /** The unexpired record of a key, finished or still in progress. */
  findLive(accountId: number, key: string, now = new Date()): Promise<IdempotencyRecord | null> {
    return this.db
      .forAccount(accountId)
      .idempotencyRecord.findFirst({ where: { key, expiresAt: { gt: now } } });
  }

  /** Stores the answer of the owner's attempt and ends its lease. */
  async complete(
    accountId: number,
    id: number,
    owner: string,
    response: StoredResponse,
  ): Promise<void> {
    await this.db.forAccount(accountId).idempotencyRecord.updateMany({
      where: { id, leaseOwner: owner },
      data: {
        responseStatus: response.status,
        responseBody: jsonColumn(response.body),
        responseHeaders: jsonColumn(response.headers),
        leaseOwner: null,
        lockedUntil: null,
      },
    });
  }

  /** Removes the owner's record so that a retry runs the request again (after a 5xx). */
  async release(accountId: number, id: number, owner: string): Promise<void> {
    await this.db
      .forAccount(accountId)
      .idempotencyRecord.deleteMany({ where: { id, leaseOwner: owner } });
  }
}

/** When a lease taken now ends, as SQL computes it on the database's clock. */
function leaseEnd(lease: Lease): Prisma.Sql {
  return Prisma.sql`now() + ${lease.ms} * interval '1 millisecond'`;
}
