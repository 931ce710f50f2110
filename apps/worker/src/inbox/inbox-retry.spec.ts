import { INBOX_MAX_RETRY_MS, inboxRetryDelayMs } from './inbox-retry';

describe('inboxRetryDelayMs', () => {
  it('doubles from one minute and stops at an hour', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => inboxRetryDelayMs(n) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(inboxRetryDelayMs(10_000)).toBe(INBOX_MAX_RETRY_MS);
  });
});
