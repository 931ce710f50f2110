import { createHash } from 'node:crypto';
import type { EmailDelivery } from '@faktura/db';
import { archiveDocumentVersion } from '../../document-rendering/document-archive';
import type { MailAttachment } from '../../mail/mail.types';
import type { JobContext } from '../../runner/job.types';

/**
 * Archives the document's own files of a message (reason `sent`) before it goes out, each in a
 * recorded step named by its content: a retry that carries the same bytes skips it, one that
 * carries other bytes (an offer changed meanwhile) archives those too. Uploads are not archived.
 */
export async function archiveSentFiles(
  { prisma, step }: Pick<JobContext, 'prisma' | 'step'>,
  delivery: EmailDelivery,
  attachments: MailAttachment[],
): Promise<void> {
  for (const file of attachments) {
    const format = file.documentFormat;
    if (format === undefined) continue;
    const sha256 = createHash('sha256').update(file.content).digest('hex');
    await step(`archive:${format}:${sha256}`, async () => {
      const entry = await archiveDocumentVersion(
        prisma,
        {
          accountId: delivery.accountId,
          kind: delivery.documentKind,
          documentId: delivery.documentId,
          format,
        },
        { filename: file.filename, contentType: file.contentType, data: file.content },
        'sent',
      );
      return entry && { id: entry.id, sha256: entry.sha256 };
    });
  }
}
