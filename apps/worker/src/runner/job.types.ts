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
  steps: Record<string, string>;
}

export interface JobContext<P = unknown> {
  job: ClaimedJob & { payload: P };
  prisma: PrismaClient;
  log: Logger;
  /**
   * Runs `work` unless an earlier attempt of this job already finished the step of that name;
   * records the step when it succeeds. Lets a handler run twice without doing anything twice.
   */
  step(name: string, work: () => Promise<void>): Promise<void>;
}

export type JobHandler<P = unknown> = (context: JobContext<P>) => Promise<void>;
