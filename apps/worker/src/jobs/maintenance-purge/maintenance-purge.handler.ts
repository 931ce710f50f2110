import type { JobPayloads } from '@faktura/db';
import type { JobHandler } from '../../runner/job.types';

/** How long finished jobs stay for inspection before the purge removes them. */
export const COMPLETED_JOB_RETENTION_DAYS = 7;
export const FAILED_JOB_RETENTION_DAYS = 30;
/**
 * A worker renews its heartbeat every few seconds and deletes it when it stops; a row not
 * renewed for an hour belongs to a worker that died (SIGKILL, lost machine).
 */
export const STALE_WORKER_HEARTBEAT_MS = 3_600_000;
/**
 * Finished web hook deliveries (succeeded, or failed after their last retry) stay this long
 * for GET .../deliveries and redelivery; pending ones stay until they finish.
 */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Deletes old finished jobs and web hook deliveries, expired idempotency records and heartbeats
 * of dead workers.
 */
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
  await step('worker-heartbeats', async () => {
    const { count } = await prisma.workerHeartbeat.deleteMany({
      where: { lastSeenAt: { lt: new Date(Date.now() - STALE_WORKER_HEARTBEAT_MS) } },
    });
    if (count > 0) log.info(`purged ${count} heartbeats of workers gone for an hour`);
  });
  await step('webhook-deliveries', async () => {
    // Their attempts go with them (ON DELETE CASCADE).
    const { count } = await prisma.webhookDelivery.deleteMany({
      where: {
        status: { in: ['succeeded', 'failed'] },
        updatedAt: { lt: daysAgo(WEBHOOK_DELIVERY_RETENTION_DAYS) },
      },
    });
    if (count > 0) log.info(`purged ${count} finished web hook deliveries`);
  });
};
