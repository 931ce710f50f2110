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

/**
 * An e-invoice superseded by a newer one of the same invoice and format (the invoice, account or
 * customer changed) and never sent stays this long; sent ones and the newest stay for good.
 */
export const SUPERSEDED_EINVOICE_RETENTION_DAYS = 30;

/**
 * An archived file no entry names is kept this long before the purge removes it, so a file just
 * stored by a transaction that has yet to insert its entry is never taken from under it.
 */
export const UNREFERENCED_ARCHIVED_FILE_GRACE_DAYS = 1;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Deletes old finished jobs and web hook deliveries, expired idempotency records, heartbeats of
 * dead workers, superseded e-invoices nobody was sent, ended rate-limit windows, and archived
 * documents past their retention date with the files no other entry names.
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
  await step('superseded-einvoices', async () => {
    // Deleting the file deletes its einvoice_documents row (ON DELETE CASCADE).
    const count = await prisma.$executeRaw`
      DELETE FROM stored_files f
       USING einvoice_documents d
       WHERE d.file_id = f.id AND d.account_id = f.account_id
         AND d.created_at < ${daysAgo(SUPERSEDED_EINVOICE_RETENTION_DAYS)}
         AND NOT EXISTS (SELECT 1 FROM email_deliveries e
                          WHERE e.account_id = d.account_id AND e.einvoice_document_id = d.id)
         AND EXISTS (SELECT 1 FROM einvoice_documents n
                      WHERE n.account_id = d.account_id AND n.invoice_id = d.invoice_id
                        AND n.format = d.format AND n.created_at > d.created_at)`;
    if (count > 0) log.info(`purged ${count} superseded e-invoices never sent`);
  });
  await step('archived-documents', async () => {
    // The database refuses any earlier delete (trigger on archived_documents).
    const count = await prisma.$executeRaw`
      DELETE FROM archived_documents WHERE retention_until < current_date`;
    if (count > 0) log.info(`purged ${count} archived documents past their retention`);
  });
  await step('archived-files', async () => {
    const count = await prisma.$executeRaw`
      DELETE FROM archived_files f
       WHERE f.created_at < ${daysAgo(UNREFERENCED_ARCHIVED_FILE_GRACE_DAYS)}
         AND NOT EXISTS (SELECT 1 FROM archived_documents d
                          WHERE d.account_id = f.account_id AND d.sha256 = f.sha256)`;
    if (count > 0) log.info(`purged ${count} archived files no archived document names`);
  });
  await step('rate-limit-buckets', async () => {
    // A bucket whose window ended starts anew at its next request anyway; only idle keys stay.
    const { count } = await prisma.rateLimitBucket.deleteMany({
      where: { resetAt: { lt: new Date() } },
    });
    if (count > 0) log.info(`purged ${count} ended rate-limit windows`);
  });
};
