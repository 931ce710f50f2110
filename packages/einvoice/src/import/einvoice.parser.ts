import { DomainError } from '@faktura/domain';
import { readCiiInvoice } from './cii-invoice.reader';
import { TermReader } from './einvoice-terms.reader';
import { DocumentProblems, FILE_FIELD, quoted, refusal } from './import-refusal.error';
import type { ParsedDocument, ParsedEInvoice } from './parsed-einvoice.types';
import { extractInvoiceAttachment } from './pdf-attachment.extractor';
import { readUblInvoice } from './ubl-invoice.reader';
import { decodeXmlText, looksLikeXml } from './xml-text.decoder';
import type { XmlNode } from './xml-node.query';
import { parseXmlTree } from './xml-tree.parser';

/** The default upload limit: far above any real e-invoice, Factur-X PDF included. */
export const DEFAULT_EINVOICE_MAX_BYTES = 10 * 1024 * 1024;

/** Options of {@link parseEInvoice}. */
export interface ParseEInvoiceOptions {
  /** Largest accepted input (and decompressed PDF attachment) in bytes; default 10 MiB. */
  maxBytes?: number;
}

// The PDF header may follow some junk, but within the first KiB (as readers accept it).
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const HEADER_WINDOW = 1024;

/**
 * Reads a received e-invoice: EN 16931 UBL (Invoice or CreditNote) or CII as XML, or the CII a
 * Factur-X/ZUGFeRD PDF carries. XML with a DOCTYPE or ENTITY declaration is refused before any
 * parser sees it. Anything it cannot read, or that lacks a mandatory term, is refused with a
 * `validation_failed` DomainError on the field `file` listing every problem found.
 */
export async function parseEInvoice(
  bytes: Uint8Array,
  options: ParseEInvoiceOptions = {},
): Promise<ParsedEInvoice> {
  const maxBytes = options.maxBytes ?? DEFAULT_EINVOICE_MAX_BYTES;
  // A NaN limit would compare false with every size and so let everything through.
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
    throw new RangeError('maxBytes must be a positive whole number of bytes');
  }
  if (!(bytes instanceof Uint8Array)) throw refusal('must be the bytes of an XML or PDF file');
  if (bytes.length === 0) throw refusal('is empty');
  if (bytes.length > maxBytes) {
    throw refusal(`is larger than the limit of ${describeSize(maxBytes)}`);
  }
  if (isPdf(bytes)) {
    const attachment = await extractInvoiceAttachment(bytes, maxBytes);
    const parsed = withPrefix(`embedded ${attachment.name}`, () => parseXml(attachment.bytes));
    return { ...parsed, container: 'pdf' };
  }
  if (!looksLikeXml(bytes)) throw refusal('is neither an XML nor a PDF file');
  return { ...parseXml(bytes), container: 'xml' };
}

function parseXml(bytes: Uint8Array): ParsedDocument {
  const root = parseXmlTree(decodeXmlText(bytes));
  const read = readerFor(root);
  const problems = new DocumentProblems();
  const parsed = read(root, new TermReader(problems));
  problems.throwIfAny();
  return parsed;
}

function readerFor(root: XmlNode): typeof readUblInvoice {
  if (root.is('invoice:Invoice') || root.is('creditNote:CreditNote')) return readUblInvoice;
  if (root.is('rsm:CrossIndustryInvoice')) return readCiiInvoice;
  throw refusal(
    `is neither a UBL 2.1 Invoice or CreditNote nor a CII CrossIndustryInvoice (its root element is ${quoted(root.name)})`,
  );
}

function isPdf(bytes: Uint8Array): boolean {
  const window = bytes.subarray(0, HEADER_WINDOW);
  for (let start = 0; start + PDF_HEADER.length <= window.length; start += 1) {
    if (PDF_HEADER.every((byte, offset) => window[start + offset] === byte)) return true;
  }
  return false;
}

/** Refusals of a PDF's attachment say that they are about the attachment. */
function withPrefix<T>(prefix: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(DomainError.is(error) && error.code === 'validation_failed')) throw error;
    const messages = error.fieldErrors[FILE_FIELD] ?? [];
    throw DomainError.validation({
      [FILE_FIELD]: messages.map((message) => `${prefix}: ${message}`),
    });
  }
}

function describeSize(bytes: number): string {
  const mebibytes = bytes / (1024 * 1024);
  return Number.isInteger(mebibytes) ? `${mebibytes} MiB` : `${bytes} bytes`;
}
