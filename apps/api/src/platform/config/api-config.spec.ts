import { apiConfigFromEnv } from './api-config';

const base = { DATABASE_URL: 'postgresql://localhost/faktura' };

/** The config read from `base` with these variables set as well. */
const configWith = (vars: Record<string, string>) => apiConfigFromEnv({ ...base, ...vars });

/** Expects the variable `name` set to `value` to be refused with a message naming it. */
const expectRefused = (name: string, value: string) =>
  expect(() => configWith({ [name]: value })).toThrow(name);

describe('apiConfigFromEnv', () => {
  it('uses the documented defaults', () => {
    expect(apiConfigFromEnv(base)).toEqual({
      databaseUrl: base.DATABASE_URL,
      port: 3000,
      bodyLimitBytes: 25 * 1024 * 1024,
      logLevel: 'info',
      rateLimitRequests: 1200,
      rateLimitWindowSeconds: 120,
      rateLimitStore: 'memory',
      shutdownDelayMs: 0,
      shutdownTimeoutMs: 15_000,
      idempotencyLeaseMs: 15_000,
      publicUrl: undefined,
      pdfTimeoutMs: 60_000,
      fileUrlSecret: undefined,
      fileUrlTtlSeconds: 900,
      databasePingTimeoutMs: 2000,
      apiKeyCacheMs: 5000,
      webhookRenderPollMs: 30_000,
      inboxImportPollMs: 30_000,
      secretKey: null,
    });
  });

  it('reads the idempotency lease, at least a second', () => {
    expect(configWith({ FAKTURA_IDEMPOTENCY_LEASE_MS: '3000' }).idempotencyLeaseMs).toBe(3000);
    expectRefused('FAKTURA_IDEMPOTENCY_LEASE_MS', '999');
  });

  it('reads the web hook render poll interval, 0 turning the poll off', () => {
    expect(configWith({ FAKTURA_WEBHOOK_RENDER_POLL_MS: '0' }).webhookRenderPollMs).toBe(0);
    expectRefused('FAKTURA_WEBHOOK_RENDER_POLL_MS', '-1');
  });

  it('reads the inbox import poll interval and the secret key, refusing a malformed key', () => {
    const hex = 'ab'.repeat(32);
    const config = configWith({ FAKTURA_INBOX_IMPORT_POLL_MS: '0', FAKTURA_SECRET_KEY: hex });
    expect(config.inboxImportPollMs).toBe(0);
    expect(config.secretKey).toEqual(Buffer.from(hex, 'hex'));
    expectRefused('FAKTURA_INBOX_IMPORT_POLL_MS', '-1');
    expectRefused('FAKTURA_SECRET_KEY', 'too-short');
  });

  it('reads where rate-limit counts live: memory or postgres, nothing else', () => {
    const store = (value: string) => configWith({ FAKTURA_RATE_LIMIT_STORE: value }).rateLimitStore;
    expect(store('postgres')).toBe('postgres');
    expect(store('memory')).toBe('memory');
    expectRefused('FAKTURA_RATE_LIMIT_STORE', 'redis');
  });

  it('reads the database ping timeout of /health and /ready', () => {
    expect(configWith({ FAKTURA_DB_PING_TIMEOUT_MS: '5000' }).databasePingTimeoutMs).toBe(5000);
    expectRefused('FAKTURA_DB_PING_TIMEOUT_MS', '0');
  });

  it('reads the public URL without its trailing slash and the PDF timeout', () => {
    const config = configWith({
      FAKTURA_PUBLIC_URL: 'https://faktura.example.com/',
      FAKTURA_PDF_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://faktura.example.com',
      pdfTimeoutMs: 5000,
    });
    expectRefused('FAKTURA_PUBLIC_URL', 'example.com');
  });

  it('reads the file link secret and lifetime, refusing a short secret', () => {
    const secret = 'x'.repeat(32);
    expect(
      configWith({ FAKTURA_FILE_URL_SECRET: secret, FAKTURA_FILE_URL_TTL_SECONDS: '60' }),
    ).toMatchObject({ fileUrlSecret: secret, fileUrlTtlSeconds: 60 });
    expectRefused('FAKTURA_FILE_URL_SECRET', 'short');
  });

  it('reads the rate limit and the log level, 0 disabling the limit', () => {
    const config = configWith({
      FAKTURA_RATE_LIMIT: '0',
      FAKTURA_RATE_LIMIT_WINDOW_SECONDS: '30',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      rateLimitRequests: 0,
      rateLimitWindowSeconds: 30,
      logLevel: 'debug',
    });
  });

  it('treats empty variables as unset', () => {
    expect(configWith({ FAKTURA_RATE_LIMIT: '', LOG_LEVEL: '' })).toMatchObject({
      rateLimitRequests: 1200,
      logLevel: 'info',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => apiConfigFromEnv({})).toThrow('DATABASE_URL');
    expect(() => configWith({ FAKTURA_RATE_LIMIT: '-1' })).toThrow('FAKTURA_RATE_LIMIT must');
    expectRefused('FAKTURA_RATE_LIMIT_WINDOW_SECONDS', '0');
    expectRefused('LOG_LEVEL', 'loud');
    expectRefused('PORT', '70000');
    expectRefused('FAKTURA_BODY_LIMIT_BYTES', '1.5');
  });
});
