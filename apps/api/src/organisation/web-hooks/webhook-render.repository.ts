import { Injectable } from '@nestjs/common';
import { Prisma, type WebhookEventName, type WebhookTarget } from '@faktura/db';
import { AccountDbService, AccountScopedRepository } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
/** A pending delivery without its payload yet, with what rendering it needs. */
export interface UnrenderedDelivery {
  /** The bigint id as text (JSON and Map friendly). */
  id: string;
  subscriptionId: number;
  entityId: number;
  target: WebhookTarget;
  event: WebhookEventName;
}

/** The deliveries written without a payload (by the worker's overdue sweep) until rendered. */
@Injectable()
export class WebhookRenderRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * Accounts with deliveries waiting for their payload, a few at a time. The one query across
   * accounts: it only finds whose transaction to open next, as the job runner finds its jobs.
   */
  async accountsWaiting(limit: number): Promise<number[]> {
    const rows = await this.db.raw.$queryRaw<{ account_id: number }[]>`
      SELECT account_id FROM webhook_deliveries
       WHERE status = 'pending' AND payload IS NULL
       GROUP BY account_id ORDER BY min(id) LIMIT ${limit}`;
    return rows.map((row) => row.account_id);
  }

  /**
   * Locks up to `limit` of the account's deliveries without payload until `tx` ends, oldest
   * first; rows another renderer holds are skipped, and one rendered meanwhile no longer matches.
   */
  claim(accountId: number, limit: number, tx: AccountTx): Promise<UnrenderedDelivery[]> {
    return tx.$queryRaw<UnrenderedDelivery[]>`
      SELECT d.id::text AS id, d.subscription_id AS "subscriptionId", d.entity_id AS "entityId",
             s.target::text AS target, s.event::text AS event
        FROM webhook_deliveries d
        JOIN webhook_subscriptions s ON s.id = d.subscription_id AND s.account_id = d.account_id
       WHERE d.account_id = ${accountId} AND d.status = 'pending' AND d.payload IS NULL
       ORDER BY d.id LIMIT ${limit}
         FOR UPDATE OF d SKIP LOCKED`;
  }

  /** Stores each delivery's payload (JSON text, kept byte for byte by the `json` column). */
  async storePayloads(
    accountId: number,
    payloads: ReadonlyMap<string, string>,
    tx: AccountTx,
  ): Promise<void> {
    if (payloads.size === 0) return;
    await tx.$executeRaw(Prisma.sql`
      UPDATE webhook_deliveries d SET payload = r.payload::json, updated_at = now()
        FROM unnest(${[...payloads.keys()]}::bigint[], ${[...payloads.values()]}::text[])
             AS r(id, payload)
       WHERE d.account_id = ${accountId} AND d.id = r.id`);
  }
}
