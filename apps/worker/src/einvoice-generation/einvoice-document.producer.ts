import type { PrismaClient } from '@faktura/db';
import {
  checkEInvoiceData,
  checkHybridPdf,
  eInvoiceContentHash,
  eInvoiceFormatInfo,
  eInvoiceXml,
  generateEInvoice,
  loadEInvoiceSource,
  mergeReports,
  type EInvoiceFormat,
  type EInvoiceValidator,
} from '@faktura/einvoice';
import { renderDocumentPdf } from '../document-rendering/document-pdf.renderer';
import { findEInvoiceDocument, storeEInvoiceDocument } from './einvoice-document.store';
import { sharedEInvoiceValidator } from './einvoice-validator.holder';

/** Which e-invoice to make: an invoice of an account in a format (Factur-X on a paper). */
export interface EInvoiceRequest {
  accountId: number;
  invoiceId: number;
  format: EInvoiceFormat;
  /** Factur-X only: the paper of the PDF it wraps (null: the default), or none at all. */
  letterPaperId: number | null;
  blank?: boolean;
  publicUrl: string;
}

/**
 * The e-invoice of an invoice as it is now: found by content hash, or generated, validated and
 * stored with its report (valid or not: the API decides what may leave). Safe to run twice and
 * from several workers at once. Data an e-invoice cannot be made of throws (`eInvoiceDataErrors`
 * tells it from a transient failure).
 */
export async function produceEInvoice(
  prisma: PrismaClient,
  request: EInvoiceRequest,
  validator: () => Promise<EInvoiceValidator> = sharedEInvoiceValidator,
): Promise<{ contentHash: string; cached: boolean }> {
  const { accountId, invoiceId, format } = request;
  const source = await loadEInvoiceSource(prisma, accountId, invoiceId);
  // What the data lacks is the API's 422 (it checks before queueing; this catches a change since).
  checkEInvoiceData(source, format);
  const pdf = format === 'factur-x' ? await invoicePdf(prisma, request) : undefined;
  const contentHash = eInvoiceContentHash(source, format, pdf?.contentHash);
  const content = { accountId, invoiceId, format, contentHash };
  if (await findEInvoiceDocument(prisma, content)) return { contentHash, cached: true };

  const startedAt = performance.now();
  const generated = await generateEInvoice(source, format, pdf?.bytes);
  const generationMs = Math.round(performance.now() - startedAt);
  // The hybrid's factur-x.xml is the CII of the same input; that XML is what the rules check.
  const xml =
    typeof generated.bytes === 'string' ? generated.bytes : await eInvoiceXml(source, format);
  const info = eInvoiceFormatInfo(format);
  const rules = await (
    await validator()
  ).validate(xml, info.syntax, {
    xrechnung: info.cius === 'xrechnung',
    peppol: info.cius === 'peppol',
  });
  const bytes =
    typeof generated.bytes === 'string'
      ? new TextEncoder().encode(generated.bytes)
      : generated.bytes;
  // A hybrid is also checked as the PDF/A-3 it claims to be, with the XML the rules checked.
  const report =
    format === 'factur-x' ? mergeReports(rules, await checkHybridPdf(bytes, xml)) : rules;
  const stored = await storeEInvoiceDocument(prisma, content, {
    filename: generated.filename,
    mimeType: generated.mimeType,
    bytes,
    report,
    generationMs,
  });
  return { contentHash, cached: !stored };
}

async function invoicePdf(prisma: PrismaClient, request: EInvoiceRequest) {
  const rendered = await renderDocumentPdf(prisma, {
    kind: 'invoice',
    accountId: request.accountId,
    documentId: request.invoiceId,
    letterPaperId: request.letterPaperId,
    blank: request.blank === true,
    publicUrl: request.publicUrl,
  });
  const file = await prisma.storedFile.findFirstOrThrow({
    where: { id: rendered.fileId, accountId: request.accountId },
    select: { data: true },
  });
  return { contentHash: rendered.contentHash, bytes: new Uint8Array(file.data) };
}
