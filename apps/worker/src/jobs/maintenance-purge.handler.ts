import type { JobPayloads } from '@faktura/db';
import type { JobHandler } from '../runner/job.types';

/** How long finished jobs stay for inspection before the purge removes them. */
export const COMPLETED_JOB_RETENTION_DAYS = 7;
export const FAILED_JOB_RETENTION_DAYS = 30;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Deletes old finished jobs and expired idempotency records. */
export const maintenancePurgeHandler: JobHandler<JobPayloads['maintenance.purge']> = async ({
  prisma,
  log,
  step,
}) => {
  await step('jobs', async () => {
    const { count } = await prisma.job.deleteMany({
      where: {
        OR: [
          { status: 'completed', finishedAt: { lt: daysAgo(COMPLETED_JOB_RETENTION_DAYS) } },
          { status: 'failed', finishedAt: { lt: daysAgo(FAILED_JOB_RETENTION_DAYS) } },
        ],
      },
    });
    if (count > 0) log.info(`purged ${count} finished jobs`);
  });
  await step('idempotency', async () => {
    const { count } = await prisma.idempotencyRecord.deleteMany({
      where: { expiresAt: { lt: new Date() } },
    });
    if (count > 0) log.info(`purged ${count} expired idempotency records`);
  });
};
