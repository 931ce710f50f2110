/** Injection token of the WorkerCheckInConfig. */
export const WORKER_CHECK_IN = Symbol('WORKER_CHECK_IN');

/** How readiness decides that a worker is running. */
export interface WorkerCheckInConfig {
  /** A worker counts when its heartbeat row was renewed within this many milliseconds. */
  maxAgeMs: number;
}

/** The worker's default heartbeat interval (apps/worker, DEFAULT_HEARTBEAT_INTERVAL_MS). */
const DEFAULT_HEARTBEAT_MS = 5000;
/** Missed beats tolerated: a busy machine or a slow query delays one, not three. */
const BEATS_TOLERATED = 3;

/**
 * Reads FAKTURA_WORKER_HEARTBEAT_MS, the variable that also sets the worker's interval, so one
 * setting keeps both sides in step: a worker is "recently seen" within three intervals.
 */
export function workerCheckInFromEnv(env: NodeJS.ProcessEnv = process.env): WorkerCheckInConfig {
  const raw = env.FAKTURA_WORKER_HEARTBEAT_MS;
  const interval = raw ? Number(raw) : DEFAULT_HEARTBEAT_MS;
  if (!Number.isInteger(interval) || interval < 1) {
    throw new Error('FAKTURA_WORKER_HEARTBEAT_MS must be a whole number of at least 1');
  }
  return { maxAgeMs: interval * BEATS_TOLERATED };
}
