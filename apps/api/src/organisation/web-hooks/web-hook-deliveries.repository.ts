import { Injectable } from '@nestjs/common';
import { Prisma, queueWebhookDrains } from '@faktura/db';
import type { WebhookDeliveryStatus } from '@faktura/domain';
import { ListQueryService, type ListSource } from '../../platform/lists';
import { AccountDbService, AccountScopedRepository } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
import type { ListWebHookDeliveriesQuery } from './dto/list-web-hook-deliveries.query';

const SOURCE: ListSource = { table: 'webhook_deliveries' };

/** How many attempts a delivery's answer shows, newest first. */
export const ATTEMPT_LOG_LENGTH = 20;

/** What a delivery's answer shows: never its payload, which may be large. */
const DELIVERY_COLUMNS = {
  id: true,
  entityId: true,
  status: true,
  attempts: true,
  nextAttemptAt: true,
  lastAttemptAt: true,
  lastResponseStatus: true,
  lastError: true,
  deliveredAt: true,
  createdAt: true,
  updatedAt: true,
  attemptLog: {
    select: { attemptedAt: true, durationMs: true, responseStatus: true, error: true },
    orderBy: { id: 'desc' },
    take: ATTEMPT_LOG_LENGTH,
  },
} as const satisfies Prisma.WebhookDeliverySelect;

export type WebHookDeliveryRow = Prisma.WebhookDeliveryGetPayload<{
  select: typeof DELIVERY_COLUMNS;
}>;

/** The deliveries (`webhook_deliveries`) of one account's hooks and their attempts. */
@Injectable()
export class WebHookDeliveriesRepository extends AccountScopedRepository {
  constructor(
    db: AccountDbService,
    private readonly lists: ListQueryService,
  ) {
    super(db);
  }

  /** One page of the hook's deliveries, id asc unless sort_by says otherwise. */
  async list(
    accountId: number,
    hookId: number,
    query: ListWebHookDeliveriesQuery,
  ): Promise<{ rows: WebHookDeliveryRow[]; total: number }> {
    const conditions = [Prisma.sql`subscription_id = ${hookId}`];
    if (query.status) conditions.push(Prisma.sql`status::text = ANY(${query.status}::text[])`);
    if (query.entity_id) conditions.push(Prisma.sql`entity_id = ANY(${query.entity_id}::int[])`);
    const { ids, total } = await this.lists.find(accountId, SOURCE, query, conditions);
    // The IDs are bigint: text or BigInt depending on the reader, so both become BigInt.
    const keys = ids.map((id) => BigInt(id));
    const rows = await this.db.forAccount(accountId).webhookDelivery.findMany({
      where: { id: { in: keys } },
      select: DELIVERY_COLUMNS,
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { rows: keys.flatMap((key) => byId.get(key) ?? []), total };
  }

  find(accountId: number, id: number, tx?: AccountTx): Promise<WebHookDeliveryRow | null> {
    return this.client(accountId, tx).webhookDelivery.findFirst({
      where: { id: BigInt(id) },
      select: DELIVERY_COLUMNS,
    });
  }

  /**
   * Locks the hook's delivery until `tx` ends and says whether its payload was rendered; null
   * when the hook (of the account) has no such delivery.
   */
  async lock(
    accountId: number,
    hookId: number,
    id: number,
    tx: AccountTx,
  ): Promise<{ rendered: boolean; status: WebhookDeliveryStatus } | null> {
    const rows = await tx.$queryRaw<{ rendered: boolean; status: WebhookDeliveryStatus }[]>`
      SELECT payload IS NOT NULL AS rendered, status::text AS status FROM webhook_deliveries
       WHERE id = ${id} AND subscription_id = ${hookId} AND account_id = ${accountId}
       FOR UPDATE`;
    return rows[0] ?? null;
  }

  /**
   * Puts the delivery back to pending, due now with a fresh retry schedule, and queues the
   * hook's drain in `tx`. Its ID, and so its webhook-id, stays. One clock (the transaction's
   * `now()`) for both, so the drain never runs before the delivery is due.
   */
  async redeliver(
    accountId: number,
    hookId: number,
    id: number,
    status: WebhookDeliveryStatus,
    tx: AccountTx,
  ): Promise<void> {
    await tx.$executeRaw`
      UPDATE webhook_deliveries
         SET status = ${status}::delivery_status, attempts = 0, next_attempt_at = now(), delivered_at = NULL,
             updated_at = now()
       WHERE id = ${id} AND account_id = ${accountId}`;
    await queueWebhookDrains(tx, accountId, [hookId]);
  }
}
