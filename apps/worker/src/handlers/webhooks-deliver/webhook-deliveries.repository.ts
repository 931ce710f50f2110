import { Prisma, type PrismaClient } from '@faktura/db';
import { webhookDeliveryTransition } from '@faktura/domain';
import type { WebhookAttemptPlan } from '../../webhook-delivery/webhook-attempt.plan';
import type { WebhookAttemptResult } from '../../webhook-delivery/webhook.types';

/** A hook of one account: every statement below carries both. */
export interface HookRef {
  accountId: number;
  hookId: number;
}

/** A hook as its drain sends to it. */
export interface DrainHook {
  target: string;
  event: string;
  hook: string;
  secret: string;
  disabled: boolean;
  /** paused_until lies ahead. */
  paused: boolean;
}

/** A delivery ready to go out. */
export interface DueDelivery {
  id: string;
  /** The stored payload, as text: sent byte for byte. */
  body: string;
  actorUserId: number | null;
  createdAt: Date;
  attempts: number;
}

/** The state an attempt's consequences depend on, read under the attempt's row locks. */
export interface AttemptState {
  /** The delivery's attempts including this one. */
  attempts: number;
  consecutiveFailures: number;
}

const HOOK_COLUMNS = Prisma.sql`s.target::text AS target, s.event::text AS event, s.hook, s.secret,
  s.disabled, coalesce(s.paused_until > now(), false) AS paused`;

/**
 * The head of each record's queue: a pending delivery with no earlier (smaller id) pending
 * delivery of the same hook and record, so each record's deliveries go out in change order.
 */
const IS_HEAD = Prisma.sql`NOT EXISTS (
  SELECT 1 FROM webhook_deliveries e
   WHERE e.subscription_id = d.subscription_id AND e.entity_id = d.entity_id
     AND e.id < d.id AND e.status = 'pending')`;

