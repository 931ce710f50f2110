import { createHash } from 'node:crypto';
import { type Base64Upload, decodeBase64Upload, invalidUpload } from '../../platform/files';
import {
  acceptedTypes,
  type DocumentFile,
  MAX_DOCUMENT_BYTES,
  PDF_KIND,
  sniffFileKind,
} from '../../shared/attachments';

const DRAFT_TYPES = acceptedTypes('PDF', 'JPEG', 'PNG', 'GIF', 'WebP', 'TIFF', 'HEIC', 'HEIF');

/** Whether the prefill can read the document (a PDF; images wait for OCR). */
export function isReadablePdf(file: Pick<DocumentFile, 'contentType'>): boolean {
  return file.contentType === PDF_KIND.contentType;
}

const UPLOAD: Base64Upload = {
  field: 'file.base64',
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLarge: 'Documents are limited to 10 MiB',
};

/**
 * The `file` of POST /purchases/drafts: base64 of a PDF or an image (JPEG, PNG, GIF, WebP,
 * TIFF, HEIC), at most 10 MiB decoded like every document (413 above); anything else, or an
 * empty file, is a 422 on `file.base64`. The file is served from its signed link as the type
 * read here, so a file a browser would run (HTML, SVG) is never stored.
 */
export function decodeDraftFile(input: { filename: string; base64: string }): DocumentFile {
  const data = decodeBase64Upload(input.base64, UPLOAD);
  if (data.length === 0) throw invalidUpload(UPLOAD, 'must not be empty');
  const kind = sniffFileKind(data, { accept: DRAFT_TYPES });
  if (!kind)
    throw invalidUpload(UPLOAD, 'must be a PDF or an image (JPEG, PNG, GIF, WebP, TIFF, HEIC)');
  // Clients sometimes send a path; only the file's own name is kept.
  const name = input.filename.split(/[\\/]/).pop()?.trim();
  return {
    filename: name || `document.${kind.extension}`,
    contentType: kind.contentType,
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}
