import { PDFDict, PDFDocument } from '@cantoo/pdf-lib';
import { embeddedFiles, INVOICE_ATTACHMENT_NAMES } from './pdf-attachment.extractor';

/**
 * What a PDF is for someone who must decide what to do with it: a Factur-X/ZUGFeRD/XRechnung
 * hybrid (carries one of INVOICE_ATTACHMENT_NAMES), a plain PDF, an encrypted one, or one that
 * cannot be read (no catalog, no pages, a structure the parser gives up on).
 */
export type PdfKind = 'einvoice' | 'plain' | 'encrypted' | 'unreadable';

/**
 * Sorts a PDF by its content (never by its file name). Only the structure is read, nothing is
 * decompressed; whether a hybrid's XML is a valid invoice is `parseEInvoice`'s question.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfKind> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
      warnOnInvalidObjects: false,
    });
  } catch {
    return 'unreadable';
  }
  if (document.isEncrypted) return 'encrypted';
  try {
    if (!(document.catalog instanceof PDFDict) || document.getPageCount() === 0) {
      return 'unreadable';
    }
    const names = embeddedFiles(document.catalog).flatMap((file) =>
      file.names.map((name) => name.toLowerCase()),
    );
    return INVOICE_ATTACHMENT_NAMES.some((wanted) => names.includes(wanted)) ? 'einvoice' : 'plain';
  } catch {
    // pdf-lib throws on page trees and name trees of the wrong shape.
    return 'unreadable';
  }
}
