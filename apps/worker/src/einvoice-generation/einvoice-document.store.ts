import { createHash } from 'node:crypto';
import type { PrismaClient } from '@faktura/db';
import type { EInvoiceFormat, ValidationReport } from '@faktura/einvoice';

/** One e-invoice content of one invoice: what `einvoice_documents` keeps a file for. */
export interface EInvoiceContent {
  accountId: number;
  invoiceId: number;
  format: EInvoiceFormat;
  contentHash: string;
}

/** The stored e-invoice of a content, if any. */
export async function findEInvoiceDocument(
  prisma: PrismaClient,
  content: EInvoiceContent,
): Promise<{ id: number } | null> {
  return prisma.eInvoiceDocument.findUnique({
    where: { accountId_invoiceId_format_contentHash: content },
    select: { id: true },
  });
}

interface StoredRow {
  file_id: number;
  document_id: number | null;
}

/**
 * Stores a generated e-invoice with its report: file and row in ONE statement. False when
 * another worker stored the same content meanwhile; then our file is removed again.
 */
export async function storeEInvoiceDocument(
  prisma: PrismaClient,
  content: EInvoiceContent,
  generated: {
    filename: string;
    mimeType: string;
    bytes: Uint8Array;
    report: ValidationReport;
    generationMs: number;
  },
): Promise<boolean> {
  const { accountId, invoiceId, format, contentHash } = content;
  const data = Buffer.from(generated.bytes);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const report = JSON.stringify(generated.report);
  const rows = await prisma.$queryRaw<StoredRow[]>`
    WITH f AS (
      INSERT INTO stored_files (account_id, filename, content_type, size, sha256, data)
      VALUES (${accountId}, ${generated.filename}, ${generated.mimeType}, ${data.length},
              ${sha256}, ${data})
      RETURNING id
    ), d AS (
      INSERT INTO einvoice_documents (account_id, invoice_id, format, content_hash, file_id,
                                      validation_status, report, generation_ms)
      SELECT ${accountId}, ${invoiceId}, ${format}, ${contentHash}, f.id,
             ${generated.report.status}, ${report}::jsonb, ${generated.generationMs}
        FROM f
      ON CONFLICT (account_id, invoice_id, format, content_hash) DO NOTHING
      RETURNING id
    )
    SELECT (SELECT id FROM f) AS file_id, (SELECT id FROM d) AS document_id`;
  const row = rows[0];
  if (!row) throw new Error(`storing the e-invoice of invoice ${invoiceId} returned nothing`);
  if (row.document_id !== null) return true;
  await prisma.storedFile.deleteMany({ where: { id: row.file_id, accountId } });
  return false;
}
