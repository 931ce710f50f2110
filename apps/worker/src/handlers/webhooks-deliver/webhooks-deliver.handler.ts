import { queueWebhookDrains, type JobPayloads, type Pool } from '@faktura/db';
import type { JobContext, JobHandler } from '../../runner/job.types';
import { planWebhookAttempt } from '../../webhook-delivery/webhook-attempt.plan';
import { accountUrl, webhookHeaders } from '../../webhook-delivery/webhook-request.builder';
import { sendWebhook } from '../../webhook-delivery/webhook.sender';
import type { WebhookSettings } from '../../webhook-delivery/webhook.types';
import {
  WebhookDeliveriesRepository,
  type DrainHook,
  type DueDelivery,
  type HookRef,
} from './webhook-deliveries.repository';
import { tryLockHookDrain, type HookDrainLock } from './webhook-drain.lock';

export interface WebhooksDeliverDeps {
  settings: WebhookSettings;
  /** Connections that hold the drain locks, one per drain running at once. */
  lockPool: Pool;
  /** FAKTURA_PUBLIC_URL, for X-Moco-Account-Url. */
  publicUrl: string;
  /** Aborted when the worker stops: a drain ends after the attempt in flight. */
  shutdown: AbortSignal;
}

type Context = JobContext<JobPayloads['webhooks.deliver']>;

/** Deliveries selected at a time; each round sees what arrived or became due meanwhile. */
const BATCH_SIZE = 50;
/** A drain hands its loop back after this long (and queues its continuation at once). */
const DRAIN_BUDGET_MS = 30_000;
/** A drain that finds another one running for its hook comes back this much later. */
const LOCK_BUSY_RETRY_MS = 1000;

/**
 * `webhooks.deliver`: the drain of one hook of the job's account. Under the hook's drain lock
 * it sends the due deliveries one by one (each record's in the order of its changes) and records
 * each attempt in its own transaction, until nothing is due, the hook is paused or disabled, the
 * budget is spent or the worker stops; then it queues the next drain for when the earliest
 * waiting delivery is due. A crash mid-POST leaves the delivery pending: it goes out again with
 * the same webhook-id (at least once).
 */
export function createWebhooksDeliverHandler(
  deps: WebhooksDeliverDeps,
): JobHandler<JobPayloads['webhooks.deliver']> {
  return async (context) => {
    const { job, prisma, log } = context;
    if (job.accountId === null)
      throw new Error('webhooks.deliver needs the job to carry an account');
    const ref: HookRef = { accountId: job.accountId, hookId: job.payload.subscriptionId };
    // From now on a new delivery queues a drain of its own: this one may be past it already.
    await prisma.job.updateMany({ where: { id: BigInt(job.id) }, data: { dedupeKey: null } });
    const repository = new WebhookDeliveriesRepository(prisma);
    const hook = await repository.findHook(ref);
    if (!hook || hook.disabled) {
      log.info(`web hook ${ref.hookId}: ${hook ? 'disabled' : 'not a hook of the account'}`);
      return;
    }
    const lock = await tryLockHookDrain(deps.lockPool, ref.hookId);
    if (!lock) {
      log.info(`web hook ${ref.hookId}: another drain is running; this one comes back in 1 s`);
      const later = new Date(Date.now() + LOCK_BUSY_RETRY_MS);
      await queueWebhookDrains(prisma, ref.accountId, [ref.hookId], later);
      return;
    }
    try {
      const url = accountUrl(deps.publicUrl, hook.slug);
      await drain({ context, deps, repository, ref, lock }, hook, url);
    } finally {
      await lock.release();
    }
    const next = await repository.nextDrainAt(ref);
    if (next) await queueWebhookDrains(prisma, ref.accountId, [ref.hookId], next);
  };
}

interface Drain {
  context: Context;
  deps: WebhooksDeliverDeps;
  repository: WebhookDeliveriesRepository;
  ref: HookRef;
  lock: HookDrainLock;
}

async function drain(run: Drain, hook: DrainHook, url: string): Promise<void> {
  const deadline = Date.now() + DRAIN_BUDGET_MS;
  let current = hook;
  while (!current.disabled && !current.paused) {
    const due = await run.repository.dueDeliveries(run.ref, BATCH_SIZE);
    if (due.length === 0) return;
    for (const delivery of due) {
      if (!run.lock.held || run.deps.shutdown.aborted || Date.now() > deadline) return;
      current = (await attempt(run, current, delivery, url)) ?? current;
      if (current.disabled || current.paused) return;
    }
  }
}

/** One POST of `delivery` and its record; the hook as it is afterwards (null: it is gone). */
async function attempt(
  run: Drain,
  hook: DrainHook,
  delivery: DueDelivery,
  url: string,
): Promise<DrainHook | null> {
  const { log } = run.context;
  const at = new Date();
  const headers = webhookHeaders(
    { ...hook, ...delivery, deliveryId: delivery.id, accountUrl: url },
    at,
  );
  const result = await sendWebhook(hook.hook, delivery.body, headers, {
    allowPrivate: run.deps.settings.allowPrivate,
  });
  const recorded = await run.repository.recordAttempt(
    run.ref,
    delivery.id,
    { at, result },
    (state) => planWebhookAttempt({ result, ...state, schedule: run.deps.settings.retryDelaysMs }),
  );
  if (!recorded) return null;
  const { plan } = recorded;
  const name = `web hook ${run.ref.hookId}`;
  if (plan.disable) {
    const why =
      result.status === 410
        ? 'the receiver answered 410 Gone'
        : `${plan.consecutiveFailures} failed attempts in a row`;
    log.warn(`${name} disabled: ${why}`);
  } else if (plan.pauseMs !== null) {
    const why = result.error ?? `the answer took ${result.durationMs} ms`;
    log.warn(`${name} paused for ${plan.pauseMs} ms: ${why}`);
  }
  if (!plan.delivered && plan.retryInMs === null) {
    log.warn(`${name}: delivery ${delivery.id} failed after its last attempt: ${result.error}`);
  }
  return recorded.hook;
}
