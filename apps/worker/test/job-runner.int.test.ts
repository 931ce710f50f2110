import {
  createPrismaClient,
  enqueueJob,
  readJobDataFailure,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import type { Pool } from 'pg';
import { silentLogger } from '../src/logger';
import { JobDataError } from '../src/runner/job-data.error';
import { JobRunner, type JobRunnerOptions } from '../src/runner/job-runner';
import type { JobHandler } from '../src/runner/job.types';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

describe('JobRunner', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 4 });
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await pool.query('DELETE FROM jobs');
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  async function startRunner(
    handlers: Record<string, JobHandler<never>>,
    options: Partial<JobRunnerOptions> = {},
  ): Promise<JobRunner> {
    const runner = new JobRunner(
      { pool, prisma, databaseUrl: db.url, handlers, log: silentLogger },
      { requiredTypes: Object.keys(handlers), pollIntervalMs: 100, retryBaseMs: 10, ...options },
    );
    await runner.start();
    runners.push(runner);
    return runner;
  }

  async function insertJob(type: string, extra: { maxAttempts?: number } = {}): Promise<string> {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, max_attempts, updated_at) VALUES ($1, $2, now()) RETURNING id::text`,
      [type, extra.maxAttempts ?? 5],
    );
    return rows[0].id;
  }

  it('refuses to start when a job type has no handler', async () => {
    const runner = new JobRunner(
      {
        pool,
        prisma,
        databaseUrl: db.url,
        handlers: { 'test.a': async () => undefined },
        log: silentLogger,
      },
      { requiredTypes: ['test.a', 'test.b'] },
    );
    await expect(runner.start()).rejects.toThrow('No handler registered for job type(s): test.b');
  });

  it('runs a job and marks it completed', async () => {
    const seen: string[] = [];
    await startRunner({ 'test.ok': async ({ job }) => void seen.push(job.id) });
    const id = await insertJob('test.ok');
    await waitFor(
      async () => (await jobState(pool, id)).status === 'completed',
      60_000,
      'completion',
    );
    expect(seen).toEqual([id]);
    expect(await jobState(pool, id)).toEqual({
      status: 'completed',
      attempts: 1,
      last_error: null,
    });
  });

  it('retries with growing delays, then fails keeping the last error', async () => {
    const attemptTimes: number[] = [];
    await startRunner(
      {
        'test.broken': async ({ job }) => {
          attemptTimes.push(Date.now());
          throw new Error(`broken on attempt ${job.attempts}`);
        },
      },
      { retryBaseMs: 100 },
    );
    const id = await insertJob('test.broken', { maxAttempts: 3 });
    await waitFor(async () => (await jobState(pool, id)).status === 'failed', 10_000, 'failure');
    expect(await jobState(pool, id)).toEqual({
      status: 'failed',
      attempts: 3,
      last_error: 'broken on attempt 3',
    });
    const gaps = [attemptTimes[1] - attemptTimes[0], attemptTimes[2] - attemptTimes[1]];
    expect(gaps[0]).toBeGreaterThanOrEqual(100);
    expect(gaps[1]).toBeGreaterThanOrEqual(200);
  });

  it('skips the steps an earlier attempt finished', async () => {
    const done: string[] = [];
    await startRunner({
      'test.steps': async ({ job, step }) => {
        await step('first', async () => void done.push(`first#${job.attempts}`));
        await step('second', async () => {
          if (job.attempts === 1) throw new Error('second step failed once');
          done.push(`second#${job.attempts}`);
        });
      },
    });
    const id = await insertJob('test.steps');
    await waitFor(
      async () => (await jobState(pool, id)).status === 'completed',
      60_000,
      'completion',
    );
    expect(done).toEqual(['first#1', 'second#2']);
    const { rows } = await pool.query('SELECT steps FROM jobs WHERE id = $1', [id]);
    expect(Object.keys(rows[0].steps).sort()).toEqual(['first', 'second']);
  });

  it('fails a job whose payload does not fit its type for good, without running it', async () => {
    const seen: unknown[] = [];
    await startRunner({ 'email.send': async ({ job }) => void seen.push(job.payload) });
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, payload, max_attempts, updated_at)
       VALUES ('email.send', '{"deliveryId":"7"}', 5, now()) RETURNING id::text`,
    );
    const id = rows[0].id;
    await waitFor(async () => (await jobState(pool, id)).status === 'failed', 60_000, 'failure');
    expect(await jobState(pool, id)).toEqual({
      status: 'failed',
      attempts: 1,
      last_error:
        'invalid payload for job type email.send: payload.deliveryId must be a positive whole number',
    });
    expect(seen).toEqual([]);
  });

  it('fails a job that failed on its data for good at once, keeping the fields', async () => {
    let runs = 0;
    await startRunner({
      'test.data': async () => {
        runs += 1;
        throw new JobDataError('Validation failed: buyer.electronicAddress', {
          'buyer.electronicAddress': ['is required for UBL'],
        });
      },
    });
    const id = await insertJob('test.data', { maxAttempts: 3 });
    await waitFor(async () => (await jobState(pool, id)).status === 'failed', 60_000, 'failure');
    const state = await jobState(pool, id);
    expect(state).toMatchObject({ status: 'failed', attempts: 1 });
    expect(readJobDataFailure(state.last_error)).toEqual({
      message: 'Validation failed: buyer.electronicAddress',
      fields: { 'buyer.electronicAddress': ['is required for UBL'] },
    });
    expect(runs).toBe(1);
  });

  it('gives a re-run the result a finished step recorded, without running it again', async () => {
    const seen: unknown[] = [];
    let runs = 0;
    await startRunner({
      'test.steps': async ({ job, step }) => {
        const reserved = await step('reserve', async () => {
          runs += 1;
          return { number: `R-${job.attempts}`, lines: [1, 2] };
        });
        seen.push(reserved);
        await step('fail once', async () => {
          if (job.attempts === 1) throw new Error('second step failed once');
        });
      },
    });
    const id = await insertJob('test.steps');
    await waitFor(
      async () => (await jobState(pool, id)).status === 'completed',
      60_000,
      'completion',
    );
    expect(runs).toBe(1);
    expect(seen).toEqual([
      { number: 'R-1', lines: [1, 2] },
      { number: 'R-1', lines: [1, 2] },
    ]);
    const { rows } = await pool.query('SELECT steps FROM jobs WHERE id = $1', [id]);
    expect(rows[0].steps.reserve.result).toEqual({ number: 'R-1', lines: [1, 2] });
    expect(rows[0].steps['fail once'].result).toBeNull();
  });

  it('is woken by NOTIFY when a transaction that enqueued a job commits', async () => {
    const ran: string[] = [];
    // Polling every minute: only the notification can explain a quick pick-up.
    const runner = await startRunner(
      { 'maintenance.purge': async ({ job }) => void ran.push(job.id) },
      { pollIntervalMs: 60_000 },
    );
    // Both loops have claimed once and now sleep until a notification or the next poll.
    await waitFor(async () => runner.idleLoops === 2, 60_000, 'the loops to go idle');
    const started = Date.now();
    await prisma.$transaction((tx) => enqueueJob(tx, { type: 'maintenance.purge', payload: {} }));
    await waitFor(async () => ran.length === 1, 60_000, 'the notified runner');
    // Well before the next poll: only the notification can have woken a loop.
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('never runs a job whose transaction rolled back (outbox)', async () => {
    await expect(
      prisma.$transaction(async (tx) => {
        await enqueueJob(tx, { type: 'maintenance.purge', payload: {}, dedupeKey: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await pool.query(`SELECT 1 FROM jobs WHERE dedupe_key = 'rolled-back'`)).rowCount).toBe(
      0,
    );
  });

  it('takes over a running job whose worker stopped renewing its lock', async () => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, status, attempts, locked_by, locked_at, updated_at)
       VALUES ('test.orphan', 'running', 1, 'dead-worker', now() - interval '1 hour', now()) RETURNING id::text`,
    );
    const fresh = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, status, attempts, locked_by, locked_at, updated_at)
       VALUES ('test.orphan', 'running', 1, 'live-worker', now(), now()) RETURNING id::text`,
    );
    await startRunner({ 'test.orphan': async () => undefined }, { staleAfterMs: 60_000 });
    await waitFor(
      async () => (await jobState(pool, rows[0].id)).status === 'completed',
      60_000,
      'reclaim',
    );
    expect((await jobState(pool, rows[0].id)).attempts).toBe(2);
    expect((await jobState(pool, fresh.rows[0].id)).status).toBe('running');
  });

  it('finishes the running job before stop() resolves', async () => {
    let release!: () => void;
    const started = new Promise<void>((resolveStarted) => {
      void startRunner({
        'test.long': async () => {
          resolveStarted();
          await new Promise<void>((done) => (release = done));
        },
      });
    });
    const id = await insertJob('test.long');
    await started;
    const runner = runners.pop()!;
    const stopping = runner.stop();
    setTimeout(() => release(), 200);
    await stopping;
    expect((await jobState(pool, id)).status).toBe('completed');
  });
});
