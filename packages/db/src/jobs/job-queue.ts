import type { Prisma } from '../generated/prisma/client';
import { JOB_DEFINITIONS, readJobPayload } from './job-definitions';
import type { JobPayloads, JobType } from './job-types';

export interface NewJob<T extends JobType> {
  type: T;
  payload: JobPayloads[T];
  accountId?: number | null;
  /** Earliest time to run; default now. */
  runAt?: Date;
  /** Default: the job type's definition. */
  maxAttempts?: number;
  /** A second job with the same type and key is not inserted (schedules, one-per-record work). */
  dedupeKey?: string;
}

/**
 * What enqueueJob needs of a transaction: the jobs table's createMany. Prisma's transaction
 * client has it, and so has the API's account-scoped one, which thus needs no cast.
 */
export interface JobQueueTransaction {
  job: {
    createMany(args: {
      data: Prisma.JobCreateManyInput[];
      skipDuplicates?: boolean;
    }): PromiseLike<{ count: number }>;
  };
}

/**
 * Inserts a job in the caller's transaction (outbox): it exists exactly when the change that
 * caused it was committed. The jobs table's trigger wakes the workers at commit.
 * Returns false when a job with the same type and dedupe key already exists.
 */
export async function enqueueJob<T extends JobType>(
  tx: JobQueueTransaction,
  job: NewJob<T>,
): Promise<boolean> {
  const result = await tx.job.createMany({ data: [jobRow(job)], skipDuplicates: true });
  return result.count === 1;
}

/**
 * The jobs row of a new job, its payload checked against the type's definition (a payload of
 * the wrong shape is a programming error and fails here, not in the worker).
 */
export function jobRow<T extends JobType>(job: NewJob<T>): Prisma.JobCreateManyInput {
  return {
    type: job.type,
    payload: readJobPayload(job.type, job.payload) as Prisma.InputJsonValue,
    accountId: job.accountId ?? null,
    runAt: job.runAt ?? new Date(),
    maxAttempts: job.maxAttempts ?? JOB_DEFINITIONS[job.type].maxAttempts,
    dedupeKey: job.dedupeKey ?? null,
  };
}
