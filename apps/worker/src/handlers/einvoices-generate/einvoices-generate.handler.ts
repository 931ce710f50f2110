import { DOCUMENTS_CHANNEL, type JobPayloads } from '@faktura/db';
import { eInvoiceDataErrors } from '@faktura/einvoice';
import { produceEInvoice } from '../../einvoice-generation/einvoice-document.producer';
import { JobDataError } from '../../runner/job-data.error';
import type { JobHandler } from '../../runner/job.types';

/**
 * Makes (or finds in the cache) an invoice's e-invoice in a format with its validation report,
 * then notifies `faktura_documents` with `einvoice:<invoiceId>:<contentHash>:<jobId>`; the API
 * waits for its job's id and reads the hash from the `notify:` step. A failure caused by the
 * invoice's data is not retried (`JobDataError`).
 */
export function createEInvoicesGenerateHandler(deps: {
  publicUrl: string;
}): JobHandler<JobPayloads['einvoices.generate']> {
  return async ({ job, prisma, step }) => {
    if (job.accountId === null) throw new Error(`job ${job.id} has no account`);
    const { invoiceId, format, letterPaperId, blank } = job.payload;
    // Not a step: the content-hash cache makes it idempotent, and the notify needs the hash.
    const { contentHash } = await produceEInvoice(prisma, {
      accountId: job.accountId,
      invoiceId,
      format,
      letterPaperId,
      blank,
      publicUrl: deps.publicUrl,
    }).catch((error: unknown) => {
      // Missing data stays missing: failed at once with its fields, the API's 422.
      const fields = eInvoiceDataErrors(error);
      throw fields ? new JobDataError((error as Error).message, fields) : error;
    });
    await step(`notify:${contentHash}`, async () => {
      const message = `einvoice:${invoiceId}:${contentHash}:${job.id}`;
      await prisma.$executeRaw`SELECT pg_notify(${DOCUMENTS_CHANNEL}, ${message})`;
    });
  };
}