/** The SQL of a hook's drain: its hook, its due deliveries, and one transaction per attempt. */
export class WebhookDeliveriesRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** The hook with the account's slug (for X-Moco-Account-Url); null when not the account's. */
  async findHook({ accountId, hookId }: HookRef): Promise<(DrainHook & { slug: string }) | null> {
    const rows = await this.prisma.$queryRaw<(DrainHook & { slug: string })[]>(Prisma.sql`
      SELECT ${HOOK_COLUMNS}, a.slug
        FROM webhook_subscriptions s JOIN accounts a ON a.id = s.account_id
       WHERE s.id = ${hookId} AND s.account_id = ${accountId}`);
    return rows[0] ?? null;
  }

  /** Due, rendered heads of the hook's record queues: fewest attempts first, then oldest. */
  async dueDeliveries({ accountId, hookId }: HookRef, limit: number): Promise<DueDelivery[]> {
    return this.prisma.$queryRaw<DueDelivery[]>(Prisma.sql`
      SELECT d.id::text AS id, d.payload::text AS body, d.actor_user_id AS "actorUserId",
             d.created_at AS "createdAt", d.attempts
        FROM webhook_deliveries d
       WHERE d.subscription_id = ${hookId} AND d.account_id = ${accountId}
         AND d.status = 'pending' AND d.payload IS NOT NULL AND d.next_attempt_at <= now()
         AND ${IS_HEAD}
       ORDER BY d.attempts, d.id
       LIMIT ${limit}`);
  }

  /**
   * Records one attempt in one transaction: its row, the delivery's columns and the hook's
   * failure count, disabling and pause, as `plan` decides from the state read under lock.
   * Returns the plan and the hook as it is now, or null when the delivery is no longer pending
   * (the hook was deleted meanwhile).
   */
  async recordAttempt(
    { accountId, hookId }: HookRef,
    deliveryId: string,
    attempt: { at: Date; result: WebhookAttemptResult },
    plan: (state: AttemptState) => WebhookAttemptPlan,
  ): Promise<{ plan: WebhookAttemptPlan; hook: DrainHook } | null> {
    const { at, result } = attempt;
    return this.prisma.$transaction(async (tx) => {
      // NO KEY UPDATE: deliveries written meanwhile (which key-share the hook) do not wait.
      const [state] = await tx.$queryRaw<{ attempts: number; consecutiveFailures: number }[]>(
        Prisma.sql`
        SELECT d.attempts + 1 AS attempts, s.consecutive_failures AS "consecutiveFailures"
          FROM webhook_subscriptions s
          JOIN webhook_deliveries d ON d.subscription_id = s.id AND d.account_id = s.account_id
         WHERE s.id = ${hookId} AND s.account_id = ${accountId}
           AND d.id = ${deliveryId}::bigint AND d.status = 'pending'
           FOR NO KEY UPDATE`,
      );
      if (!state) return null;
      const decided = plan(state);
      const { status } = webhookDeliveryTransition(
        { status: 'pending' },
        decided.delivered
          ? { type: 'attempt_succeeded' }
          : { type: 'attempt_failed', retry: decided.retryInMs !== null },
      );
      await tx.$executeRaw(Prisma.sql`
        INSERT INTO webhook_delivery_attempts
               (account_id, delivery_id, attempted_at, duration_ms, response_status, error)
        VALUES (${accountId}, ${deliveryId}::bigint, ${at}, ${result.durationMs},
                ${result.status}::int, ${result.error})`);
      await tx.$executeRaw(Prisma.sql`
        UPDATE webhook_deliveries
           SET attempts = attempts + 1, status = ${status}::delivery_status,
               last_attempt_at = ${at}, last_response_status = ${result.status}::int,
               last_error = ${result.error},
               next_attempt_at = now() + make_interval(secs => ${decided.retryInMs}::float8 / 1000),
               delivered_at = CASE WHEN ${decided.delivered}::boolean THEN now() ELSE delivered_at END,
               updated_at = now()
         WHERE id = ${deliveryId}::bigint AND account_id = ${accountId}`);
      // updated_at moves only with the fields the web hook record shows (disabled, disabled_at).
      const disabling = Prisma.sql`(${decided.disable}::boolean AND NOT s.disabled)`;
      const [hook] = await tx.$queryRaw<DrainHook[]>(Prisma.sql`
        UPDATE webhook_subscriptions s
           SET consecutive_failures = ${decided.consecutiveFailures},
               disabled = s.disabled OR ${decided.disable}::boolean,
               disabled_at = CASE WHEN ${disabling} THEN now() ELSE s.disabled_at END,
               updated_at = CASE WHEN ${disabling} THEN now() ELSE s.updated_at END,
               paused_until = coalesce(
                 now() + make_interval(secs => ${decided.pauseMs}::float8 / 1000), s.paused_until)
         WHERE s.id = ${hookId} AND s.account_id = ${accountId}
        RETURNING ${HOOK_COLUMNS}`);
      return { plan: decided, hook };
    });
  }

  /**
   * When the hook's drain has work again: the earliest next attempt of a rendered queue head,
   * not before the pause ends. Null when disabled or when nothing is waiting (unrendered
   * deliveries queue a drain once rendered).
   */
  async nextDrainAt({ accountId, hookId }: HookRef): Promise<Date | null> {
    const rows = await this.prisma.$queryRaw<{ at: Date | null }[]>(Prisma.sql`
      SELECT CASE WHEN s.disabled OR min(d.next_attempt_at) IS NULL THEN NULL
                  ELSE GREATEST(min(d.next_attempt_at), s.paused_until) END AS at
        FROM webhook_subscriptions s
        LEFT JOIN webhook_deliveries d
               ON d.subscription_id = s.id AND d.account_id = s.account_id
              AND d.status = 'pending' AND d.payload IS NOT NULL AND ${IS_HEAD}
       WHERE s.id = ${hookId} AND s.account_id = ${accountId}
       GROUP BY s.id, s.disabled, s.paused_until`);
    return rows[0]?.at ?? null;
  }
}
