import type { StoredEInvoice } from './einvoice-documents.repository';
import type { EInvoiceValidationResponse } from './dto/einvoice-validation.response';

/** The wire form of a stored e-invoice's report. */
export function toValidationResponse(
  invoiceId: number,
  document: StoredEInvoice,
): EInvoiceValidationResponse {
  const { report } = document;
  return {
    invoice_id: invoiceId,
    format: document.format,
    status: report.status,
    validated_at: document.createdAt.toISOString(),
    generation_ms: document.generationMs,
    validation_ms: report.durationMs,
    findings: report.findings.map(({ id, flag, location, text, source }) => ({
      id,
      flag,
      location,
      text,
      source,
    })),
  };
}
