import { refusal } from './import-refusal.error';

// The encodings e-invoices are written in; anything else is refused rather than guessed.
const ENCODINGS: Readonly<Record<string, string>> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'us-ascii': 'utf-8',
  ascii: 'utf-8',
  'iso-8859-1': 'latin1',
  latin1: 'latin1',
  'windows-1252': 'windows-1252',
  'iso-8859-15': 'iso-8859-15',
};

const DECLARED_ENCODING = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/;
// Anywhere in the document, in any letter case: a DTD (internal or external) can define entities
// that read local files or URLs (XXE) or expand without bound; no e-invoice needs one.
const DTD_MARKUP = /<!\s*(DOCTYPE|ENTITY)/i;

/** True when the bytes, after a byte order mark and white space, start like XML (`<`). */
export function looksLikeXml(bytes: Uint8Array): boolean {
  // Only sniffing: any byte decodes in Latin-1; the BOM's decoder drops the BOM itself.
  const head = new TextDecoder(bomEncoding(bytes) ?? 'latin1').decode(bytes.subarray(0, 64));
  return head.trimStart().startsWith('<');
}

/**
 * The document's text, decoded by its byte order mark or declared encoding (UTF-8 by default),
 * after refusing any DOCTYPE or ENTITY declaration: that check runs on exactly the text a parser
 * would get, so no encoding trick can slip a DTD past it.
 */
export function decodeXmlText(bytes: Uint8Array): string {
  const text = decode(bytes, encodingOf(bytes));
  if (DTD_MARKUP.test(text)) {
    throw refusal(
      'contains a DOCTYPE or ENTITY declaration; e-invoices with a DTD or entities are refused',
    );
  }
  return text;
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

function encodingOf(bytes: Uint8Array): string {
  const bom = bomEncoding(bytes);
  if (bom !== undefined) return bom;
  const declared = DECLARED_ENCODING.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 256)));
  if (declared === null) return 'utf-8';
  const encoding = ENCODINGS[declared[1].toLowerCase()];
  if (encoding === undefined) {
    throw refusal('is written in a character encoding that is not supported');
  }
  return encoding;
}

function decode(bytes: Uint8Array, encoding: string): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw refusal(`is not valid ${encoding.toUpperCase()} text`);
  }
}
