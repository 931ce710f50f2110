/**
 * Every job type of the system with its payload shape. The API enqueues them, the worker must
 * register a handler for each (it refuses to start otherwise).
 */
export interface JobPayloads {
  /** Deletes finished jobs and expired idempotency records past their retention. */
  'maintenance.purge': Record<string, never>;
}

export type JobType = keyof JobPayloads;

// `satisfies` makes the compiler insist that this list names every key of JobPayloads.
const jobTypeSet = { 'maintenance.purge': true } satisfies Record<JobType, true>;

/** All job types, for the worker's start-up check. */
export const JOB_TYPES = Object.keys(jobTypeSet) as JobType[];
