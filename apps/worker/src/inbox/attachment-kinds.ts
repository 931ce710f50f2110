import { extname } from 'node:path';

/** Parts that travel as attachments but are never a supplier's document. */
const NOT_DOCUMENT_TYPES = new Set([
  'application/pgp-signature',
  'application/pgp-keys',
  'application/pkcs7-signature',
  'application/x-pkcs7-signature',
  'text/calendar',
  'application/ics',
  'text/vcard',
  'text/x-vcard',
  'text/directory',
  'text/plain',
  'text/html',
  'message/delivery-status',
  'message/disposition-notification',
]);

const NOT_DOCUMENT_EXTENSIONS = new Set([
  '.asc',
  '.sig',
  '.p7s',
  '.ics',
  '.vcf',
  '.txt',
  '.htm',
  '.html',
]);

/**
 * Whether an attachment may be a supplier document, which the importer then sorts by its bytes.
 * Everything is, except signatures, calendar entries, business cards and text parts (mail
 * programs attach the body as `ATT00001.htm`): those stay in the stored source of the mail and
 * get no row, so a signed mail does not become a second draft.
 */
export function isDocumentAttachment(contentType: string, filename: string | null): boolean {
  const type = contentType.toLowerCase().split(';')[0].trim();
  if (NOT_DOCUMENT_TYPES.has(type)) return false;
  return filename === null || !NOT_DOCUMENT_EXTENSIONS.has(extname(filename).toLowerCase());
}
