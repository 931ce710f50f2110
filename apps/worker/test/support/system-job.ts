import type { JobPayloads, PrismaClient } from '@faktura/db';
import { silentLogger } from '../../src/logger';
import type { ClaimedJob, JobContext, JobHandler } from '../../src/runner/job.types';

type SystemJobType = {
  [T in keyof JobPayloads]: JobPayloads[T] extends Record<string, never> ? T : never;
}[keyof JobPayloads];

/** Runs a scheduled job's handler once as the runner would (no earlier steps, silent log). */
export function runSystemJob<T extends SystemJobType>(
  handler: JobHandler<JobPayloads[T]>,
  type: T,
  prisma: PrismaClient,
): Promise<void> {
  const job = { id: '1', type, payload: {} } as ClaimedJob & { payload: JobPayloads[T] };
  const context: JobContext<JobPayloads[T]> = {
    job,
    prisma,
    log: silentLogger,
    step: async (_name, work) => work(),
  };
  return handler(context);
}
