import { Prisma } from '../generated/prisma/client';
import { JOB_DEFINITIONS } from '../jobs/job-definitions';

/**
 * Web hook targets as they travel (`target` of a hook, `X-Moco-Target`): the values of the
 * `entity_type` enum, which are the reference's class names.
 */
export const WEBHOOK_TARGETS = [
  'Offer',
  'Invoice',
  'Invoice::Payment',
  'InvoiceReminder',
  'Purchase',
  'Purchase::Payment',
  'Company',
  'Contact',
  'Project',
  'Deal',
  'Activity',
  'Expense',
  'Comment',
] as const;

export type WebhookTarget = (typeof WEBHOOK_TARGETS)[number];

export const WEBHOOK_EVENTS = ['create', 'update', 'delete'] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

/** Notified when deliveries without a payload were written: wakes an API process to render. */
export const WEBHOOK_RENDER_CHANNEL = 'faktura_webhook_render';

/** What the outbox functions need of a transaction: Prisma's raw queries (any client has them). */
export interface WebhookOutboxTransaction {
  $queryRaw<T = unknown>(query: Prisma.Sql): PromiseLike<T>;
  $executeRaw(query: Prisma.Sql): PromiseLike<number>;
}

/** One change of one record, as the hooks subscribed to it are told. */
export interface WebhookEventRecord {
  accountId: number;
  target: WebhookTarget;
  event: WebhookEventName;
  /** Id of the changed record. */
  entityId: number;
  /** User who made the change (X-Moco-User-Id); null for the system (sweeps). */
  actorUserId: number | null;
}

/** The enabled hooks of the account subscribed to the target and event. */
export async function subscribedHooks(
  tx: WebhookOutboxTransaction,
  accountId: number,
  target: WebhookTarget,
  event: WebhookEventName,
): Promise<number[]> {
  const rows = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
    SELECT id FROM webhook_subscriptions
     WHERE account_id = ${accountId} AND target = ${target}::entity_type
       AND event = ${event}::webhook_event AND NOT disabled
     ORDER BY id`);
  return rows.map((row) => row.id);
}

/**
 * Writes one delivery per hook and queues each hook's drain, in the caller's transaction (the
 * outbox: the deliveries exist exactly when the change was committed). `payload` is the exact
 * JSON text to send, or null for an API process to render (then it wakes the renderers).
 */
export function writeWebhookDeliveries(
  tx: WebhookOutboxTransaction,
  record: WebhookEventRecord,
  hookIds: readonly number[],
  payload: string | null,
): Promise<void> {
  const { entityId, ...event } = record;
  return writeWebhookDeliveriesOfMany(tx, event, hookIds, [{ entityId, payload }]);
}

/** One changed record of a batch and the JSON text to send for it (null: to be rendered). */
export interface WebhookRecordPayload {
  entityId: number;
  payload: string | null;
}

/**
 * `writeWebhookDeliveries` for several records of one event at once (a bulk write, the overdue
 * sweep): one INSERT for every record and hook, in the order of the records, then one drain
 * upsert and one notification, however many records there are.
 */
export async function writeWebhookDeliveriesOfMany(
  tx: WebhookOutboxTransaction,
  event: Omit<WebhookEventRecord, 'entityId'>,
  hookIds: readonly number[],
  records: readonly WebhookRecordPayload[],
): Promise<void> {
  if (hookIds.length === 0 || records.length === 0) return;
  await tx.$executeRaw(Prisma.sql`
    INSERT INTO webhook_deliveries
           (account_id, subscription_id, entity_id, payload, actor_user_id, status,
            next_attempt_at, created_at, updated_at)
    SELECT ${event.accountId}, hooks.hook, changed.entity_id, changed.payload::json,
           ${event.actorUserId}, 'pending', now(), now(), now()
      FROM unnest(${records.map((record) => record.entityId)}::int[],
                  ${records.map((record) => record.payload)}::text[])
             WITH ORDINALITY AS changed(entity_id, payload, n)
     CROSS JOIN unnest(${[...hookIds]}::int[]) WITH ORDINALITY AS hooks(hook, m)
     ORDER BY changed.n, hooks.m`);
  if (records.some((record) => record.payload === null)) {
    await tx.$executeRaw(Prisma.sql`SELECT pg_notify(${WEBHOOK_RENDER_CHANNEL}, '')`);
  }
  if (records.some((record) => record.payload !== null)) {
    await queueWebhookDrains(tx, event.accountId, hookIds);
  }
}

/**
 * Queues the drain of each hook at `runAt` (default now). A drain already waiting keeps its
 * place or moves earlier, never later, so a retry scheduled hours ahead does not hold back a new
 * event's first attempt; the jobs table's triggers wake the workers at commit.
 */
export async function queueWebhookDrains(
  tx: WebhookOutboxTransaction,
  accountId: number,
  hookIds: readonly number[],
  runAt?: Date,
): Promise<void> {
  if (hookIds.length === 0) return;
  const at = runAt ?? null;
  await tx.$executeRaw(Prisma.sql`
    INSERT INTO jobs (account_id, type, payload, status, run_at, max_attempts, dedupe_key,
                      created_at, updated_at)
    SELECT ${accountId}, 'webhooks.deliver', jsonb_build_object('subscriptionId', hook),
           'queued', coalesce(${at}::timestamptz, now()),
           ${JOB_DEFINITIONS['webhooks.deliver'].maxAttempts},
           ${WEBHOOK_DRAIN_KEY_PREFIX} || hook, now(), now()
      FROM unnest(${[...hookIds]}::int[]) AS hooks(hook)
     ORDER BY hook
    ON CONFLICT (type, dedupe_key) DO UPDATE
       SET run_at = LEAST(jobs.run_at, EXCLUDED.run_at), updated_at = now()
     WHERE jobs.status = 'queued' AND EXCLUDED.run_at < jobs.run_at`);
}

/** Dedupe key of a hook's waiting drain; the drain clears it when it starts. */
export const WEBHOOK_DRAIN_KEY_PREFIX = 'hook:';

/** The dedupe key of the waiting drain of a hook. */
export function webhookDrainKey(hookId: number): string {
  return `${WEBHOOK_DRAIN_KEY_PREFIX}${hookId}`;
}
