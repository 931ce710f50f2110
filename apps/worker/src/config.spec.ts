import { workerConfigFromEnv } from './config';

const env = (extra: NodeJS.ProcessEnv = {}) => ({ DATABASE_URL: 'postgresql://x@h/db', ...extra });

describe('workerConfigFromEnv', () => {
  it('takes the heartbeat interval from FAKTURA_WORKER_HEARTBEAT_MS, 5 s by default', () => {
    expect(workerConfigFromEnv(env()).heartbeatIntervalMs).toBe(5000);
    expect(
      workerConfigFromEnv(env({ FAKTURA_WORKER_HEARTBEAT_MS: '2000' })).heartbeatIntervalMs,
    ).toBe(2000);
  });

  it('refuses a heartbeat interval of 0 or one that is no whole number', () => {
    for (const value of ['0', '-5', '1.5', 'fast']) {
      expect(() => workerConfigFromEnv(env({ FAKTURA_WORKER_HEARTBEAT_MS: value }))).toThrow(
        /FAKTURA_WORKER_HEARTBEAT_MS/,
      );
    }
  });

  it('runs twice as many jobs at once as it prints PDFs, unless told otherwise', () => {
    expect(workerConfigFromEnv(env({ FAKTURA_PDF_CONCURRENCY: '3' })).runner.concurrency).toBe(6);
    expect(
      workerConfigFromEnv(env({ FAKTURA_PDF_CONCURRENCY: '3', FAKTURA_WORKER_CONCURRENCY: '1' }))
        .runner.concurrency,
    ).toBe(1);
  });

  it('needs DATABASE_URL', () => {
    expect(() => workerConfigFromEnv({})).toThrow(/DATABASE_URL/);
  });
});
