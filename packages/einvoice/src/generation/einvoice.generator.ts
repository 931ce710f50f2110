import { DomainError } from '@faktura/domain';
import { eInvoiceFormatInfo, type EInvoiceFormat } from './einvoice-formats';
import { toEInvoiceInput } from './einvoice-input.mapper';
import { renderWithLibrary } from './einvoice-library.renderer';
import { hybridPdfMetadata, wrappedPdfDate, writeHybridPdfMetadata } from './hybrid-pdf.metadata';
import type { EInvoiceSource } from './einvoice-source.types';

/** A generated e-invoice: the XML as text, or the Factur-X PDF/A-3 as bytes. */
export interface GeneratedEInvoice {
  bytes: Uint8Array | string;
  mimeType: 'application/xml' | 'application/pdf';
  filename: string;
}

/**
 * The e-invoice XML of a source: what {@link generateEInvoice} returns for the XML formats, and
 * for `factur-x` the `factur-x.xml` the hybrid PDF carries. The validation gate checks this.
 */
export async function eInvoiceXml(source: EInvoiceSource, format: EInvoiceFormat): Promise<string> {
  const info = eInvoiceFormatInfo(format);
  const output = await renderWithLibrary(toEInvoiceInput(source, format), source, info, {
    format: info.xmlFormat,
    lang: source.language ?? 'en-US',
  });
  return typeof output === 'string' ? output : new TextDecoder().decode(output);
}

/**
 * Generates the e-invoice of a source in a format. `factur-x` needs the invoice's PDF and returns
 * it as PDF/A-3 with `factur-x.xml` (EN 16931 profile) attached; the others return the XML.
 */
export async function generateEInvoice(
  source: EInvoiceSource,
  format: EInvoiceFormat,
  pdf?: Uint8Array,
): Promise<GeneratedEInvoice> {
  const info = eInvoiceFormatInfo(format);
  if (info.mimeType === 'application/xml') {
    const xml = await eInvoiceXml(source, format);
    return { bytes: xml, mimeType: info.mimeType, filename: eInvoiceFilename(source, format) };
  }
  if (pdf === undefined || pdf.length === 0) {
    throw DomainError.validation({ pdf: ['is required for a Factur-X invoice'] });
  }
  const filename = eInvoiceFilename(source, format);
  const output = await renderWithLibrary(toEInvoiceInput(source, format), source, info, {
    format: info.outputFormat,
    lang: source.language ?? 'en-US',
    pdf: { buffer: pdf, filename, mimetype: 'application/pdf' },
  });
  const wrapped = typeof output === 'string' ? new TextEncoder().encode(output) : output;
  // The library's Info dictionary contradicts its own XMP, which strict PDF/A validators refuse.
  const metadata = hybridPdfMetadata(source, await wrappedPdfDate(pdf, source));
  const bytes = await writeHybridPdfMetadata(wrapped, metadata);
  return { bytes, mimeType: info.mimeType, filename };
}

// A filename must never carry a path, whatever the document number holds.
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');

/** `R260001-xrechnung-ubl.xml`, or `R260001.pdf` for the hybrid PDF. */
export function eInvoiceFilename(source: EInvoiceSource, format: EInvoiceFormat): string {
  const base = safeName(source.number) || 'invoice';
  return eInvoiceFormatInfo(format).mimeType === 'application/pdf'
    ? `${base}.pdf`
    : `${base}-${format}.xml`;
}
