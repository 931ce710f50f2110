import { secretKeyFromEnv } from '@faktura/db';
import { resolvePublicUrl } from '@faktura/documents';
import { DEFAULT_INBOX_SETTINGS, type InboxSettings } from './inbox/inbox.settings';
import { DEFAULT_MAIL_FROM } from './mail/mail-transport';
import type { MailSettings } from './mail/mail.types';
import type { AccessPointSettings } from './handlers/einvoices-peppol-handover/access-point.client';
import { pdfConcurrencyFromEnv } from './pdf/pdf-renderer';
import type { JobRunnerOptions } from './runner/job-runner';
import {
  DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
  parseRetryDelays,
} from './webhook-delivery/webhook-retry.schedule';
import type { WebhookSettings } from './webhook-delivery/webhook.types';

const intFromEnv = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
};

const positiveIntFromEnv = (value: string | undefined, fallback: number, name: string) => {
  const parsed = intFromEnv(value, fallback, name);
  if (parsed === 0) throw new Error(`${name} must be at least 1`);
  return parsed;
};

/** Web hook delivery without FAKTURA_WEBHOOK_* settings: 4 loops, guarded, the standard schedule. */
export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  concurrency: 4,
  allowPrivate: false,
  retryDelaysMs: DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
};

const flagFromEnv = (value: string | undefined, name: string): boolean => {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be 1 or 0`);
};

/** Web hook delivery settings (FAKTURA_WEBHOOK_*). */
export function webhookSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  const delays = env.FAKTURA_WEBHOOK_RETRY_DELAYS_MS;
  return {
    concurrency: positiveIntFromEnv(
      env.FAKTURA_WEBHOOK_CONCURRENCY,
      DEFAULT_WEBHOOK_SETTINGS.concurrency,
      'FAKTURA_WEBHOOK_CONCURRENCY',
    ),
    allowPrivate: flagFromEnv(env.FAKTURA_WEBHOOK_ALLOW_PRIVATE, 'FAKTURA_WEBHOOK_ALLOW_PRIVATE'),
    retryDelaysMs: delays
      ? parseRetryDelays(delays, 'FAKTURA_WEBHOOK_RETRY_DELAYS_MS')
      : DEFAULT_WEBHOOK_SETTINGS.retryDelaysMs,
  };
}

/** Mailbox reading settings (FAKTURA_INBOX_*, the password key FAKTURA_SECRET_KEY). */
export function inboxSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): InboxSettings {
  const defaults = DEFAULT_INBOX_SETTINGS;
  return {
    secretKey: secretKeyFromEnv(env),
    pollMs: positiveIntFromEnv(env.FAKTURA_INBOX_POLL_MS, defaults.pollMs, 'FAKTURA_INBOX_POLL_MS'),
    checkMs: positiveIntFromEnv(
      env.FAKTURA_INBOX_CHECK_MS,
      defaults.checkMs,
      'FAKTURA_INBOX_CHECK_MS',
    ),
    concurrency: intFromEnv(
      env.FAKTURA_INBOX_CONCURRENCY,
      defaults.concurrency,
      'FAKTURA_INBOX_CONCURRENCY',
    ),
    idleMax: intFromEnv(env.FAKTURA_INBOX_IDLE_MAX, defaults.idleMax, 'FAKTURA_INBOX_IDLE_MAX'),
  };
}

/**
 * The Peppol access point (FAKTURA_PEPPOL_ACCESS_POINT_URL, _TOKEN, _TIMEOUT_MS); null without a
 * URL. Only http(s) URLs: anything else is refused at start.
 */
export function accessPointFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): AccessPointSettings | null {
  const url = env.FAKTURA_PEPPOL_ACCESS_POINT_URL?.trim();
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('FAKTURA_PEPPOL_ACCESS_POINT_URL must be an http or https URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error('FAKTURA_PEPPOL_ACCESS_POINT_URL must be an http or https URL');
  }
  return {
    url,
    token: env.FAKTURA_PEPPOL_ACCESS_POINT_TOKEN || undefined,
    timeoutMs: positiveIntFromEnv(
      env.FAKTURA_PEPPOL_ACCESS_POINT_TIMEOUT_MS,
      30_000,
      'FAKTURA_PEPPOL_ACCESS_POINT_TIMEOUT_MS',
    ),
  };
}

/** Worker settings from the environment (see the configuration table in docs/operations.md). */
export function workerConfigFromEnv(env: NodeJS.ProcessEnv = process.env): {
  databaseUrl: string;
  runner: Partial<JobRunnerOptions>;
  mail: MailSettings;
  /** Where the SMTP sink stores mail when SMTP_URL is unset (`<data dir>/mail`). */
  dataDir?: string;
  smtpSinkPort: number;
  /** The sink also appends what it stores to this IMAP folder (FAKTURA_SMTP_SINK_IMAP_URL). */
  smtpSinkImapUrl?: string;
  publicUrl: string;
  /** How often the worker checks in (worker_heartbeats); /ready needs a recent check-in. */
  heartbeatIntervalMs: number;
  /** How often the scheduler looks for a schedule's new period. */
  schedulerCheckMs: number;
  webhooks: WebhookSettings;
  inbox: InboxSettings;
  peppolAccessPoint: AccessPointSettings | null;
} {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error('DATABASE_URL is required (npm start sets it for the embedded database)');
  }
  return {
    databaseUrl,
    runner: {
      // Twice the PDF pages: while one job's document is built or stored, another's prints.
      concurrency: intFromEnv(
        env.FAKTURA_WORKER_CONCURRENCY,
        2 * pdfConcurrencyFromEnv(env),
        'FAKTURA_WORKER_CONCURRENCY',
      ),
      pollIntervalMs: intFromEnv(env.FAKTURA_WORKER_POLL_MS, 5000, 'FAKTURA_WORKER_POLL_MS'),
      staleAfterMs: intFromEnv(env.FAKTURA_JOB_STALE_MS, 60_000, 'FAKTURA_JOB_STALE_MS'),
    },
    mail: { smtpUrl: env.SMTP_URL || undefined, defaultFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM },
    dataDir: env.FAKTURA_DATA_DIR || undefined,
    smtpSinkPort: intFromEnv(env.FAKTURA_SMTP_SINK_PORT, 2525, 'FAKTURA_SMTP_SINK_PORT'),
    smtpSinkImapUrl: env.FAKTURA_SMTP_SINK_IMAP_URL || undefined,
    publicUrl: resolvePublicUrl(env.FAKTURA_PUBLIC_URL, intFromEnv(env.PORT, 3000, 'PORT')),
    heartbeatIntervalMs: positiveIntFromEnv(
      env.FAKTURA_WORKER_HEARTBEAT_MS,
      5000,
      'FAKTURA_WORKER_HEARTBEAT_MS',
    ),
    schedulerCheckMs: positiveIntFromEnv(
      env.FAKTURA_SCHEDULER_CHECK_MS,
      60_000,
      'FAKTURA_SCHEDULER_CHECK_MS',
    ),
    webhooks: webhookSettingsFromEnv(env),
    inbox: inboxSettingsFromEnv(env),
    peppolAccessPoint: accessPointFromEnv(env),
  };
}
