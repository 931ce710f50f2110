import {
  DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
  parseRetryAfter,
  parseRetryDelays,
  scheduleEntry,
  withJitter,
} from './webhook-retry.schedule';

describe('web hook retry schedule', () => {
  it('is 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h by default', () => {
    expect(DEFAULT_WEBHOOK_RETRY_DELAYS_MS).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
  });

  it('reads a comma list of milliseconds and refuses anything else', () => {
    expect(parseRetryDelays('100, 200,0', 'X')).toEqual([100, 200, 0]);
    for (const bad of ['', '100,', '1.5', '-1', 'fast', '100;200']) {
      expect(() => parseRetryDelays(bad, 'X')).toThrow(/X must be a comma list/);
    }
  });

  it('adds up to 20 % jitter', () => {
    expect(withJitter(5000, () => 0)).toBe(5000);
    expect(withJitter(5000, () => 0.5)).toBe(5500);
    expect(withJitter(5000, () => 0.999999)).toBe(6000);
  });

  it('gives the n-th failure its entry and repeats the last one past the end', () => {
    const schedule = [10, 20, 30];
    expect([0, 1, 2, 3, 4, 500].map((n) => scheduleEntry(schedule, n))).toEqual([
      10, 10, 20, 30, 30, 30,
    ]);
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-11-29T10:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the time until then, 0 when it has passed', () => {
    expect(parseRetryAfter('Sun, 29 Nov 2026 10:01:30 GMT', now)).toBe(90_000);
    expect(parseRetryAfter('Sunday, 29-Nov-26 10:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Sun, 29 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores what is absent or unreadable', () => {
    for (const value of [undefined, '', '1.5', '-3', 'soon', '2026-11-29', 'Sun, 99 Foo 2026']) {
      expect(parseRetryAfter(value, now)).toBeNull();
    }
  });
});
