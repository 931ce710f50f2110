import type { FieldErrors } from '@faktura/domain';

/** The API field a user fills in for a source field, and what else would do instead. */
interface ApiField {
  field: string;
  hint?: string;
}

const BUYER_ADDRESS_HINT =
  'or a Leitweg-ID as buyer_reference of the invoice or company; for Peppol, company.peppol_id';

// What `invoiceToEInvoiceSource` reads each source field from: the invoice's own fields keep
// their request names, the seller's are the account's (GET /account), the buyer's the
// customer company's (GET /companies/{id}). Every field `checkEInvoiceSource` and
// `eInvoiceSourceProblems` can name is listed.
const FIELDS: Readonly<Record<string, ApiField>> = Object.freeze({
  number: { field: 'identifier' },
  issueDate: { field: 'date' },
  dueDate: { field: 'due_date' },
  deliveryDate: { field: 'date' },
  'servicePeriod.start': { field: 'service_period_from' },
  'servicePeriod.end': { field: 'service_period_to' },
  currency: { field: 'currency' },
  buyerReference: { field: 'buyer_reference' },
  'precedingInvoice.number': { field: 'reversed_invoice_id' },
  'precedingInvoice.issueDate': { field: 'reversed_invoice_id' },
  deliveryAddress: { field: 'recipient_address' },
  'deliveryAddress.countryCode': { field: 'company.country_code' },
  discountPercent: { field: 'discount' },
  paidAmount: { field: 'payments' },
  'cashDiscount.days': { field: 'cash_discount_days' },
  'cashDiscount.percent': { field: 'cash_discount' },
  'seller.name': { field: 'account.name', hint: 'or account.legal_name' },
  'seller.address': { field: 'account.street', hint: 'with account.zip and account.city' },
  'seller.address.street': { field: 'account.street' },
  'seller.address.postcode': { field: 'account.zip' },
  'seller.address.city': { field: 'account.city' },
  'seller.address.countryCode': { field: 'account.country_code' },
  'seller.electronicAddress': { field: 'account.email', hint: 'or account.email_from_address' },
  'seller.electronicAddress.scheme': { field: 'account.email' },
  'seller.vatId': { field: 'account.vat_identifier' },
  'seller.taxNumber': { field: 'account.tax_number' },
  'seller.peppolId': { field: 'account.peppol_id' },
  'seller.peppolId.scheme': { field: 'account.peppol_id' },
  'seller.contact.name': { field: 'user_id', hint: 'the contact person needs a name' },
  'seller.contact.phone': { field: 'account.phone' },
  'seller.contact.email': { field: 'account.email' },
  'buyer.name': { field: 'company.name' },
  'buyer.identifier': { field: 'company.identifier' },
  'buyer.address': { field: 'recipient_address' },
  'buyer.address.street': { field: 'recipient_address' },
  'buyer.address.postcode': { field: 'recipient_address' },
  'buyer.address.city': { field: 'recipient_address' },
  'buyer.address.countryCode': { field: 'company.country_code' },
  'buyer.electronicAddress': { field: 'company.email', hint: BUYER_ADDRESS_HINT },
  'buyer.electronicAddress.scheme': { field: 'company.email', hint: BUYER_ADDRESS_HINT },
  'buyer.vatId': { field: 'company.vat_identifier' },
  'buyer.peppolId': { field: 'company.peppol_id' },
  'buyer.peppolId.scheme': { field: 'company.peppol_id' },
  lines: { field: 'items', hint: 'an invoice needs an item that is not optional' },
});

// A line's fields, by what follows `lines[n].`; the VAT is the invoice's, the same on every line.
const LINE_FIELDS: Readonly<Record<string, { item?: string; invoice?: string }>> = Object.freeze({
  id: { item: '' },
  name: { item: '.title' },
  description: { item: '.description' },
  quantity: { item: '.quantity' },
  unit: { item: '.unit' },
  unitPrice: { item: '.unit_price' },
  netAmount: { item: '.net_total' },
  'vat.category': { invoice: 'tax' },
  'vat.rate': { invoice: 'tax' },
  'vat.exemptionReason': { invoice: 'vat_code.notice_tax_exemption' },
  'vat.exemptionReasonCode': { invoice: 'vat_code.notice_tax_exemption' },
});

const LINE_FIELD = /^lines\[(\d+)\]\.(.+)$/;

/** Where a problem goes when no API field matches it: the e-invoice as a whole. */
export const E_INVOICE_FIELD = 'einvoice';

/**
 * The API field a source field (`buyer.electronicAddress`) is filled from (`company.email`),
 * with a hint what else would do; `lineItems[n]` is the index in the invoice's `items` of the
 * source's line n (else lines are named by their own index). Null for a field Faktura does not
 * fill.
 */
export function apiFieldOfSourceField(
  sourceField: string,
  lineItems?: readonly number[],
): ApiField | null {
  const line = LINE_FIELD.exec(sourceField);
  if (!line) return FIELDS[sourceField] ?? null;
  const index = Number(line[1]);
  const target = LINE_FIELDS[line[2] ?? ''];
  if (!target) return null;
  if (target.invoice !== undefined) return { field: target.invoice };
  return { field: `items[${lineItems?.[index] ?? index}]${target.item ?? ''}` };
}

/**
 * The field errors of an e-invoice source (`checkEInvoiceSource`, `eInvoiceSourceProblems`)
 * renamed to the API fields to fill in, merged where two source fields come from one API
 * field; a field without an API name stays under `einvoice`, prefixed with its source name.
 */
export function toApiFieldErrors(
  errors: FieldErrors,
  lineItems?: readonly number[],
): Record<string, string[]> {
  const renamed: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const messages = (renamed[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  for (const [sourceField, messages] of Object.entries(errors)) {
    const target =
      sourceField === E_INVOICE_FIELD ? null : apiFieldOfSourceField(sourceField, lineItems);
    for (const message of messages) {
      if (sourceField === E_INVOICE_FIELD) add(E_INVOICE_FIELD, message);
      else if (!target) add(E_INVOICE_FIELD, `${sourceField}: ${message}`);
      else add(target.field, target.hint ? `${message} (${target.hint})` : message);
    }
  }
  return renamed;
}
