import { DOCUMENTS_CHANNEL, type JobPayloads } from '@faktura/db';
import type { JobHandler } from '../../runner/job.types';
import { renderDocumentPdf } from '../../document-rendering/document-pdf.renderer';

/**
 * Renders (or finds in the cache) the PDF of a document of any kind as it is when the job runs
 * (a job queued ahead by a change and a request's job alike), then notifies
 * `faktura_documents` with `<kind>:<documentId>:<contentHash>:<jobId>`; the API waits for its
 * job's id.
 */
export function createRenderPdfHandler(deps: {
  publicUrl: string;
}): JobHandler<JobPayloads['documents.render-pdf']> {
  return async ({ job, prisma, step }) => {
    const { kind, documentId, letterPaperId, blank, ahead } = job.payload;
    if (job.accountId === null) throw new Error(`job ${job.id} has no account`);
    // A render started ahead keeps others of its document from queueing only while it waits:
    // from now on it prints what it finds, so a change after this point needs a job of its own.
    if (ahead)
      await prisma.job.updateMany({ where: { id: BigInt(job.id) }, data: { dedupeKey: null } });
    // Not wrapped in step(): the content-hash cache already makes it idempotent, and the notify
    // below needs the hash, which a skipped step would not return.
    const rendered = await renderDocumentPdf(prisma, {
      kind,
      accountId: job.accountId,
      documentId,
      letterPaperId,
      blank: blank === true,
      publicUrl: deps.publicUrl,
    });
    await step(`notify:${rendered.contentHash}`, async () => {
      const message = `${kind}:${documentId}:${rendered.contentHash}:${job.id}`;
      // pg_notify returns void, which $queryRaw cannot deserialize.
      await prisma.$executeRaw`SELECT pg_notify(${DOCUMENTS_CHANNEL}, ${message})`;
    });
  };
}
