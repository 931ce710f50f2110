import { Prisma, type PrismaClient } from '@faktura/db';
import type { DocumentRequest } from './document.builder';
import { printKeyQuery } from './print-key.query';

/** A rendered PDF found under a print key. */
export interface PrintedPdf {
  renderedDocumentId: number;
  contentHash: string;
  fileId: number;
  filename: string;
  /** The PDF's bytes, when they were asked for. */
  data: Buffer | null;
}

/** What one statement knows of a document's PDF without building the document. */
export interface PrintedDocument {
  printKey: string;
  /** False for a timesheet without hours: there is nothing to print. */
  printable: boolean;
  /** False when the request names a letter paper the account does not have. */
  paperFound: boolean;
  /** The PDF rendered for this key, or null when it must be rendered. */
  pdf: PrintedPdf | null;
}

interface Row {
  print_key: string;
  printable: boolean;
  paper_found: boolean;
  rendered_document_id: number | null;
  content_hash: string | null;
  file_id: number | null;
  filename: string | null;
  data: Uint8Array | null;
}

/**
 * The document's print key and the PDF stored under it, in ONE statement (with the file's
 * bytes when `withData`, so serving a cached PDF reads one blob and nothing else). Null when
 * the account has no such document. Every table is read by the request's account.
 */
export async function findPrintedDocument(
  prisma: PrismaClient,
  request: DocumentRequest,
  { withData }: { withData: boolean },
): Promise<PrintedDocument | null> {
  const { accountId, kind, documentId } = request;
  const rows = await prisma.$queryRaw<Row[]>`
    WITH k AS (${printKeyQuery(request)})
    SELECT k.print_key, k.printable, k.paper_found, rd.id AS rendered_document_id,
           rd.content_hash, rd.file_id, f.filename,
           ${withData ? Prisma.sql`f.data` : Prisma.sql`NULL::bytea`} AS data
      FROM k
      LEFT JOIN rendered_document_keys rk
        ON rk.account_id = ${accountId} AND rk.document_kind = ${kind}::document_kind
       AND rk.document_id = ${documentId} AND rk.print_key = k.print_key
      LEFT JOIN rendered_documents rd ON rd.id = rk.rendered_document_id
      LEFT JOIN stored_files f ON f.id = rd.file_id`;
  const row = rows[0];
  if (!row) return null;
  const pdf =
    row.rendered_document_id === null
      ? null
      : {
          renderedDocumentId: row.rendered_document_id,
          contentHash: row.content_hash as string,
          fileId: row.file_id as number,
          filename: row.filename as string,
          data:
            row.data === null
              ? null
              : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength),
        };
  return {
    printKey: row.print_key,
    printable: row.printable,
    paperFound: row.paper_found,
    pdf,
  };
}
