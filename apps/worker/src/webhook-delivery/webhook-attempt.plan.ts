import type { WebhookAttemptResult } from './webhook.types';
import { MAX_RETRY_AFTER_MS, scheduleEntry, withJitter } from './webhook-retry.schedule';

/** Failed attempts in a row (any delivery of the hook) that disable it. */
export const DISABLE_AFTER_FAILURES = 500;

/** An attempt slower than this pauses the hook, like one that got no answer. */
export const SLOW_ATTEMPT_MS = 2000;

/** What an attempt changes: the delivery's next step and the hook's state. */
export interface WebhookAttemptPlan {
  delivered: boolean;
  /** When to try the delivery again; null when it is done (delivered, or its last attempt). */
  retryInMs: number | null;
  consecutiveFailures: number;
  /** 410 Gone, or the failure that reached DISABLE_AFTER_FAILURES. */
  disable: boolean;
  /** Send nothing more to the hook for this long (null: no pause). */
  pauseMs: number | null;
}

export interface WebhookAttemptInput {
  result: WebhookAttemptResult;
  /** The delivery's attempts including this one. */
  attempts: number;
  /** The hook's failures in a row before this attempt. */
  consecutiveFailures: number;
  schedule: readonly number[];
  random?: () => number;
}

/**
 * The consequences of one attempt (see the design's "Retry schedule", "410", "pause" rules): a
 * failure retries on the schedule (or after the receiver's Retry-After on 429/503, capped at
 * 24 h) until the schedule is used up; an attempt without an answer or slower than 2 s pauses
 * the hook for the schedule's entry of its failures in a row, so a dead receiver costs one
 * attempt per pause instead of one per waiting delivery.
 */
export function planWebhookAttempt(input: WebhookAttemptInput): WebhookAttemptPlan {
  const { result, schedule } = input;
  const random = input.random ?? Math.random;
  const delivered = result.error === null;
  const consecutiveFailures = delivered ? 0 : input.consecutiveFailures + 1;
  const disable =
    !delivered && (result.status === 410 || consecutiveFailures >= DISABLE_AFTER_FAILURES);
  const honoursRetryAfter = result.status === 429 || result.status === 503;
  const retryInMs =
    delivered || input.attempts > schedule.length
      ? null
      : honoursRetryAfter && result.retryAfterMs !== null
        ? Math.min(result.retryAfterMs, MAX_RETRY_AFTER_MS)
        : withJitter(schedule[input.attempts - 1], random);
  const stalled = result.status === null || result.durationMs > SLOW_ATTEMPT_MS;
  const pauseMs =
    stalled && !disable ? withJitter(scheduleEntry(schedule, consecutiveFailures), random) : null;
  return { delivered, retryInMs, consecutiveFailures, disable, pauseMs };
}
