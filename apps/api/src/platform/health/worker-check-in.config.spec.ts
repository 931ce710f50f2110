import { workerCheckInFromEnv } from './worker-check-in.config';

describe('workerCheckInFromEnv', () => {
  it('tolerates three missed beats of the worker heartbeat interval', () => {
    expect(workerCheckInFromEnv({})).toEqual({ maxAgeMs: 15_000 });
    expect(workerCheckInFromEnv({ FAKTURA_WORKER_HEARTBEAT_MS: '2000' })).toEqual({
      maxAgeMs: 6000,
    });
  });

  it('refuses values that are no positive whole number', () => {
    for (const value of ['0', '-5', '1.5', 'soon']) {
      expect(() => workerCheckInFromEnv({ FAKTURA_WORKER_HEARTBEAT_MS: value })).toThrow(
        'FAKTURA_WORKER_HEARTBEAT_MS',
      );
    }
  });
});
