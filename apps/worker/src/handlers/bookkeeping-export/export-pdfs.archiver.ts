import { archiveDocumentFile, Prisma, type PrismaClient } from '@faktura/db';
import { renderDocumentPdf } from '../../document-rendering/document-pdf.renderer';

/** A document of an export whose PDF must be in the archive. */
export interface ExportedDocument {
  kind: 'invoice' | 'invoice_reminder';
  id: number;
  /** YYYY-MM-DD: the retention runs 8 years after the end of its year. */
  date: string;
}

/** Renders a document's HTML to PDF bytes (Chromium by default; tests may pass another). */
export type PdfRender = (html: string) => Promise<Buffer>;

/**
 * Archives the PDF of each document that has none yet (reason `exported`, kept 8 years after
 * the end of the document's year), rendered the way every PDF is (the print-key cache first).
 * One statement finds the missing ones; documents sent before have theirs already. Safe to run
 * twice: the archive stores a content once.
 */
export async function archiveMissingPdfs(
  prisma: PrismaClient,
  options: { accountId: number; publicUrl: string; render?: PdfRender },
  docs: ExportedDocument[],
): Promise<void> {
  if (docs.length === 0) return;
  const { accountId, publicUrl, render } = options;
  const missing = await prisma.$queryRaw<{ kind: ExportedDocument['kind']; id: number }[]>(
    Prisma.sql`
    SELECT d.kind, d.id FROM unnest(${docs.map((doc) => doc.kind)}::text[], ${docs.map((doc) => doc.id)}::int[]) AS d(kind, id)
    WHERE NOT EXISTS (SELECT 1 FROM archived_documents a
      WHERE a.account_id = ${accountId} AND a.document_kind = d.kind::document_kind
        AND a.document_id = d.id AND a.format = 'pdf')`,
  );
  const dates = new Map(docs.map((doc) => [`${doc.kind}:${doc.id}`, doc.date]));
  for (const { kind, id } of missing) {
    const request = { kind, accountId, documentId: id, letterPaperId: null, publicUrl };
    const rendered = render
      ? await renderDocumentPdf(prisma, request, render)
      : await renderDocumentPdf(prisma, request);
    const file = await prisma.storedFile.findFirstOrThrow({
      where: { id: rendered.fileId, accountId },
      select: { filename: true, contentType: true, data: true },
    });
    const year = Number(dates.get(`${kind}:${id}`)!.slice(0, 4));
    await archiveDocumentFile(prisma, {
      accountId,
      documentKind: kind,
      documentId: id,
      format: 'pdf',
      filename: file.filename,
      contentType: file.contentType,
      data: file.data,
      reason: 'exported',
      retentionUntil: `${year + 8}-12-31`,
    });
  }
}
