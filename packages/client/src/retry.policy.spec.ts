import { pause, retryDelayMs } from './retry.policy.js';

describe('retryDelayMs', () => {
  it('takes Retry-After in seconds, capped by maxDelayMs', () => {
    expect(retryDelayMs('0', 1, 30_000)).toBe(0);
    expect(retryDelayMs('2', 1, 30_000)).toBe(2_000);
    expect(retryDelayMs(' 120 ', 3, 30_000)).toBe(30_000);
  });

  it('takes Retry-After as an HTTP date, never below zero', () => {
    const now = Date.parse('2026-05-04T10:00:00Z');
    expect(retryDelayMs('Mon, 04 May 2026 10:00:07 GMT', 1, 30_000, now)).toBe(7_000);
    expect(retryDelayMs('Mon, 04 May 2026 09:59:00 GMT', 1, 30_000, now)).toBe(0);
  });

  it('backs off exponentially from 1 s without (or with an unreadable) Retry-After', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(null, attempt, 30_000))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
    expect(retryDelayMs('soon', 2, 30_000)).toBe(2_000);
    expect(retryDelayMs(null, 10, 30_000)).toBe(30_000);
  });
});

describe('pause', () => {
  it('rejects with the reason when its signal is aborted', async () => {
    const controller = new AbortController();
    const waiting = pause(60_000, controller.signal);
    controller.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
  });
});
