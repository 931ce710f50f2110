import type { PrismaClient } from '@faktura/db';
import type { Logger } from '../logger';

/** A job as the runner claimed it. */
export interface ClaimedJob {
  id: string;
  type: string;
  payload: unknown;
  accountId: number | null;
  attempts: number;
  maxAttempts: number;
  steps: Record<string, StepRecord>;
}

/**
 * A finished step as the jobs table keeps it: when it finished and what it returned. Steps
 * recorded before results were kept are a bare timestamp.
 */
export type StepRecord = { at: string; result: unknown } | string;

export interface JobContext<P = unknown> {
  job: ClaimedJob & { payload: P };
  prisma: PrismaClient;
  log: Logger;
  /**
   * Runs `work` unless an earlier attempt of this job already finished the step of that name,
   * and records the step with its result when it succeeds; a finished step gives back the result
   * it recorded. Lets a handler run twice without doing anything twice. Results must be JSON
   * (undefined is stored as null).
   */
  step<T>(name: string, work: () => Promise<T>): Promise<T>;
}

export type JobHandler<P = unknown> = (context: JobContext<P>) => Promise<void>;
