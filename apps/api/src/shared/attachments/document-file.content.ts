import { createHash } from 'node:crypto';
import type { Prisma } from '@faktura/db';
import { parseEInvoice } from '@faktura/einvoice';
import { MAX_ATTACHMENT_BYTES } from './document-attachments.service';
import { type Base64Upload, decodeBase64Upload, invalidUpload } from '../../platform/files';
import { acceptedTypes, sniffFileKind } from './file-type.sniffer';

/**
 * Largest document (a purchase's, an expense's receipt), decoded (docs/reference/conventions.md:
 * attachments 10 MiB).
 */
export const MAX_DOCUMENT_BYTES = MAX_ATTACHMENT_BYTES;

/** A document (a purchase's, an expense's receipt) ready to store. */
export interface DocumentFile {
  filename: string;
  contentType: string;
  data: Buffer;
  sha256: string;
}

const DOCUMENT_TYPES = acceptedTypes('PDF', 'PNG', 'JPEG', 'XML');

/**
 * The document's type read from its first bytes; null for anything but PDF, PNG, JPEG and XML
 * (an e-invoice, checked by `assertEInvoiceXml`). The type a client declares is not trusted:
 * the stored type is what downloads are served as.
 */
export function documentFile(data: Buffer, filename: string | undefined): DocumentFile | null {
  const signature = sniffFileKind(data, { accept: DOCUMENT_TYPES });
  if (!signature) return null;
  // Clients sometimes send a path; only the file's own name is kept.
  const name = filename?.split(/[\\/]/).pop()?.trim();
  return {
    filename: name || `document.${signature.extension}`,
    contentType: signature.contentType,
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

const DOCUMENT_UPLOAD: Base64Upload = {
  field: 'file.base64',
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLarge: 'Documents are limited to 10 MiB',
};

/**
 * The `file` object of a purchase or expense body: 422 on `file.base64` unless PDF/PNG/JPEG,
 * 413 if large.
 */
export function decodeDocument(input: { filename: string; base64: string }): DocumentFile {
  const file = documentFile(decodeBase64Upload(input.base64, DOCUMENT_UPLOAD), input.filename);
  if (!file)
    throw invalidUpload(DOCUMENT_UPLOAD, 'must be a PDF, PNG or JPEG file, or an e-invoice XML');
  return file;
}

/**
 * An XML document is kept only as an e-invoice (XRechnung/EN 16931 UBL or CII) Faktura can read:
 * a 422 on `file` otherwise (DOCTYPE and entities are refused unread). Other types pass.
 */
export async function assertEInvoiceXml(file: DocumentFile): Promise<void> {
  if (file.contentType !== 'application/xml') return;
  await parseEInvoice(file.data, { maxBytes: MAX_DOCUMENT_BYTES });
}

/** The stored_files row of a document; the account-bound client adds the account. */
export function storedDocumentRow(file: DocumentFile): Prisma.StoredFileUncheckedCreateInput {
  // Prisma's Bytes type wants a Uint8Array over a plain ArrayBuffer, which a Buffer is.
  return {
    filename: file.filename,
    contentType: file.contentType,
    sha256: file.sha256,
    size: file.data.length,
    data: new Uint8Array(file.data),
  } as Prisma.StoredFileUncheckedCreateInput;
}
