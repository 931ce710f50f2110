import { createHash } from 'node:crypto';
import { type Base64Upload, decodeBase64Upload, invalidUpload } from '../../platform/files';
import { type DocumentFile, MAX_DOCUMENT_BYTES } from '../../shared/attachments';

/** The type a draft's document is stored and served as, and the extension of a nameless one. */
interface DraftFileKind {
  type: string;
  extension: string;
}

interface Signature extends DraftFileKind {
  magic: Buffer;
  at?: number;
}

const PDF: DraftFileKind = { type: 'application/pdf', extension: 'pdf' };

const SIGNATURES: Signature[] = [
  { ...PDF, magic: Buffer.from('%PDF-') },
  {
    type: 'image/png',
    extension: 'png',
    magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: 'image/jpeg', extension: 'jpg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { type: 'image/gif', extension: 'gif', magic: Buffer.from('GIF8') },
  { type: 'image/webp', extension: 'webp', magic: Buffer.from('WEBP'), at: 8 },
  // TIFF in either byte order: "II*\0" (little endian) or "MM\0*" (big endian).
  { type: 'image/tiff', extension: 'tiff', magic: Buffer.from([0x49, 0x49, 0x2a, 0x00]) },
  { type: 'image/tiff', extension: 'tiff', magic: Buffer.from([0x4d, 0x4d, 0x00, 0x2a]) },
];

// HEIC/HEIF is an ISO media file: "ftyp" at byte 4, then the major brand; phones write `heic`.
const HEIF_BRANDS: Readonly<Record<string, DraftFileKind>> = {
  heic: { type: 'image/heic', extension: 'heic' },
  heix: { type: 'image/heic', extension: 'heic' },
  heim: { type: 'image/heic', extension: 'heic' },
  heis: { type: 'image/heic', extension: 'heic' },
  mif1: { type: 'image/heif', extension: 'heif' },
  msf1: { type: 'image/heif', extension: 'heif' },
};

function heif(data: Buffer): DraftFileKind | null {
  if (data.subarray(4, 8).toString('latin1') !== 'ftyp') return null;
  return HEIF_BRANDS[data.subarray(8, 12).toString('latin1')] ?? null;
}

/** The kind of a draft's document read from its bytes (a sent name or type is not trusted). */
export function draftFileKind(data: Buffer): DraftFileKind | null {
  const signature = SIGNATURES.find(({ magic, at = 0 }) =>
    data.subarray(at, at + magic.length).equals(magic),
  );
  // WebP is a RIFF container: the "WEBP" at byte 8 counts only after "RIFF" at the start.
  if (signature?.type === 'image/webp' && data.subarray(0, 4).toString('latin1') !== 'RIFF')
    return null;
  return signature ?? heif(data);
}

/** Whether the prefill can read the document (a PDF; images wait for OCR). */
export function isReadablePdf(file: Pick<DocumentFile, 'contentType'>): boolean {
  return file.contentType === PDF.type;
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
  const kind = draftFileKind(data);
  if (!kind)
    throw invalidUpload(UPLOAD, 'must be a PDF or an image (JPEG, PNG, GIF, WebP, TIFF, HEIC)');
  // Clients sometimes send a path; only the file's own name is kept.
  const name = input.filename.split(/[\\/]/).pop()?.trim();
  return {
    filename: name || `document.${kind.extension}`,
    contentType: kind.type,
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}
