import type { LetterheadView } from './document-layout.template';
import { senderLine } from './document-parts.builder';
import { letterLayoutFor } from './letter-geometry';

/** The account's columns a letterhead prints, with its logo file when it has one. */
export interface LetterheadAccount {
  name: string;
  legalName: string | null;
  address: string | null;
  countryCode: string;
  logoFile: { contentType: string; data: Uint8Array } | null;
}

/** The relation to load with an account for its letterhead: the logo's type and bytes. */
export const accountWithLogo = {
  include: { logoFile: { select: { contentType: true, data: true } } },
} as const;

// The API accepts PNG and SVG logos only (checked by their bytes); anything else is not printed.
const LOGO_TYPES = new Set(['image/png', 'image/svg+xml']);

// A letter paper that brings its own picture (an image, an inline SVG or a CSS background)
// is taken to carry the account's logo already, so the logo is not printed a second time. A
// paper of text only (a letterhead line, a footer) still gets the logo.
const paperHasImage = (html: string) => /<img\b|<svg\b|<picture\b|url\(/i.test(html);

/** The logo as a data: URL, or null without one or when the letter paper has its own image. */
export function logoDataUrl(
  file: LetterheadAccount['logoFile'],
  letterPaperHtml: string | null,
): string | null {
  if (file === null || !LOGO_TYPES.has(file.contentType)) return null;
  if (letterPaperHtml !== null && paperHasImage(letterPaperHtml)) return null;
  return `data:${file.contentType};base64,${Buffer.from(file.data).toString('base64')}`;
}

// Without a logo and a letter paper the top of the first page would be empty: the seller's
// name is set there instead, so the letter shows at a glance whose it is.
/** The seller's part of the letterhead: return line, letter layout (by country), logo or name. */
export function letterheadOf(
  account: LetterheadAccount,
  letterPaperHtml: string | null,
): Omit<LetterheadView, 'recipientAddress'> {
  const logo = logoDataUrl(account.logoFile, letterPaperHtml);
  return {
    sender: senderLine(account),
    letterLayout: letterLayoutFor(account.countryCode),
    logo,
    wordmark:
      logo === null && letterPaperHtml === null ? (account.legalName ?? account.name) : null,
  };
}
