import { createPgPool, createTestDatabase, type ScratchDatabase } from '@faktura/db';
import type { Pool } from 'pg';

/** A scratch database with the tables the test handlers write to. */
export async function createWorkerTestDatabase(): Promise<{ db: ScratchDatabase; pool: Pool }> {
  const db = await createTestDatabase();
  const pool = createPgPool(db.url, { max: 4 });
  await pool.query(`CREATE TABLE test_job_runs (job_id bigint NOT NULL, worker text NOT NULL,
                      at timestamptz NOT NULL DEFAULT now())`);
  await pool.query(`CREATE TABLE test_job_starts (job_id bigint NOT NULL, worker text NOT NULL)`);
  return { db, pool };
}

/** Polls `check` until it returns true or the time is up. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Status and attempts of one job. */
export async function jobState(pool: Pool, id: string | number) {
  const { rows } = await pool.query<{
    status: string;
    attempts: number;
    last_error: string | null;
  }>('SELECT status::text, attempts, last_error FROM jobs WHERE id = $1', [id]);
  return rows[0];
}
