import { createPgPool, createPrismaClient, JOB_TYPES } from '@faktura/db';
import { DEFAULT_WEBHOOK_SETTINGS } from './config';
import { closeEInvoiceValidator } from './einvoice-generation/einvoice-validator.holder';
import type { AccessPointSettings } from './handlers/einvoices-peppol-handover/access-point.client';
import { createJobHandlers } from './handlers/job-handlers';
import type { Logger } from './logger';
import { DEFAULT_MAIL_FROM } from './mail/mail-transport';
import type { MailSettings } from './mail/mail.types';
import { type InboxReader, withInboxPools } from './inbox/inbox-reader';
import { DEFAULT_INBOX_SETTINGS, type InboxSettings } from './inbox/inbox.settings';
import { closePdfRenderer } from './pdf/pdf-renderer';
import { assertHandlersFor, JobRunner, type JobRunnerOptions } from './runner/job-runner';
import type { JobHandler } from './runner/job.types';
import { splitRunnerLanes } from './runner/runner-lanes';
import { WorkerHeartbeat } from './runner/worker-heartbeat';
import { Scheduler } from './scheduler/scheduler';
import { schedules as defaultSchedules, type Schedule } from './scheduler/schedules';
import type { WebhookSettings } from './webhook-delivery/webhook.types';

export interface WorkerConfig {
  databaseUrl: string;
  log: Logger;
  runner?: Partial<JobRunnerOptions>;
  /** Defaults to the production list; tests pass their own. */
  handlers?: Readonly<Record<string, JobHandler<never>>>;
  schedules?: Schedule[];
  /** Outgoing mail; without an SMTP URL sending fails (and retries) with a clear error. */
  mail?: MailSettings;
  /** Base URL of the API's public pages (FAKTURA_PUBLIC_URL); defaults to the API's default. */
  publicUrl?: string;
  /** How often the worker checks in for the API's readiness (FAKTURA_WORKER_HEARTBEAT_MS). */
  heartbeatIntervalMs?: number;
  /** How often the scheduler looks for a schedule's new period (FAKTURA_SCHEDULER_CHECK_MS). */
  schedulerCheckMs?: number;
  /**
   * Web hook delivery; unset fields take the defaults (4 loops, the address guard on, the
   * standard retry schedule), not the environment.
   */
  webhooks?: Partial<WebhookSettings>;
  /**
   * Reading the accounts' IMAP mailboxes (`main` passes the environment's settings); unset
   * fields take the defaults. Unset, or a concurrency of 0: this worker reads no mailbox, so
   * tests that start a worker for other jobs never touch the mailboxes they create.
   */
  inbox?: Partial<InboxSettings>;
  /** The Peppol access point invoices are handed to; none by default. */
  peppolAccessPoint?: AccessPointSettings | null;
}

/** The API's address when FAKTURA_PUBLIC_URL and PORT are unset. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export interface RunningWorker {
  /** The runner of every job type but the web hook lane's. */
  runner: JobRunner;
  /** The web hook lane's runner; null when the handler list has no web hook job type. */
  webhookRunner: JobRunner | null;
  /** The mailbox reader; null when this worker reads no mailbox. */
  inbox: InboxReader | null;
  stop(): Promise<void>;
}

/**
 * Connects, checks the handler list against every job type, and starts the runners (the main
 * one and the web hook lane) and the scheduler.
 */
export async function startWorker(config: WorkerConfig): Promise<RunningWorker> {
  const { databaseUrl, log } = config;
  const webhooks: WebhookSettings = { ...DEFAULT_WEBHOOK_SETTINGS, ...config.webhooks };
  // A connection for every job loop of both lanes, besides the scheduler's and the steps'.
  const connections = Math.max(4, (config.runner?.concurrency ?? 2) + webhooks.concurrency + 2);
  const prisma = createPrismaClient(databaseUrl, { max: connections });
  const pool = createPgPool(databaseUrl, { max: connections });
  // Each running drain holds one for its hook's lock; connections open only when used.
  const lockPool = createPgPool(databaseUrl, { max: webhooks.concurrency });
  const shutdown = new AbortController();
  const handlers =
    config.handlers ??
    createJobHandlers({
      prisma,
      mail: config.mail ?? { defaultFrom: DEFAULT_MAIL_FROM },
      publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL,
      webhooks: { settings: webhooks, lockPool, shutdown: shutdown.signal },
      peppolAccessPoint: config.peppolAccessPoint ?? null,
    });
  const requiredTypes = config.runner?.requiredTypes ?? JOB_TYPES;
  const close = async () => {
    await prisma.$disconnect();
    await pool.end();
    await lockPool.end();
  };
  const lanes = splitRunnerLanes(handlers, requiredTypes);
  const runner = new JobRunner(
    { pool, prisma, databaseUrl, handlers: lanes.main.handlers, log },
    { ...config.runner, requiredTypes: lanes.main.requiredTypes },
  );
  const webhookRunner =
    Object.keys(lanes.lane.handlers).length === 0 && lanes.lane.requiredTypes.length === 0
      ? null
      : new JobRunner(
          { pool, prisma, databaseUrl, handlers: lanes.lane.handlers, log },
          {
            ...config.runner,
            requiredTypes: lanes.lane.requiredTypes,
            concurrency: webhooks.concurrency,
            workerId: `${runner.workerId}:webhooks`,
          },
        );
  const runners = webhookRunner ? [runner, webhookRunner] : [runner];
  const inboxSettings = { ...DEFAULT_INBOX_SETTINGS, ...config.inbox };
  const inbox =
    config.inbox === undefined || inboxSettings.concurrency === 0
      ? null
      : withInboxPools(databaseUrl, log, inboxSettings);
  const scheduler = new Scheduler(
    prisma,
    config.schedules ?? defaultSchedules,
    log,
    config.schedulerCheckMs,
  );
  const heartbeat = new WorkerHeartbeat(pool, runner.workerId, log, config.heartbeatIntervalMs);
  const started: JobRunner[] = [];
  try {
    // Over both lanes at once, before anything starts.
    assertHandlersFor(requiredTypes, handlers);
    for (const each of runners) {
      await each.start();
      started.push(each);
    }
    await scheduler.start();
    await heartbeat.start();
    inbox?.reader.start();
  } catch (error) {
    scheduler.stop();
    await heartbeat.stop();
    await inbox?.stop();
    shutdown.abort();
    await Promise.all(started.map((each) => each.stop()));
    await close();
    throw error;
  }
  return {
    runner,
    webhookRunner,
    inbox: inbox?.reader ?? null,
    stop: async () => {
      // First: the API stops counting on this worker while it finishes its jobs.
      await heartbeat.stop();
      scheduler.stop();
      // Messages being read are stored (and moved) before the connections close.
      await inbox?.stop();
      // Drains end after the attempt in flight and queue their continuation.
      shutdown.abort();
      await Promise.all(runners.map((each) => each.stop()));
      // After the runners: running jobs may still be printing.
      await closePdfRenderer();
      await closeEInvoiceValidator();
      await close();
    },
  };
}
