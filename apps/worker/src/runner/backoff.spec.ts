import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles from the base delay with each attempt', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1000, 1_000_000))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('never exceeds the cap, even for absurd attempt numbers', () => {
    expect(retryDelayMs(10, 1000, 60_000)).toBe(60_000);
    expect(retryDelayMs(5000, 1000, 60_000)).toBe(60_000);
  });
});
