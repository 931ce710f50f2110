import { createHash } from 'node:crypto';
import {
  checkLogoImage,
  MAX_LOGO_BYTES,
  type LogoCheck,
  type LogoContentType,
} from '@faktura/domain';

/** A logo ready to store as a file. */
export interface LogoFile {
  filename: string;
  contentType: LogoContentType;
  data: Buffer;
  sha256: string;
}

/** Why a logo was refused. */
export type LogoProblem = Extract<LogoCheck, { ok: false }>['problem'] | 'not_base64';

const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The logo a base64 text holds, or why it cannot be one. The length is judged before decoding,
 * so an oversized text is never decoded; the type comes from the bytes (`checkLogoImage`).
 */
export function decodeLogo(base64: string): LogoFile | { problem: LogoProblem } {
  const text = base64.replace(/\s+/g, '');
  if (!BASE64_TEXT.test(text) || text.length % 4 === 1) return { problem: 'not_base64' };
  if (Math.floor((text.length * 3) / 4) - 2 > MAX_LOGO_BYTES) return { problem: 'too_large' };
  const data = Buffer.from(text, 'base64');
  const check = checkLogoImage(data);
  if (!check.ok) return { problem: check.problem };
  return {
    filename: check.contentType === 'image/png' ? 'logo.png' : 'logo.svg',
    contentType: check.contentType,
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

/** The `stored_files` row of a logo; Prisma's Bytes type wants a Uint8Array over a plain buffer. */
export function logoFileData(accountId: number, logo: LogoFile) {
  return { ...logo, data: new Uint8Array(logo.data), accountId, size: logo.data.length };
}
