import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Pool } from 'pg';
import {
  ChannelListener,
  InvalidJobPayloadError,
  JOBS_CHANNEL,
  jobDataFailureText,
  jobDefinitionOf,
  readJobPayload,
  type JobBackoff,
  type JobType,
  type PrismaClient,
} from '@faktura/db';
import type { Logger } from '../logger';
import { retryDelayMs } from './backoff';
import { JobDataError } from './job-data.error';
import { JobStore } from './job-store';
import type { ClaimedJob, JobHandler, StepRecord } from './job.types';

export interface JobRunnerDeps {
  pool: Pool;
  prisma: PrismaClient;
  databaseUrl: string;
  handlers: Readonly<Record<string, JobHandler<never>>>;
  log: Logger;
}

export interface JobRunnerOptions {
  /** Job types that must have a handler; start() refuses otherwise. */
  requiredTypes: readonly string[];
  workerId?: string;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** Fallback poll when no notification arrives. */
  pollIntervalMs?: number;
  /** A running job whose lock is older than this is taken over (its worker died). */
  staleAfterMs?: number;
  /** Replace every job type's backoff (packages/db's job definitions); for tests. */
  retryBaseMs?: number;
  retryCapMs?: number;
}

/** An idle loop waits at least this long, even for a job due already (another loop claims it). */
const MIN_IDLE_WAIT_MS = 20;

/** Refuses a handler list that lacks a required job type. */
export function assertHandlersFor(
  requiredTypes: readonly string[],
  handlers: Readonly<Record<string, unknown>>,
): void {
  const missing = requiredTypes.filter((type) => !handlers[type]);
  if (missing.length > 0) {
    throw new Error(`No handler registered for job type(s): ${missing.join(', ')}`);
  }
}

/** The backoff of job types without a definition (the runner's own tests use such types). */
const DEFAULT_BACKOFF: JobBackoff = { baseMs: 5000, capMs: 3_600_000 };

/** Runs jobs from the PostgreSQL jobs table with retries, stale-lock reclaim and clean stops. */
export class JobRunner {
  readonly workerId: string;
  private readonly store: JobStore;
  private readonly listener: ChannelListener;
  private readonly options: Required<
    Omit<JobRunnerOptions, 'workerId' | 'retryBaseMs' | 'retryCapMs'>
  > &
    Pick<JobRunnerOptions, 'retryBaseMs' | 'retryCapMs'>;
  private loops: Promise<void>[] = [];
  private stopping = false;
  private wakers = new Set<() => void>();

