/**
 * The framework-free input of the e-invoice mapper: what Faktura knows about one invoice or
 * reversal, with EN 16931 business term numbers (BT-n, BG-n) on every field. Money, quantities
 * and percentages are decimal strings ("1234.50", never floats); dates are `YYYY-MM-DD`.
 */

/** A decimal number as text: `"19"`, `"1234.50"`, `"-2.5"`. */
export type DecimalString = string;

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

/**
 * VAT category (UNTDID 5305, BT-151/BT-118): S standard rate, Z zero rated, E exempt (needs an
 * exemption reason), AE reverse charge, K intra-EU supply, G export outside the EU.
 */
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G';

/** A postal address (BG-5 seller, BG-8 buyer). */
export interface EInvoiceAddress {
  /** BT-35 / BT-50. */
  street?: string;
  /** BT-36 / BT-51. */
  additionalStreet?: string;
  /** BT-38 / BT-53. */
  postcode?: string;
  /** BT-37 / BT-52. */
  city?: string;
  /** BT-40 / BT-55: ISO 3166-1 alpha-2. */
  countryCode: string;
}

/** An electronic address (BT-34 seller, BT-49 buyer). */
export interface EInvoiceElectronicAddress {
  /** The address itself, e.g. an e-mail address or a Leitweg-ID. */
  value: string;
  /** BT-34-1 / BT-49-1, EAS code list: `EM` (e-mail, the default), `0204` (Leitweg-ID), ... */
  scheme?: string;
}

/** A contact (BG-6 seller contact, BG-9 buyer contact); XRechnung needs all three for the seller. */
export interface EInvoiceContact {
  /** BT-41 / BT-56. */
  name?: string;
  /** BT-42 / BT-57. */
  phone?: string;
  /** BT-43 / BT-58. */
  email?: string;
}

/** The seller (BG-4): the account. */
export interface EInvoiceSeller {
  /** BT-27: the legal name. */
  name: string;
  /** BT-28: trading name, when it differs from the legal name. */
  tradingName?: string;
  address: EInvoiceAddress;
  /** BT-31: VAT identifier with country prefix (DE123456789). */
  vatId?: string;
  /** BT-32: tax registration number (Steuernummer). */
  taxNumber?: string;
  /** BT-30: legal registration identifier, e.g. "HRB 123456". */
  registrationId?: string;
  /** BT-33: additional legal information (register court, managing directors). */
  legalInformation?: string;
  /** BT-34. */
  electronicAddress?: EInvoiceElectronicAddress;
  /**
   * The Peppol participant identifier (EAS scheme + value, e.g. `0208` + `0123456749`): the
   * account's `peppol_id` or the default derived from its VAT identifier. Peppol BIS uses it as
   * BT-34; the other formats keep `electronicAddress`.
   */
  peppolId?: EInvoiceElectronicAddress;
  /** BG-6. */
  contact?: EInvoiceContact;
}

/** The buyer (BG-7): the customer company. */
export interface EInvoiceBuyer {
  /** BT-44. */
  name: string;
  /** BT-46: the buyer's identifier, e.g. Faktura's customer number. */
  identifier?: string;
  address: EInvoiceAddress;
  /** BT-48: required for reverse charge (AE, or BT-47 instead) and intra-EU supplies (K). */
  vatId?: string;
  /** BT-49. */
  electronicAddress?: EInvoiceElectronicAddress;
  /** The customer's Peppol participant identifier (see the seller's); Peppol BIS's BT-49. */
  peppolId?: EInvoiceElectronicAddress;
  /** BG-9. */
  contact?: EInvoiceContact;
}

/**
 * Where the amount due is paid to (BG-16/BG-17): the seller's account on an invoice, the buyer's
 * on a credit note when known. With an IBAN the means are 58 (SEPA credit transfer) for EUR and
 * 30 (credit transfer) for other currencies; without one, 1 (instrument not defined).
 */
export interface EInvoicePayment {
  /** BT-84. */
  iban?: string;
  /** BT-86. */
  bic?: string;
  /** BT-85: account holder. */
  accountName?: string;
  /** BT-83: remittance information, e.g. the creditor reference or the invoice number. */
  remittanceInformation?: string;
}

