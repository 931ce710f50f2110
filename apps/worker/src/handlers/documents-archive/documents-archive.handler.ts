import type { JobPayloads, PrismaClient } from '@faktura/db';
import type { JobHandler } from '../../runner/job.types';
import { archiveDocumentVersion, firstSentFile } from '../../document-rendering/document-archive';
import { renderDocumentPdf } from '../../document-rendering/document-pdf.renderer';

type Payload = JobPayloads['documents.archive'];

// Sent means: the invoice counted as sent once (update_status sent, send_email), or the
// reminder went out. A job that finds it otherwise (changed back meanwhile) archives nothing.
async function isSent(prisma: PrismaClient, accountId: number, payload: Payload) {
  const where = { id: payload.documentId, accountId };
  const select = { sentAt: true } as const;
  const row =
    payload.kind === 'invoice'
      ? await prisma.invoice.findFirst({ where, select })
      : await prisma.invoiceReminder.findFirst({ where, select });
  return row !== null && row.sentAt !== null;
}

/**
 * `documents.archive`: freezes the PDF of an invoice or reminder that became sent without an
 * e-mail, on the default paper, through the same cached render as `documents.render-pdf`.
 * Nothing to do when a PDF of it is archived already (the e-mail archived it, or a download);
 * the archive itself is idempotent, so a retry after the step adds nothing.
 */
export function createDocumentsArchiveHandler(deps: { publicUrl: string }): JobHandler<Payload> {
  return async ({ job, prisma, step, log }) => {
    const accountId = job.accountId;
    if (accountId === null) throw new Error(`job ${job.id} has no account`);
    const { kind, documentId } = job.payload;
    const ref = { accountId, kind, documentId, format: 'pdf' };
    if (!(await isSent(prisma, accountId, job.payload))) {
      log.info(`${kind} ${documentId} is not sent (or gone): nothing to archive`);
      return;
    }
    if (await firstSentFile(prisma, ref)) return;
    const rendered = await renderDocumentPdf(prisma, {
      kind,
      accountId,
      documentId,
      letterPaperId: null,
      publicUrl: deps.publicUrl,
    });
    await step(`archive:${rendered.contentHash}`, async () => {
      const file = await prisma.storedFile.findFirstOrThrow({
        where: { id: rendered.fileId, accountId },
      });
      const entry = await archiveDocumentVersion(prisma, ref, file, 'sent');
      return entry && { id: entry.id, sha256: entry.sha256 };
    });
  };
}
