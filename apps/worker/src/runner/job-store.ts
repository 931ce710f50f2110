import type { Pool } from 'pg';
import type { ClaimedJob, StepRecord } from './job.types';

interface JobRow {
  id: string;
  type: string;
  payload: unknown;
  account_id: number | null;
  attempts: number;
  max_attempts: number;
  steps: Record<string, StepRecord> | null;
}

/** The worker's SQL on the jobs table. Every write after the claim checks the lock owner. */
export class JobStore {
  constructor(private readonly pool: Pool) {}

  /**
   * Claims the next due job of the given types, or a running job whose worker stopped
   * renewing its lock. SKIP LOCKED lets concurrent workers claim different jobs.
   */
  async claim(workerId: string, types: string[], staleAfterMs: number): Promise<ClaimedJob | null> {
    const { rows } = await this.pool.query<JobRow>(
      `UPDATE jobs SET status = 'running', locked_by = $1, locked_at = now(),
              attempts = attempts + 1, updated_at = now()
        WHERE id = (
          SELECT id FROM jobs
           WHERE type = ANY($2::text[])
             AND ((status = 'queued' AND run_at <= now())
               OR (status = 'running' AND locked_at < now() - make_interval(secs => $3::float8 / 1000)))
           ORDER BY run_at, id
           FOR UPDATE SKIP LOCKED
           LIMIT 1)
        RETURNING id::text, type, payload, account_id, attempts, max_attempts, steps`,
      [workerId, types, staleAfterMs],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      type: row.type,
      payload: row.payload,
      accountId: row.account_id,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      steps: row.steps ?? {},
    };
  }

  /**
   * Milliseconds until the earliest queued job of the given types is due (0 when one is due
   * already), or null when none is queued: an idle loop sleeps until then instead of a whole
   * poll interval, so a retry or a web hook drain queued for a given time runs at that time.
   */
  async msUntilNextRun(types: string[]): Promise<number | null> {
    const { rows } = await this.pool.query<{ ms: number | null }>(
      `SELECT greatest(0, ceil(extract(epoch FROM min(run_at) - now()) * 1000))::float8 AS ms
         FROM jobs WHERE status = 'queued' AND type = ANY($1::text[])`,
      [types],
    );
    return rows[0]?.ms ?? null;
  }

  /** Renews the lock of a running job; false when another worker has taken it over. */
  async heartbeat(jobId: string, workerId: string): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE jobs SET locked_at = now() WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
      [jobId, workerId],
    );
    return result.rowCount === 1;
  }

  /** Records a finished step of a handler and what it returned. */
  async recordStep(jobId: string, workerId: string, step: string, result: unknown): Promise<void> {
    await this.pool.query(
      `UPDATE jobs
          SET steps = steps || jsonb_build_object($3::text, jsonb_build_object('at', now(), 'result', $4::jsonb)),
              updated_at = now()
        WHERE id = $1 AND locked_by = $2`,
      [jobId, workerId, step, JSON.stringify(result)],
    );
  }

  async complete(jobId: string, workerId: string): Promise<void> {
    await this.pool.query(
      `UPDATE jobs SET status = 'completed', finished_at = now(), locked_by = NULL, locked_at = NULL,
              last_error = NULL, updated_at = now()
        WHERE id = $1 AND locked_by = $2`,
      [jobId, workerId],
    );
  }

  /** Queues the job again after `retryInMs`, or marks it failed; the error is kept either way. */
  async fail(
    jobId: string,
    workerId: string,
    error: string,
    retryInMs: number | null,
  ): Promise<void> {
    if (retryInMs === null) {
      await this.pool.query(
        `UPDATE jobs SET status = 'failed', finished_at = now(), locked_by = NULL, locked_at = NULL,
                last_error = $3, updated_at = now()
          WHERE id = $1 AND locked_by = $2`,
        [jobId, workerId, error],
      );
      return;
    }
    await this.pool.query(
      `UPDATE jobs SET status = 'queued', run_at = now() + make_interval(secs => $4::float8 / 1000),
              locked_by = NULL, locked_at = NULL, last_error = $3, updated_at = now()
        WHERE id = $1 AND locked_by = $2`,
      [jobId, workerId, error, retryInMs],
    );
  }
}