/** A SEPA direct debit collecting the invoice (payment means 59) instead of a transfer. */
export interface EInvoiceDirectDebit {
  /** BT-89: the mandate reference. */
  mandateReference: string;
  /** BT-90: the seller's SEPA creditor identifier. */
  creditorIdentifier: string;
  /** BT-91: the buyer's debited account (IBAN). */
  debtorIban: string;
}

/** Cash discount (Skonto), written into BT-20 in XRechnung's `#SKONTO#` syntax. */
export interface EInvoiceCashDiscount {
  /** Days from the issue date within which the discount applies. */
  days: number;
  /** Percent of the grand total, at most two decimals ("2", "2.50"). */
  percent: DecimalString;
}

/** The VAT of a line (BG-30). */
export interface EInvoiceLineVat {
  /** BT-151. */
  category: VatCategory;
  /** BT-152 in percent; used for S only, every other category is stated with 0. */
  rate: DecimalString;
  /** BT-120; defaults for AE, K and G, required for E. */
  exemptionReason?: string;
  /** BT-121 (VATEX code list); defaults for AE, K and G. */
  exemptionReasonCode?: string;
}

/** An invoice line (BG-25): an item position of the Faktura document. */
export interface EInvoiceLine {
  /** BT-126: unique within the invoice. */
  id: string;
  /** BT-153: the position's title. */
  name: string;
  /** BT-154: the position's description as plain text. */
  description?: string;
  /** BT-129. A lump sum is quantity 1 at its amount. */
  quantity: DecimalString;
  /** Faktura's free unit ("h", "Std", "Tag", "Stk", ...); BT-130 is derived by `unitCodeFor`. */
  unit?: string;
  /** Net unit price; BT-146 (with BT-149 when it has more than two decimals). */
  unitPrice: DecimalString;
  /** BT-131 as Faktura stored it; checked against quantity x unit price when given. */
  netAmount?: DecimalString;
  vat: EInvoiceLineVat;
}

/**
 * One Faktura invoice or reversal with the account and customer data an EN 16931 invoice needs.
 * Amounts are as on the Faktura document: a reversal's are negative, and its credit note (381)
 * states them as positive amounts credited.
 */
export interface EInvoiceSource {
  /** BT-3: `invoice` is 380, `credit_note` (a reversal) is 381. */
  kind: 'invoice' | 'credit_note';
  /** BT-1. */
  number: string;
  /** BT-2. */
  issueDate: IsoDate;
  /** BT-9. */
  dueDate?: IsoDate;
  /** BT-5: ISO 4217 with at most two minor-unit digits. */
  currency: string;
  /** BT-10: buyer reference, the Leitweg-ID for public-sector buyers (XRechnung requires it). */
  buyerReference?: string;
  /** BT-25/BT-26: the invoice a credit note reverses (required for `credit_note`). */
  precedingInvoice?: { number: string; issueDate?: IsoDate };
  /** BT-73/BT-74: the service period. */
  servicePeriod?: { start: IsoDate; end: IsoDate };
  /** BT-72: actual delivery date. */
  deliveryDate?: IsoDate;
  /** BG-15: the deliver-to address; default the buyer's. */
  deliveryAddress?: EInvoiceAddress;
  /** BT-22: free-text notes. */
  notes?: string[];
  seller: EInvoiceSeller;
  buyer: EInvoiceBuyer;
  payment?: EInvoicePayment;
  /** Set when the invoice is collected by SEPA direct debit: BG-16 then says 59, not 58. */
  directDebit?: EInvoiceDirectDebit;
  /** BT-20: payment terms as text, before the `#SKONTO#` line. */
  paymentTerms?: string;
  /** Ignored on credit notes, where no cash discount applies. */
  cashDiscount?: EInvoiceCashDiscount;
  /** Document discount in percent of the line total: one allowance (BG-20) per VAT group. */
  discountPercent?: DecimalString;
  /** BT-97: allowance reason; default "Discount". */
  discountReason?: string;
  /** BT-113: amount already paid. */
  paidAmount?: DecimalString;
  /** BG-25: the item positions, at least one. */
  lines: EInvoiceLine[];
  /** BCP 47 tag for the texts the library writes into a Factur-X PDF's metadata; default en-US. */
  language?: string;
}