  constructor(
    private readonly deps: JobRunnerDeps,
    options: JobRunnerOptions,
  ) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.options = {
      requiredTypes: options.requiredTypes,
      concurrency: options.concurrency ?? 2,
      pollIntervalMs: options.pollIntervalMs ?? 5000,
      staleAfterMs: options.staleAfterMs ?? 60_000,
      retryBaseMs: options.retryBaseMs,
      retryCapMs: options.retryCapMs,
    };
    this.store = new JobStore(deps.pool);
    this.listener = new ChannelListener({
      databaseUrl: deps.databaseUrl,
      channel: JOBS_CHANNEL,
      onNotification: () => this.wakeAll(),
      onProblem: (reason) => deps.log.warn(`${reason}; polling until it reconnects`),
    });
  }

  /** Checks the handler list, starts listening and the claim loops. */
  async start(): Promise<void> {
    assertHandlersFor(this.options.requiredTypes, this.deps.handlers);
    await this.listener.start();
    for (let i = 0; i < this.options.concurrency; i++) this.loops.push(this.loop());
    this.deps.log.info(`worker ${this.workerId} started (${this.options.concurrency} loops)`);
  }

  /** Claim loops waiting for work (a notification or the next poll) right now. */
  get idleLoops(): number {
    return this.wakers.size;
  }

  /** Stops claiming, lets running jobs finish, then closes the listener. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.deps.log.info(`worker ${this.workerId} stopping: running jobs finish first`);
    this.wakeAll();
    await Promise.all(this.loops);
    await this.listener.stop();
    this.deps.log.info(`worker ${this.workerId} stopped`);
  }

  private async loop(): Promise<void> {
    const types = Object.keys(this.deps.handlers);
    while (!this.stopping) {
      let job: ClaimedJob | null = null;
      try {
        job = await this.store.claim(this.workerId, types, this.options.staleAfterMs);
      } catch (error) {
        this.deps.log.error(`claiming failed: ${(error as Error).message}`);
      }
      if (job) await this.execute(job);
      else await this.sleep(await this.idleWait(types));
    }
  }

  /** Until the next queued job is due, at most a poll interval (a notification wakes earlier). */
  private async idleWait(types: string[]): Promise<number> {
    const poll = this.options.pollIntervalMs;
    try {
      const next = await this.store.msUntilNextRun(types);
      return next === null ? poll : Math.min(poll, Math.max(MIN_IDLE_WAIT_MS, next));
    } catch {
      return poll;
    }
  }

  private async execute(claimed: ClaimedJob): Promise<void> {
    const { log, prisma } = this.deps;
    const definition = jobDefinitionOf(claimed.type);
    let job = claimed;
    try {
      if (definition)
        job = { ...claimed, payload: readJobPayload(claimed.type as JobType, claimed.payload) };
    } catch (error) {
      if (!(error instanceof InvalidJobPayloadError)) throw error;
      // No attempt could succeed with this payload: fail for good, at once.
      await this.store.fail(claimed.id, this.workerId, error.message, null);
      log.error(`job ${claimed.id} ${claimed.type} failed for good: ${error.message}`);
      return;
    }
    const handler = this.deps.handlers[job.type] as JobHandler<unknown>;
    const heartbeat = setInterval(
      () => {
        this.store.heartbeat(job.id, this.workerId).then(
          (held) => held || log.warn(`job ${job.id} was taken over by another worker`),
          (error: Error) => log.warn(`heartbeat of job ${job.id} failed: ${error.message}`),
        );
      },
      Math.max(50, Math.floor(this.options.staleAfterMs / 4)),
    );
    const steps = { ...job.steps };
    const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      if (name in steps) return recordedResult(steps[name]) as T;
      const result = await work();
      const stored = result === undefined ? null : result;
      await this.store.recordStep(job.id, this.workerId, name, stored);
      steps[name] = { at: new Date().toISOString(), result: stored };
      return result;
    };
    try {
      await handler({ job, prisma, log, step });
      await this.store.complete(job.id, this.workerId);
      log.info(`job ${job.id} ${job.type} completed (attempt ${job.attempts})`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof JobDataError) {
        await this.failForGood(job, jobDataFailureText({ message, fields: error.fields }));
        log.warn(`job ${job.id} ${job.type} failed for good on its data: ${message}`);
        return;
      }
      const retry = job.attempts < job.maxAttempts;
      const backoff = definition?.backoff ?? DEFAULT_BACKOFF;
      const delay = retry
        ? retryDelayMs(
            job.attempts,
            this.options.retryBaseMs ?? backoff.baseMs,
            this.options.retryCapMs ?? backoff.capMs,
          )
        : null;
      await this.store.fail(job.id, this.workerId, message, delay).catch((storeError: Error) => {
        log.error(`recording the failure of job ${job.id} failed: ${storeError.message}`);
      });
      log[retry ? 'warn' : 'error'](
        `job ${job.id} ${job.type} attempt ${job.attempts}/${job.maxAttempts} failed: ${message}` +
          (retry ? `; retry in ${delay} ms` : '; giving up'),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  // No attempt could succeed: failed now, whatever attempts are left.
  private async failForGood(job: ClaimedJob, lastError: string): Promise<void> {
    await this.store.fail(job.id, this.workerId, lastError, null).catch((storeError: Error) => {
      this.deps.log.error(`recording the failure of job ${job.id} failed: ${storeError.message}`);
    });
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((done) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        done();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  private wakeAll(): void {
    for (const wake of [...this.wakers]) wake();
  }
}

/** What a finished step returned; a step recorded as a bare timestamp returned nothing. */
function recordedResult(record: StepRecord): unknown {
  return typeof record === 'string' ? undefined : record.result;
}
