import { planWebhookAttempt, type WebhookAttemptInput } from './webhook-attempt.plan';
import type { WebhookAttemptResult } from './webhook.types';

const schedule = [1000, 2000, 3000];
const ok: WebhookAttemptResult = { status: 204, error: null, durationMs: 30, retryAfterMs: null };
const answered = (status: number, extra: Partial<WebhookAttemptResult> = {}) => ({
  status,
  error: `HTTP ${status}`,
  durationMs: 30,
  retryAfterMs: null,
  ...extra,
});
const noAnswer: WebhookAttemptResult = {
  status: null,
  error: 'connect ECONNREFUSED 127.0.0.1:9',
  durationMs: 3,
  retryAfterMs: null,
};
const plan = (input: Partial<WebhookAttemptInput> & Pick<WebhookAttemptInput, 'result'>) =>
  planWebhookAttempt({ attempts: 1, consecutiveFailures: 0, schedule, random: () => 0, ...input });

describe('planWebhookAttempt', () => {
  it('delivers on 2xx and resets the failures in a row', () => {
    expect(plan({ result: ok, consecutiveFailures: 7 })).toEqual({
      delivered: true,
      retryInMs: null,
      consecutiveFailures: 0,
      disable: false,
      pauseMs: null,
    });
  });

  it('retries a failure on the schedule, with jitter, until the schedule is used up', () => {
    expect(plan({ result: answered(500), attempts: 1 }).retryInMs).toBe(1000);
    expect(plan({ result: answered(500), attempts: 3, random: () => 0.5 }).retryInMs).toBe(3300);
    expect(plan({ result: answered(500), attempts: 4 }).retryInMs).toBeNull();
  });

  it('does not pause for a fast error answer, and pauses without an answer or when slow', () => {
    expect(plan({ result: answered(500) }).pauseMs).toBeNull();
    expect(plan({ result: noAnswer, consecutiveFailures: 1 }).pauseMs).toBe(2000);
    expect(plan({ result: noAnswer, consecutiveFailures: 9 }).pauseMs).toBe(3000);
    expect(plan({ result: answered(500, { durationMs: 2500 }) }).pauseMs).toBe(1000);
    expect(plan({ result: { ...ok, durationMs: 2500 } }).pauseMs).toBe(1000);
  });

  it('honours Retry-After on 429 and 503 only, capped at 24 h', () => {
    const later = { retryAfterMs: 120_000 };
    expect(plan({ result: answered(429, later) }).retryInMs).toBe(120_000);
    expect(plan({ result: answered(503, later) }).retryInMs).toBe(120_000);
    expect(plan({ result: answered(500, later) }).retryInMs).toBe(1000);
    expect(plan({ result: answered(503, { retryAfterMs: 3 * 86_400_000 }) }).retryInMs).toBe(
      86_400_000,
    );
    expect(plan({ result: answered(503, later), attempts: 4 }).retryInMs).toBeNull();
  });

  it('disables at once on 410 and at the 500th failure in a row', () => {
    expect(plan({ result: answered(410) })).toMatchObject({
      disable: true,
      consecutiveFailures: 1,
    });
    expect(plan({ result: answered(500), consecutiveFailures: 498 }).disable).toBe(false);
    expect(plan({ result: answered(500), consecutiveFailures: 499 })).toMatchObject({
      disable: true,
      consecutiveFailures: 500,
    });
    expect(plan({ result: noAnswer, consecutiveFailures: 499 }).pauseMs).toBeNull();
  });
});
