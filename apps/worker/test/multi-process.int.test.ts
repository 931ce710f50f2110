import { join } from 'node:path';
import type { ScratchDatabase } from '@faktura/db';
import { startChild, type TestChild } from '@faktura/test-support';
import type { Pool } from 'pg';
import { createWorkerTestDatabase, jobState, waitFor } from './support/worker-test-db';

const FIXTURE = join(__dirname, 'fixtures', 'worker-process.js');

/** Starts a real worker process and resolves once it has started listening. */
async function startWorkerProcess(url: string, name: string, staleMs = 60_000): Promise<TestChild> {
  const child = startChild(process.execPath, [FIXTURE], {
    env: { ...process.env, DATABASE_URL: url, WORKER_NAME: name, STALE_MS: String(staleMs) },
  });
  await child.waitForOutput(/READY/);
  return child;
}

describe('worker processes on one job table', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  const children: TestChild[] = [];

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
  });

  afterEach(async () => {
    await Promise.all(children.splice(0).map((child) => child.stop()));
  });

  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('two processes run each of 500 jobs exactly once', async () => {
    children.push(await startWorkerProcess(db.url, 'one'), await startWorkerProcess(db.url, 'two'));
    await pool.query(
      `INSERT INTO jobs (type, payload, updated_at) SELECT 'test.record', '{}', now() FROM generate_series(1, 500)`,
    );
    await waitFor(
      async () =>
        (
          await pool.query(
            `SELECT 1 FROM jobs WHERE type = 'test.record' AND status <> 'completed'`,
          )
        ).rowCount === 0,
      60_000,
      'all 500 jobs to complete',
    );
    const runs = await pool.query<{ job_id: string; runs: number }>(
      'SELECT job_id::text, count(*)::int AS runs FROM test_job_runs GROUP BY job_id',
    );
    expect(runs.rowCount).toBe(500);
    expect(runs.rows.every((row) => row.runs === 1)).toBe(true);
    const perWorker = await pool.query<{ worker: string; n: number }>(
      'SELECT worker, count(*)::int AS n FROM test_job_runs GROUP BY worker ORDER BY worker',
    );
    // Both processes took part: the work was really shared, not serialised by one of them.
    expect(perWorker.rows.map((row) => row.worker)).toEqual(['one', 'two']);
  });

  it('finishes the job of a worker killed with SIGKILL in another worker', async () => {
    const staleMs = 1500;
    const doomed = await startWorkerProcess(db.url, 'doomed', staleMs);
    children.push(doomed);
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO jobs (type, payload, updated_at) VALUES ('test.slow', '{"ms": 2500}', now()) RETURNING id::text`,
    );
    const id = rows[0].id;
    await waitFor(
      async () =>
        (await pool.query('SELECT 1 FROM test_job_starts WHERE job_id = $1', [id])).rowCount === 1,
      20_000,
      'the first worker to start the job',
    );
    await doomed.kill('SIGKILL');
    expect((await jobState(pool, id)).status).toBe('running');

    children.push(await startWorkerProcess(db.url, 'survivor', staleMs));
    await waitFor(
      async () => (await jobState(pool, id)).status === 'completed',
      30_000,
      'the job to complete',
    );
    const runs = await pool.query<{ worker: string }>(
      'SELECT worker FROM test_job_runs WHERE job_id = $1',
      [id],
    );
    expect(runs.rows).toEqual([{ worker: 'survivor' }]);
    expect((await jobState(pool, id)).attempts).toBe(2);
  });
});
