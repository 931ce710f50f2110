import { DomainError } from '@faktura/domain';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** How an upload's base64 field is named in errors and how large it may be, decoded. */
export interface Base64Upload {
  /** The field a 422 names, e.g. `file.base64`. */
  field: string;
  maxBytes: number;
  /** The message of the 413 over `maxBytes`. */
  tooLarge: string;
}

/**
 * The bytes of a base64 upload: a 422 on the field unless it is valid base64 (white space
 * ignored), a 413 over the limit. The size is checked before decoding as well, so an oversized
 * upload is never held twice in memory.
 */
export function decodeBase64Upload(base64: string, upload: Base64Upload): Buffer {
  const compact = base64.replace(/\s+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 === 1)
    throw invalidUpload(upload, 'is not valid base64');
  const tooLarge = () => DomainError.tooLarge(upload.tooLarge);
  if (Math.floor((compact.length * 3) / 4) - 2 > upload.maxBytes) throw tooLarge();
  const data = Buffer.from(compact, 'base64');
  if (data.length > upload.maxBytes) throw tooLarge();
  return data;
}

/** The 422 of an upload whose content is refused, on its base64 field. */
export function invalidUpload(upload: Base64Upload, message: string): DomainError {
  return DomainError.validation({ [upload.field]: [message] });
}
