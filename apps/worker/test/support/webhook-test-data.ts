import { randomBytes, randomUUID } from 'node:crypto';
import {
  writeWebhookDeliveries,
  type PrismaClient,
  type WebhookEventName,
  type WebhookTarget,
} from '@faktura/db';
import type { Pool } from 'pg';

/** An account with a unique slug (X-Moco-Account-Url names it). */
export async function createHookAccount(prisma: PrismaClient) {
  return prisma.account.create({
    data: { name: 'Hook GmbH', slug: `hooks-${randomUUID().slice(0, 8)}` },
  });
}

/** A hook of the account for Invoice updates (or the given target and event). */
export async function createHook(
  prisma: PrismaClient,
  accountId: number,
  hook: string,
  kind: { target?: 'Invoice' | 'InvoicePayment'; event?: WebhookEventName } = {},
) {
  return prisma.webhookSubscription.create({
    data: {
      accountId,
      target: kind.target ?? 'Invoice',
      event: kind.event ?? 'update',
      hook,
      secret: randomBytes(16).toString('hex'),
    },
  });
}

export interface TestChange {
  entityId: number;
  /** Exact JSON text to send. */
  payload: string;
  actorUserId?: number | null;
  target?: WebhookTarget;
}

/**
 * Writes one delivery per change through the outbox function the API uses, in one transaction
 * (which also queues the hook's drain), and returns their ids in order.
 */
export async function writeChanges(
  prisma: PrismaClient,
  accountId: number,
  hookId: number,
  changes: TestChange[],
): Promise<string[]> {
  return prisma.$transaction(async (tx) => {
    for (const change of changes) {
      await writeWebhookDeliveries(
        tx,
        {
          accountId,
          target: change.target ?? 'Invoice',
          event: 'update',
          entityId: change.entityId,
          actorUserId: change.actorUserId ?? null,
        },
        [hookId],
        change.payload,
      );
    }
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT d.id::text AS id FROM webhook_deliveries d WHERE d.subscription_id = ${hookId}
       ORDER BY d.id DESC LIMIT ${changes.length}`;
    return rows.map((row) => row.id).reverse();
  });
}

export interface DeliveryRow {
  id: string;
  status: string;
  attempts: number;
  last_response_status: number | null;
  last_error: string | null;
  delivered_at: Date | null;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  created_at: Date;
}

export async function deliveryRows(pool: Pool, hookId: number): Promise<DeliveryRow[]> {
  const { rows } = await pool.query<DeliveryRow>(
    `SELECT d.id::text AS id, d.status::text AS status, d.attempts, d.last_response_status,
            d.last_error, d.delivered_at, d.next_attempt_at, d.last_attempt_at, d.created_at
       FROM webhook_deliveries d WHERE d.subscription_id = $1 ORDER BY d.id`,
    [hookId],
  );
  return rows;
}

export interface AttemptRow {
  delivery_id: string;
  attempted_at: Date;
  duration_ms: number;
  response_status: number | null;
  error: string | null;
}

/** Every attempt at the hook's deliveries, in the order they were recorded. */
export async function attemptRows(pool: Pool, hookId: number): Promise<AttemptRow[]> {
  const { rows } = await pool.query<AttemptRow>(
    `SELECT a.delivery_id::text, a.attempted_at, a.duration_ms, a.response_status, a.error
       FROM webhook_delivery_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
      WHERE d.subscription_id = $1 ORDER BY a.id`,
    [hookId],
  );
  return rows;
}

export async function hookRow(pool: Pool, hookId: number) {
  const { rows } = await pool.query<{
    disabled: boolean;
    disabled_at: Date | null;
    consecutive_failures: number;
    paused_until: Date | null;
  }>(
    `SELECT disabled, disabled_at, consecutive_failures, paused_until
       FROM webhook_subscriptions WHERE id = $1`,
    [hookId],
  );
  return rows[0];
}

/** The hook's drain jobs that are queued or running. */
export async function openDrains(pool: Pool, hookId: number) {
  const { rows } = await pool.query<{ id: string; status: string; account_id: number }>(
    `SELECT j.id::text AS id, j.status::text AS status, j.account_id FROM jobs j
      WHERE j.type = 'webhooks.deliver' AND (j.payload->>'subscriptionId')::int = $1
        AND j.status IN ('queued', 'running') ORDER BY j.id`,
    [hookId],
  );
  return rows;
}

/** A drain job of `accountId` for the hook, as any worker would claim it (no dedupe key). */
export async function insertDrainJob(pool: Pool, accountId: number, hookId: number) {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO jobs (type, account_id, payload, updated_at)
     VALUES ('webhooks.deliver', $1, $2, now()) RETURNING id::text`,
    [accountId, JSON.stringify({ subscriptionId: hookId })],
  );
  return rows[0].id;
}
