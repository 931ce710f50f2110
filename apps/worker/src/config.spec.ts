import { accessPointFromEnv, workerConfigFromEnv } from './config';
import { DEFAULT_WEBHOOK_RETRY_DELAYS_MS } from './webhook-delivery/webhook-retry.schedule';

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

  it('checks the schedules every minute, or as often as FAKTURA_SCHEDULER_CHECK_MS says', () => {
    expect(workerConfigFromEnv(env()).schedulerCheckMs).toBe(60_000);
    expect(workerConfigFromEnv(env({ FAKTURA_SCHEDULER_CHECK_MS: '250' })).schedulerCheckMs).toBe(
      250,
    );
    expect(() => workerConfigFromEnv(env({ FAKTURA_SCHEDULER_CHECK_MS: '0' }))).toThrow(
      /FAKTURA_SCHEDULER_CHECK_MS/,
    );
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

  it('delivers web hooks on 4 loops, guarded, on the standard schedule by default', () => {
    expect(workerConfigFromEnv(env()).webhooks).toEqual({
      concurrency: 4,
      allowPrivate: false,
      retryDelaysMs: DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
    });
  });

  it('takes the web hook settings from FAKTURA_WEBHOOK_*', () => {
    const { webhooks } = workerConfigFromEnv(
      env({
        FAKTURA_WEBHOOK_CONCURRENCY: '2',
        FAKTURA_WEBHOOK_ALLOW_PRIVATE: '1',
        FAKTURA_WEBHOOK_RETRY_DELAYS_MS: '100,200',
      }),
    );
    expect(webhooks).toEqual({ concurrency: 2, allowPrivate: true, retryDelaysMs: [100, 200] });
    expect(
      workerConfigFromEnv(env({ FAKTURA_WEBHOOK_ALLOW_PRIVATE: '0' })).webhooks.allowPrivate,
    ).toBe(false);
  });

  it('refuses web hook settings it cannot read', () => {
    for (const [name, value] of [
      ['FAKTURA_WEBHOOK_CONCURRENCY', '0'],
      ['FAKTURA_WEBHOOK_ALLOW_PRIVATE', 'yes'],
      ['FAKTURA_WEBHOOK_RETRY_DELAYS_MS', '5s'],
    ]) {
      expect(() => workerConfigFromEnv(env({ [name]: value }))).toThrow(new RegExp(name));
    }
  });

  it('reads the mailboxes every minute, 4 at once, 8 in IDLE, with FAKTURA_SECRET_KEY', () => {
    const key = 'ab'.repeat(32);
    expect(workerConfigFromEnv(env({ FAKTURA_SECRET_KEY: key })).inbox).toEqual({
      secretKey: Buffer.from(key, 'hex'),
      pollMs: 60_000,
      checkMs: 10_000,
      concurrency: 4,
      idleMax: 8,
    });
    const tuned = workerConfigFromEnv(
      env({
        FAKTURA_INBOX_POLL_MS: '30000',
        FAKTURA_INBOX_CONCURRENCY: '0',
        FAKTURA_INBOX_IDLE_MAX: '0',
      }),
    ).inbox;
    expect(tuned).toMatchObject({ secretKey: null, pollMs: 30_000, concurrency: 0, idleMax: 0 });
    expect(() => workerConfigFromEnv(env({ FAKTURA_INBOX_POLL_MS: '0' }))).toThrow(/at least 1/);
    expect(() => workerConfigFromEnv(env({ FAKTURA_SECRET_KEY: 'short' }))).toThrow(/32 bytes/);
  });
});

describe('accessPointFromEnv', () => {
  it('is null without a URL, and reads URL, token and timeout', () => {
    expect(accessPointFromEnv({})).toBeNull();
    expect(
      accessPointFromEnv({
        FAKTURA_PEPPOL_ACCESS_POINT_URL: 'https://ap.example.com/outbox',
        FAKTURA_PEPPOL_ACCESS_POINT_TOKEN: 'secret',
        FAKTURA_PEPPOL_ACCESS_POINT_TIMEOUT_MS: '5000',
      }),
    ).toEqual({ url: 'https://ap.example.com/outbox', token: 'secret', timeoutMs: 5000 });
    expect(
      accessPointFromEnv({ FAKTURA_PEPPOL_ACCESS_POINT_URL: 'http://127.0.0.1:8080/' }),
    ).toEqual({ url: 'http://127.0.0.1:8080/', token: undefined, timeoutMs: 30_000 });
  });

  it.each(['ftp://ap.example.com/', 'not a url'])('refuses %s at start', (url) => {
    expect(() => accessPointFromEnv({ FAKTURA_PEPPOL_ACCESS_POINT_URL: url })).toThrow(
      'FAKTURA_PEPPOL_ACCESS_POINT_URL must be an http or https URL',
    );
  });
});
