import type { Prisma } from '../generated/prisma/client';
import type { JobPayloads, JobType } from './job-types';

export interface NewJob<T extends JobType> {
  type: T;
  payload: JobPayloads[T];
  accountId?: number | null;
  /** Earliest time to run; default now. */
  runAt?: Date;
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
  const result = await tx.job.createMany({
    data: [
      {
        type: job.type,
        payload: job.payload as Prisma.InputJsonValue,
        accountId: job.accountId ?? null,
        runAt: job.runAt ?? new Date(),
        maxAttempts: job.maxAttempts ?? 5,
        dedupeKey: job.dedupeKey ?? null,
      },
    ],
    skipDuplicates: true,
  });
  return result.count === 1;
}
