import { createHash } from 'node:crypto';
import { acceptedTypes, MAX_ATTACHMENT_BYTES, sniffFileKind } from '../../shared/attachments';
import { type Base64Upload, decodeBase64Upload, invalidUpload } from '../../platform/files';

/** A comment's attachment ready to store. */
export interface CommentAttachmentFile {
  filename: string;
  contentType: string;
  data: Buffer;
  sha256: string;
}

/** The longest attachment_filename kept. */
export const MAX_ATTACHMENT_FILENAME = 255;

const COMMENT_TYPES = acceptedTypes('PDF', 'PNG', 'JPEG', 'GIF', 'WebP');
const TEXT = { type: 'text/plain; charset=utf-8', extension: 'txt' };
// Text is kept only as printable UTF-8: tabs and line breaks, no other control characters.
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The type of the bytes, told by their content (a declared type or name is not trusted). */
function sniff(data: Buffer): { type: string; extension: string } | null {
  const signature = sniffFileKind(data, { accept: COMMENT_TYPES });
  if (signature) return { type: signature.contentType, extension: signature.extension };
  try {
    return CONTROL.test(UTF8.decode(data)) ? null : TEXT;
  } catch {
    return null;
  }
}

const UPLOAD: Base64Upload = {
  field: 'attachment_content',
  maxBytes: MAX_ATTACHMENT_BYTES,
  tooLarge: 'Attachments are limited to 10 MiB',
};

/**
 * The attachment of a comment body: base64 of a PDF, PNG, JPEG, GIF, WebP or UTF-8 text file,
 * at most 10 MiB decoded like every attachment (413 above), anything else a 422 on
 * attachment_content. Files are served inline from their signed link, so the type is read from
 * the bytes: HTML or SVG, which a browser would run, are never stored.
 */
export function decodeCommentAttachment(
  content: string,
  filename: string | undefined,
): CommentAttachmentFile {
  const data = decodeBase64Upload(content, UPLOAD);
  if (data.length === 0) throw invalidUpload(UPLOAD, 'must not be empty');
  const kind = sniff(data);
  if (!kind) throw invalidUpload(UPLOAD, 'must be a PDF, PNG, JPEG, GIF, WebP or UTF-8 text file');
  return {
    filename: baseName(filename) || `attachment.${kind.extension}`,
    contentType: kind.type,
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

/** Clients sometimes send a path; only the file's own name is kept. */
export function baseName(filename: string | undefined): string {
  return filename?.split(/[\\/]/).pop()?.trim() ?? '';
}
