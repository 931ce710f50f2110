import { Injectable } from '@nestjs/common';
import { exportDocumentPath, Prisma } from '@faktura/db';
import { AccountDbService, AccountScopedRepository, readRows } from '../../platform/database';
import type { BookkeepingExportKind } from './bookkeeping-export.kind';
import type { ZipEntry } from './zip-stream.writer';

/** Documents read per statement while a ZIP streams: their files are in memory at once. */
const BATCH = 25;

interface PageRow extends Record<string, unknown> {
  id: number;
}

interface FileRow extends Record<string, unknown> {
  document_id: number;
  kind: 'invoice' | 'invoice_reminder' | 'purchase';
  number: string;
  format: string;
  reminder_id: number | null;
  data: Uint8Array;
}

/** The files of an export's documents, in batches by document ID, for the ZIP. */
@Injectable()
export class BookkeepingExportFilesRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * Every document file of the export as a ZIP entry named as its Beleglink: the first archived
   * file of each format of an invoice and of its exported reminders, a purchase's stored
   * document. Reads BATCH documents per step (keyset by ID), never the whole export.
   */
  async *entries(
    kind: BookkeepingExportKind,
    accountId: number,
    exportId: number,
  ): AsyncGenerator<ZipEntry> {
    let after = 0;
    for (;;) {
      const page = await readRows<PageRow>(
        this.records(),
        Prisma.sql`SELECT id FROM ${Prisma.raw(`"${kind.table}"`)}
          WHERE account_id = ${accountId} AND bookkeeping_export_id = ${exportId} AND id > ${after}
          ORDER BY id LIMIT ${BATCH}`,
      );
      if (page.length === 0) return;
      const ids = page.map((row) => row.id);
      after = ids[ids.length - 1];
      const files = await readRows<FileRow>(
        this.records(),
        kind.table === 'invoices'
          ? invoiceFiles(accountId, exportId, ids)
          : purchaseFiles(accountId, ids),
      );
      for (const file of files) yield { name: pathOf(file), data: file.data };
    }
  }
}

function pathOf(file: FileRow): string {
  if (file.kind === 'invoice_reminder') {
    return exportDocumentPath({
      kind: 'invoice_reminder',
      invoiceNumber: file.number,
      reminderId: file.reminder_id!,
    });
  }
  if (file.kind === 'purchase') {
    return exportDocumentPath({ kind: 'purchase', number: file.number, extension: file.format });
  }
  return exportDocumentPath({ kind: 'invoice', number: file.number, format: file.format });
}

/** The invoices' archived files (each format's first) and their exported reminders' PDFs. */
function invoiceFiles(accountId: number, exportId: number, ids: number[]): Prisma.Sql {
  return Prisma.sql`
SELECT doc.document_id, doc.kind, doc.number, doc.format, doc.reminder_id, f.data
FROM (
  SELECT DISTINCT ON (i.id, a.format) i.id AS document_id, 'invoice' AS kind,
    coalesce(i.identifier, i.id::text) AS number, a.format, NULL::int AS reminder_id, a.sha256
  FROM invoices i
  JOIN archived_documents a ON a.account_id = i.account_id AND a.document_kind = 'invoice'
    AND a.document_id = i.id
  WHERE i.account_id = ${accountId} AND i.id = ANY(${ids}::int[])
  ORDER BY i.id, a.format, a.archived_at, a.id
) doc JOIN archived_files f ON f.account_id = ${accountId} AND f.sha256 = doc.sha256
UNION ALL
SELECT doc.document_id, doc.kind, doc.number, doc.format, doc.reminder_id, f.data
FROM (
  SELECT DISTINCT ON (r.id) r.invoice_id AS document_id, 'invoice_reminder' AS kind,
    coalesce(i.identifier, i.id::text) AS number, a.format, r.id AS reminder_id, a.sha256
  FROM invoice_reminders r
  JOIN invoices i ON i.id = r.invoice_id AND i.account_id = r.account_id
  JOIN archived_documents a ON a.account_id = r.account_id
    AND a.document_kind = 'invoice_reminder' AND a.document_id = r.id AND a.format = 'pdf'
  WHERE r.account_id = ${accountId} AND r.invoice_id = ANY(${ids}::int[])
    AND r.bookkeeping_export_id = ${exportId}
  ORDER BY r.id, a.archived_at, a.id
) doc JOIN archived_files f ON f.account_id = ${accountId} AND f.sha256 = doc.sha256
ORDER BY document_id, kind, format, reminder_id`;
}

/** The purchases' stored documents, as they were uploaded (format: the file's extension). */
function purchaseFiles(accountId: number, ids: number[]): Prisma.Sql {
  return Prisma.sql`
SELECT p.id AS document_id, 'purchase' AS kind, p.identifier AS number,
  coalesce(nullif(lower(substring(f.filename from '\\.([A-Za-z0-9]+)$')), ''), 'pdf') AS format,
  NULL::int AS reminder_id, f.data
FROM purchases p
JOIN stored_files f ON f.id = p.document_file_id AND f.account_id = p.account_id
WHERE p.account_id = ${accountId} AND p.id = ANY(${ids}::int[])
ORDER BY p.id`;
}
