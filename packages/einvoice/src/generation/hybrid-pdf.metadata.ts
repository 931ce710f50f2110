import {
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { DOCUMENT_LABELS } from '@faktura/documents';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@faktura/domain';
import { embeddedFiles } from '../import/pdf-attachment.extractor';
import { E_INVOICE_CORE_VERSION } from './einvoice-content.hash';
import { hybridXmpPacket, type HybridPdfMetadata } from './hybrid-pdf-xmp.packet';
import type { EInvoiceSource } from './einvoice-source.types';

/**
 * The hybrid's metadata for a source, in the source's language. `date` is the creation date of
 * the wrapped PDF (else the issue date), never the clock: the same invoice PDF gives the same
 * hybrid bytes.
 */
export function hybridPdfMetadata(source: EInvoiceSource, date: Date): HybridPdfMetadata {
  const language = source.language ?? 'en-US';
  const primary = language.split('-')[0].toLowerCase();
  const labels =
    DOCUMENT_LABELS[
      (DOCUMENT_LANGUAGES as readonly string[]).includes(primary)
        ? (primary as DocumentLanguage)
        : 'en'
    ];
  const title = `${labels.invoice} ${source.number}`;
  return {
    title,
    author: source.seller.name,
    subject: `${title}, ${source.issueDate}, ${source.seller.name}`,
    keywords: `${labels.invoice}, Factur-X, ZUGFeRD, EN 16931`,
    producer: `Faktura with e-invoice-eu ${E_INVOICE_CORE_VERSION}`,
    creatorTool: 'Faktura',
    date: new Date(Math.floor(date.getTime() / 1000) * 1000),
    language,
  };
}

/** When the PDF to wrap was made, by its own Info dictionary; the issue date when it says nothing. */
export async function wrappedPdfDate(pdf: Uint8Array, source: EInvoiceSource): Promise<Date> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  return document.getCreationDate() ?? new Date(`${source.issueDate}T00:00:00Z`);
}

/**
 * Rewrites the metadata of the PDF/A-3 the library made so that its Info dictionary and XMP
 * agree entry by entry (ISO 19005-3 6.6.2.3.1), writes /Lang, and dates the attached files
 * like the document. The Factur-X extension schema, pdfaid and the attachments stay as they are.
 */
export async function writeHybridPdfMetadata(
  pdf: Uint8Array,
  metadata: HybridPdfMetadata,
): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const date = PDFString.of(pdfDateTime(metadata.date));
  writeInfo(document, metadata, date);
  writeXmp(document, metadata);
  document.catalog.set(PDFName.of('Lang'), PDFString.of(metadata.language));
  dateAttachments(document, date);
  return document.save();
}

function writeInfo(document: PDFDocument, metadata: HybridPdfMetadata, date: PDFString): void {
  const { context } = document;
  const info = context.lookup(context.trailerInfo.Info, PDFDict);
  for (const key of info.keys()) info.delete(key);
  const texts: [string, string][] = [
    ['Title', metadata.title],
    ['Author', metadata.author],
    ['Subject', metadata.subject],
    ['Keywords', metadata.keywords],
    ['Creator', metadata.creatorTool],
    ['Producer', metadata.producer],
  ];
  for (const [key, value] of texts) info.set(PDFName.of(key), PDFHexString.fromText(value));
  info.set(PDFName.of('CreationDate'), date);
  info.set(PDFName.of('ModDate'), date);
}

function writeXmp(document: PDFDocument, metadata: HybridPdfMetadata): void {
  const { catalog, context } = document;
  const previous = catalog.lookup(PDFName.of('Metadata'));
  if (!(previous instanceof PDFRawStream)) throw new Error('The Factur-X library wrote no XMP');
  const packet = hybridXmpPacket(new TextDecoder().decode(previous.contents), metadata);
  // Unfiltered, as PDF/A wants the metadata stream; pdf-lib writes /Length itself.
  const stream = context.stream(new TextEncoder().encode(packet), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  // In place of the library's stream, so no orphaned packet stays in the file.
  const reference = catalog.get(PDFName.of('Metadata'));
  if (reference instanceof PDFRef) context.assign(reference, stream);
  else catalog.set(PDFName.of('Metadata'), context.register(stream));
}

// The library dates the embedded files with the clock; the document's date keeps the bytes stable.
function dateAttachments(document: PDFDocument, date: PDFString): void {
  for (const { spec } of embeddedFiles(document.catalog)) {
    const files = spec.lookupMaybe(PDFName.of('EF'), PDFDict);
    for (const key of ['F', 'UF']) {
      const file = files?.lookup(PDFName.of(key));
      if (!(file instanceof PDFRawStream)) continue;
      const params = file.dict.lookupMaybe(PDFName.of('Params'), PDFDict);
      for (const entry of ['CreationDate', 'ModDate']) {
        if (params?.has(PDFName.of(entry))) params.set(PDFName.of(entry), date);
      }
    }
  }
}

/** `D:20260917083000+00'00'`: the PDF date of {@link xmpDateTime}'s instant and offset. */
export function pdfDateTime(date: Date): string {
  const digits = date.toISOString().slice(0, 19).replace(/[-T:]/g, '');
  return `D:${digits}+00'00'`;
}
