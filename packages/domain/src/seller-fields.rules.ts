import type { VatKind } from './vat.calculator.js';

/** The documents that go out to a customer and carry the seller's details. */
export type SellerDocumentKind = 'offer' | 'invoice' | 'invoice_reminder' | 'invoice_timesheet';

/** A seller field of the account, named as GET /account names it. */
export type SellerField =
  'name' | 'street' | 'zip' | 'city' | 'country_code' | 'vat_identifier' | 'tax_number';

/** The account's seller data, as far as the rule looks at it. */
export interface SellerFieldValues {
  name: string | null;
  legalName?: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string | null;
  vatIdentifier: string | null;
  taxNumber: string | null;
}

/** The document about to be sent: its kind and, for offers and invoices, its VAT kind. */
export interface SellerDocument {
  kind: SellerDocumentKind;
  vatKind?: VatKind | null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

// An invoice (§14 (4) UStG, §11 UStG AT, art. 26 MWSTG) and a reminder about it name the seller
// with full address and VAT ID or tax number; an offer is only a business letter, which needs
// the name and address. On an invoice, reverse charge and intra-EU supplies need the VAT ID
// itself, which their exemption notice prints.
const NEEDS_TAX_IDENTIFIER: Readonly<Record<SellerDocumentKind, boolean>> = Object.freeze({
  offer: false,
  invoice: true,
  invoice_reminder: true,
  invoice_timesheet: true,
});

/**
 * The account fields a document may not be sent without, in the order GET /account lists them;
 * when either a VAT ID or a tax number would do, both are named.
 */
export function missingSellerFields(
  document: SellerDocument,
  account: SellerFieldValues,
): SellerField[] {
  const missing: SellerField[] = [];
  if (blank(account.legalName) && blank(account.name)) missing.push('name');
  if (blank(account.street)) missing.push('street');
  if (blank(account.zip)) missing.push('zip');
  if (blank(account.city)) missing.push('city');
  if (blank(account.countryCode)) missing.push('country_code');
  if (!NEEDS_TAX_IDENTIFIER[document.kind] || !blank(account.vatIdentifier)) return missing;
  const exempt = document.vatKind === 'reverse_charge' || document.vatKind === 'intra_eu';
  if (exempt) missing.push('vat_identifier');
  else if (blank(account.taxNumber)) missing.push('vat_identifier', 'tax_number');
  return missing;
}

/** Why a missing seller field stops the sending, for the 422 that names it. */
export function missingSellerFieldMessage(field: SellerField, missing: readonly SellerField[]) {
  if (field === 'vat_identifier' && missing.includes('tax_number'))
    return 'must be set in the account (or tax_number) before the document is sent';
  if (field === 'tax_number' && missing.includes('vat_identifier'))
    return 'must be set in the account (or vat_identifier) before the document is sent';
  return 'must be set in the account before the document is sent';
}
