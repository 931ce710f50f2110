import { secretKeyFromEnv } from '@faktura/db';
import { resolvePublicUrl } from '@faktura/documents';
/** Levels LOG_LEVEL accepts (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the rate limiter counts. */
export const RATE_LIMIT_STORES = ['memory', 'postgres'] as const;
export type RateLimitStoreKind = (typeof RATE_LIMIT_STORES)[number];

/** Settings of the API process (see the configuration table in docs/operations.md). */
export interface ApiConfig {
  databaseUrl: string;
  port: number;
  /** Largest accepted request body, bytes. */
  bodyLimitBytes: number;
  /** Lowest level written to the JSON log. */
  logLevel: LogLevel;
  /** Requests per API key (or client IP without a key) and window; 0 disables the limit. */
  rateLimitRequests: number;
  /** Length of the fixed rate-limit window, seconds. */
  rateLimitWindowSeconds: number;
  /**
   * Where rate-limit counts live (FAKTURA_RATE_LIMIT_STORE): `memory` in this process (one API
   * process), `postgres` shared by every API process on the database.
   */
  rateLimitStore: RateLimitStoreKind;
  /**
   * Base URL under which customers reach this service (FAKTURA_PUBLIC_URL), for approval links;
   * unset means http://localhost:<port>. The worker must be given the same value.
   */
  publicUrl?: string;
  /** How long a PDF request waits for the worker before answering 503, milliseconds. */
  pdfTimeoutMs: number;
  /** Secret signing file_url links (FAKTURA_FILE_URL_SECRET); unset: random per process. */
  fileUrlSecret?: string;
  /** How long a file_url link stays valid, seconds. */
  fileUrlTtlSeconds: number;
  /** How long /health and /ready wait for `SELECT 1` before reporting the database down, ms. */
  databasePingTimeoutMs: number;
  /**
   * How long an API key read from the database is trusted without reading it again,
   * milliseconds: a revoked or deleted key keeps working at most this long. 0: read every time.
   */
  apiKeyCacheMs: number;
  /**
   * How often the API looks for web hook deliveries still without a payload (written by the
   * worker's overdue sweep), milliseconds, besides being woken by their notification; 0: never.
   */
  webhookRenderPollMs: number;
  /**
   * How often the inbox importer looks for stored supplier mail besides being woken by the
   * reader's notification (FAKTURA_INBOX_IMPORT_POLL_MS), milliseconds; 0: never.
   */
  inboxImportPollMs: number;
  /**
   * The key that seals mailbox passwords (FAKTURA_SECRET_KEY, 32 bytes as hex or base64; npm start
   * creates one); null when unset, and then no password can be stored.
   */
  secretKey: Buffer | null;
  /** After SIGTERM: how long requests are still accepted while /ready answers 503, ms. */
  shutdownDelayMs: number;
  /** After that: how long requests in flight may take before their connections are closed, ms. */
  shutdownTimeoutMs: number;
  /**
   * The lease of a request running under an Idempotency-Key, ms: renewed while it runs; a retry
   * takes over one whose process died once the lease has passed (unless its write committed).
   */
  idempotencyLeaseMs: number;
}

/** What every setting but the database URL is when its variable is unset. */
export const API_CONFIG_DEFAULTS: Omit<ApiConfig, 'databaseUrl'> = {
  port: 3000,
  bodyLimitBytes: 25 * 1024 * 1024,
  logLevel: 'info',
  rateLimitRequests: 1200,
  rateLimitWindowSeconds: 120,
  rateLimitStore: 'memory',
  pdfTimeoutMs: 60_000,
  fileUrlTtlSeconds: 900,
  databasePingTimeoutMs: 2000,
  apiKeyCacheMs: 5000,
  webhookRenderPollMs: 30_000,
  inboxImportPollMs: 30_000,
  secretKey: null,
  shutdownDelayMs: 0,
  shutdownTimeoutMs: 15_000,
  idempotencyLeaseMs: 15_000,
};

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}`);
  }
  return value;
}

/** Reads and checks the API settings; throws with the variable's name when one is wrong. */
export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error('DATABASE_URL is required (npm start sets it for the embedded database)');
  }
  const defaults = API_CONFIG_DEFAULTS;
  const port = wholeNumber(env, 'PORT', defaults.port, 0);
  if (port > 65535) throw new Error('PORT must be a port number');
  const logLevel = (env.LOG_LEVEL || defaults.logLevel) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const rateLimitStore = (env.FAKTURA_RATE_LIMIT_STORE ||
    defaults.rateLimitStore) as RateLimitStoreKind;
  if (!RATE_LIMIT_STORES.includes(rateLimitStore)) {
    throw new Error(`FAKTURA_RATE_LIMIT_STORE must be one of ${RATE_LIMIT_STORES.join(', ')}`);
  }
  return {
    databaseUrl,
    port,
    bodyLimitBytes: wholeNumber(env, 'FAKTURA_BODY_LIMIT_BYTES', defaults.bodyLimitBytes, 1),
    logLevel,
    rateLimitRequests: wholeNumber(env, 'FAKTURA_RATE_LIMIT', defaults.rateLimitRequests, 0),
    rateLimitWindowSeconds: wholeNumber(
      env,
      'FAKTURA_RATE_LIMIT_WINDOW_SECONDS',
      defaults.rateLimitWindowSeconds,
      1,
    ),
    rateLimitStore,
    publicUrl: env.FAKTURA_PUBLIC_URL ? resolvePublicUrl(env.FAKTURA_PUBLIC_URL, port) : undefined,
    pdfTimeoutMs: wholeNumber(env, 'FAKTURA_PDF_TIMEOUT_MS', defaults.pdfTimeoutMs, 1),
    fileUrlSecret: fileUrlSecret(env.FAKTURA_FILE_URL_SECRET),
    fileUrlTtlSeconds: wholeNumber(
      env,
      'FAKTURA_FILE_URL_TTL_SECONDS',
      defaults.fileUrlTtlSeconds,
      1,
    ),
    databasePingTimeoutMs: wholeNumber(
      env,
      'FAKTURA_DB_PING_TIMEOUT_MS',
      defaults.databasePingTimeoutMs,
      1,
    ),
    apiKeyCacheMs: wholeNumber(env, 'FAKTURA_API_KEY_CACHE_MS', defaults.apiKeyCacheMs, 0),
    webhookRenderPollMs: wholeNumber(
      env,
      'FAKTURA_WEBHOOK_RENDER_POLL_MS',
      defaults.webhookRenderPollMs,
      0,
    ),
    inboxImportPollMs: wholeNumber(
      env,
      'FAKTURA_INBOX_IMPORT_POLL_MS',
      defaults.inboxImportPollMs,
      0,
    ),
    // Throws naming FAKTURA_SECRET_KEY when it is set but not 32 bytes.
    secretKey: secretKeyFromEnv(env),
    shutdownDelayMs: wholeNumber(env, 'FAKTURA_SHUTDOWN_DELAY_MS', defaults.shutdownDelayMs, 0),
    shutdownTimeoutMs: wholeNumber(
      env,
      'FAKTURA_SHUTDOWN_TIMEOUT_MS',
      defaults.shutdownTimeoutMs,
      0,
    ),
    idempotencyLeaseMs: wholeNumber(
      env,
      'FAKTURA_IDEMPOTENCY_LEASE_MS',
      defaults.idempotencyLeaseMs,
      // Renewed every third of it: below a second, a busy event loop could miss a renewal.
      1000,
    ),
  };
}

function fileUrlSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32)
    throw new Error('FAKTURA_FILE_URL_SECRET must have at least 32 characters');
  return value;
}
