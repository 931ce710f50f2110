import { extname } from 'node:path';

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/x-pdf',
  'application/xml',
  'text/xml',
  'application/zip',
  'application/x-zip-compressed',
]);

const DOCUMENT_EXTENSIONS = new Set([
  '.pdf',
  '.xml',
  '.zip',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.tif',
  '.tiff',
  '.heic',
]);

/**
 * Whether an attachment may be a supplier document: a PDF, an XML (XRechnung), an image or a ZIP
 * (which the importer refuses with a reason). Signatures, calendar entries, business cards and
 * the like are not: they stay in the stored source of the mail and get no row.
 */
export function isDocumentAttachment(contentType: string, filename: string | null): boolean {
  const type = contentType.toLowerCase().split(';')[0].trim();
  if (DOCUMENT_TYPES.has(type) || type.startsWith('image/') || type.endsWith('+xml')) {
    return !type.startsWith('image/svg');
  }
  return filename !== null && DOCUMENT_EXTENSIONS.has(extname(filename).toLowerCase());
}
