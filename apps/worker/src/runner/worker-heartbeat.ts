import { hostname } from 'node:os';
import type { Pool } from 'pg';
import type { Logger } from '../logger';

/** How often a worker renews its row in worker_heartbeats by default. */
export const DEFAULT_HEARTBEAT_INTERVAL_MS = 5000;

/**
 * A worker's check-in for the API's readiness (`GET /api/v1/ready` wants a worker seen
 * recently): a row in worker_heartbeats, written at start, renewed every `intervalMs` and
 * deleted on a graceful stop. A worker that dies leaves its row to age; the maintenance purge
 * removes it later. Times are the database's `now()`, the clock the API compares against.
 */
export class WorkerHeartbeat {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly pool: Pool,
    private readonly workerId: string,
    private readonly log: Logger,
    private readonly intervalMs = DEFAULT_HEARTBEAT_INTERVAL_MS,
  ) {}

  /** Checks in (a failure here fails the start) and keeps renewing until stop(). */
  async start(): Promise<void> {
    await this.beat();
    this.schedule();
  }

  /**
   * Stops renewing and removes the row, so the API stops counting this worker at once. Never
   * fails: without the database the row simply ages out.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.current;
    await this.pool
      .query('DELETE FROM worker_heartbeats WHERE worker_id = $1', [this.workerId])
      .catch((error: Error) => {
        this.log.warn(`could not check worker ${this.workerId} out: ${error.message}`);
      });
  }

  /** One beat at a time: the next is planned when the last one has ended. */
  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.current = this.beat().catch((error: Error) => {
        // The next beat tries again; readiness shows the gap if the database stays away.
        this.log.warn(`heartbeat of worker ${this.workerId} failed: ${error.message}`);
      });
      void this.current.then(() => this.schedule());
    }, this.intervalMs);
  }

  private async beat(): Promise<void> {
    await this.pool.query(
      `INSERT INTO worker_heartbeats (worker_id, hostname, pid, started_at, last_seen_at)
       VALUES ($1, $2, $3, now(), now())
       ON CONFLICT (worker_id) DO UPDATE SET last_seen_at = now()`,
      [this.workerId, hostname(), process.pid],
    );
  }
}
