/**
 * What {@link parseEInvoice} reads from a received EN 16931 e-invoice, syntax-neutral. Money,
 * quantities and percentages are decimal strings as the document states them (normalised:
 * no "+", no leading "." or trailing "."; trailing zeros kept); dates are `YYYY-MM-DD`.
 */

/** A party's address and identifiers as far as the document states them. */
export interface ParsedEInvoiceAddress {
  /** BT-35 / BT-50. */
  street?: string;
  /** BT-38 / BT-53. */
  postcode?: string;
  /** BT-37 / BT-52. */
  city?: string;
  /** BT-40 / BT-55. */
  countryCode?: string;
}

/**
 * A Peppol participant identifier: an electronic address (BT-34 / BT-49) under an EAS scheme
 * with a four-digit ICD code (`0088` GLN, `0208` Belgian enterprise number, ...).
 */
export interface ParsedPeppolId {
  /** BT-34-1 / BT-49-1. */
  scheme: string;
  value: string;
}

/** The buyer (BG-7). */
export interface ParsedEInvoiceBuyer extends ParsedEInvoiceAddress {
  /** BT-44. */
  name: string;
  /** BT-48. */
  vatId?: string;
  /** BT-58 (buyer contact e-mail). */
  email?: string;
  /** BT-34 / BT-49 as stated, whatever its scheme. */
  electronicAddress?: string;
  /** The electronic address again when its scheme is a participant identifier one. */
  peppolId?: ParsedPeppolId;
}

/** The seller (BG-4). */
export interface ParsedEInvoiceSeller extends ParsedEInvoiceBuyer {
  /** BT-28. */
  tradingName?: string;
  /** BT-32: the tax registration under a scheme other than VAT (Steuernummer). */
  taxNumber?: string;
}

/** An invoice line (BG-25). */
export interface ParsedEInvoiceLine {
  /** BT-126. */
  id: string;
  /** BT-153. */
  name: string;
  /** BT-154. */
  description?: string;
  /** BT-129. */
  quantity: string;
  /** BT-130. */
  unitCode?: string;
  /** BT-146 divided by BT-149 when a base quantity other than 1 is stated. */
  unitPrice: string;
  /** BT-131. */
  netAmount: string;
  /** BT-151. */
  vatCategory: string;
  /** BT-152; "0" when the document states none (category O has no rate). */
  vatRate: string;
  /** Sum of the line's allowances (BG-27), when it has any; BT-131 already has them taken off. */
  allowanceTotal?: string;
  /** Sum of the line's charges (BG-28), when it has any; BT-131 already includes them. */
  chargeTotal?: string;
}

/** A document level allowance (BG-20) or charge (BG-21). */
export interface ParsedEInvoiceAllowanceCharge {
  /** BT-92 / BT-99. */
  amount: string;
  /** BT-95 / BT-102. */
  vatCategory: string;
  /** BT-96 / BT-103; "0" when not stated. */
  vatRate: string;
  /** BT-97 / BT-104. */
  reason?: string;
}

/** One VAT breakdown (BG-23). */
export interface ParsedEInvoiceVatBreakdown {
  /** BT-118. */
  category: string;
  /** BT-119; "0" when not stated. */
  rate: string;
  /** BT-116. */
  taxableAmount: string;
  /** BT-117. */
  taxAmount: string;
  /** BT-120. */
  exemptionReason?: string;
}

/** The document totals (BG-22); an absent optional total is stated as zero. */
export interface ParsedEInvoiceTotals {
  /** BT-106. */
  lineTotal: string;
  /** BT-107. */
  allowanceTotal: string;
  /** BT-108. */
  chargeTotal: string;
  /** BT-109. */
  taxExclusive: string;
  /** BT-110 in the invoice currency. */
  taxTotal: string;
  /** BT-112. */
  taxInclusive: string;
  /** BT-113. */
  prepaid: string;
  /** BT-114, when stated; zero otherwise. */
  rounding: string;
  /** BT-115. */
  payable: string;
}

/** A received e-invoice, read from UBL or CII, as XML or inside a Factur-X/ZUGFeRD PDF. */
export interface ParsedEInvoice {
  syntax: 'ubl' | 'cii';
  container: 'xml' | 'pdf';
  /** BT-24. */
  customizationId?: string;
  /** BT-3. */
  typeCode: string;
  /** `credit_note` for a UBL CreditNote and for the credit note type codes (381 and kin). */
  kind: 'invoice' | 'credit_note';
  /** BT-1. */
  number: string;
  /** BT-2. */
  issueDate: string;
  /** BT-9. */
  dueDate?: string;
  /** BT-5. */
  currency: string;
  /** BT-10. */
  buyerReference?: string;
  /** BT-25 (the first one when several are stated). */
  precedingInvoiceNumber?: string;
  /** BT-73/BT-74; stated when either date is. */
  servicePeriod?: { start?: string; end?: string };
  /** BT-72. */
  deliveryDate?: string;
  /** BT-22. */
  notes: string[];
  seller: ParsedEInvoiceSeller;
  buyer: ParsedEInvoiceBuyer;
  /** BT-20. */
  paymentTerms?: string;
  /** BT-84 (the first credit transfer account). */
  iban?: string;
  /** BT-86. */
  bic?: string;
  /** BT-83. */
  paymentReference?: string;
  lines: ParsedEInvoiceLine[];
  allowances: ParsedEInvoiceAllowanceCharge[];
  charges: ParsedEInvoiceAllowanceCharge[];
  vatBreakdown: ParsedEInvoiceVatBreakdown[];
  totals: ParsedEInvoiceTotals;
}

/** What a syntax reader returns: everything but the container, which only the caller knows. */
export type ParsedDocument = Omit<ParsedEInvoice, 'container'>;
