import { DomainError } from '@faktura/domain';
import type { EInvoiceFormat } from '@faktura/einvoice';
import type { StoredEInvoice } from './einvoice-documents.repository';

// At most this many findings in a 422: the report has them all.
const MAX_LISTED = 20;

/**
 * The gate: a valid e-invoice passes; an invalid one is a 422 naming each fatal finding as
 * `<rule id>: <text>` under `einvoice`; an unchecked one (validation unavailable) is a 503.
 */
export function deliverableOrThrow(document: StoredEInvoice): StoredEInvoice {
  const { report } = document;
  if (report.status === 'valid') return document;
  if (report.status === 'unavailable') {
    const reason = report.findings[0]?.text ?? 'the validator could not run';
    throw DomainError.unavailable(`E-invoice validation is unavailable: ${reason}`);
  }
  const fatal = report.findings.filter((finding) => finding.flag === 'fatal');
  const listed = fatal.slice(0, MAX_LISTED).map((finding) => `${finding.id}: ${finding.text}`);
  if (fatal.length > MAX_LISTED) {
    listed.push(`and ${fatal.length - MAX_LISTED} more (GET /invoices/{id}/einvoice_validation)`);
  }
  throw DomainError.validation({ einvoice: listed }, 'The e-invoice fails validation');
}

/**
 * The e-invoice a customer's `invoice_format` asks for: Factur-X for `zugferd_x_invoice`, Peppol
 * BIS for `peppol`, XRechnung UBL for `x_invoice`. A string, not the Prisma enum, so that a value
 * the database does not know yet maps like `x_invoice`.
 */
export function formatForCustomer(invoiceFormat: string): EInvoiceFormat {
  switch (invoiceFormat) {
    case 'zugferd_x_invoice':
      return 'factur-x';
    case 'peppol':
      return 'peppol';
    default:
      return 'xrechnung-ubl';
  }
}
