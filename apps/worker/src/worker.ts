import { createPgPool, createPrismaClient, JOB_TYPES } from '@faktura/db';
import { createJobHandlers } from './jobs/job-handlers';
import type { Logger } from './logger';
import { DEFAULT_MAIL_FROM } from './mail/mail-transport';
import type { MailSettings } from './mail/mail.types';
import { closePdfRenderer } from './pdf/pdf-renderer';
import { JobRunner, type JobRunnerOptions } from './runner/job-runner';
import type { JobHandler } from './runner/job.types';
import { WorkerHeartbeat } from './runner/worker-heartbeat';
import { Scheduler } from './scheduler/scheduler';
import { schedules as defaultSchedules, type Schedule } from './scheduler/schedules';

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
}

/** The API's address when FAKTURA_PUBLIC_URL and PORT are unset. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export interface RunningWorker {
  runner: JobRunner;
  stop(): Promise<void>;
}

/** Connects, checks the handler list against every job type, and starts runner and scheduler. */
export async function startWorker(config: WorkerConfig): Promise<RunningWorker> {
  // A connection for every job loop, besides the scheduler's and the step records'.
  const prisma = createPrismaClient(config.databaseUrl, {
    max: Math.max(4, (config.runner?.concurrency ?? 2) + 2),
  });
  const pool = createPgPool(config.databaseUrl, {
    max: Math.max(4, (config.runner?.concurrency ?? 2) + 2),
  });
  const handlers =
    config.handlers ??
    createJobHandlers({
      prisma,
      mail: config.mail ?? { defaultFrom: DEFAULT_MAIL_FROM },
      publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL,
    });
  const runner = new JobRunner(
    { pool, prisma, databaseUrl: config.databaseUrl, handlers, log: config.log },
    { requiredTypes: JOB_TYPES, ...config.runner },
  );
  const scheduler = new Scheduler(prisma, config.schedules ?? defaultSchedules, config.log);
  const heartbeat = new WorkerHeartbeat(
    pool,
    runner.workerId,
    config.log,
    config.heartbeatIntervalMs,
  );
  const close = async () => {
    await prisma.$disconnect();
    await pool.end();
  };
  try {
    await runner.start();
    await scheduler.start();
    await heartbeat.start();
  } catch (error) {
    scheduler.stop();
    await heartbeat.stop();
    await close();
    throw error;
  }
  return {
    runner,
    stop: async () => {
      // First: the API stops counting on this worker while it finishes its jobs.
      await heartbeat.stop();
      scheduler.stop();
      await runner.stop();
      // After the runner: running jobs may still be printing.
      await closePdfRenderer();
      await close();
    },
  };
}
