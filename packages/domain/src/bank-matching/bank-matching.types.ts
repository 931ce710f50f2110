/** What matching reads of a bank transaction (one payment of a statement entry). */
export interface MatchableTransaction {
  /** The caller's key of the transaction (its row id), handed back with its outcome. */
  key: number;
  /** Positive decimal string; `direction` says which way it went. */
  amount: string;
  currency: string;
  direction: 'credit' | 'debit';
  endToEndId: string | null;
  structuredReference: string | null;
  remittanceText: string | null;
  counterpartyIban: string | null;
  /** A return reason code, or a bank reversal: the transaction takes an earlier one back. */
  returnReason: string | null;
  reversal: boolean;
}

/** An invoice that can still be paid, as matching needs it. */
export interface OpenInvoice {
  id: number;
  identifier: string | null;
  customerId: number;
  currency: string;
  /** Gross total minus payments, as a decimal string (may be zero or negative). */
  openAmount: string;
  /** Its structured payment reference (RF or Swiss QR reference), if any. */
  reference: string | null;
}

/** A purchase that can still be paid, as matching needs it. */
export interface OpenPurchase {
  id: number;
  identifier: string;
  /** The supplier's invoice number. */
  receiptIdentifier: string | null;
  /** The payment reference the supplier asked for. */
  reference: string | null;
  /** The purchase's IBAN, else its supplier's. */
  iban: string | null;
  currency: string;
  openAmount: string;
}

/** A payment Faktura sent to the bank itself: a direct debit it collects or a transfer it made. */
export interface IssuedPayment {
  endToEndId: string;
  amount: string;
  invoiceId?: number;
  purchaseId?: number;
}

/** Everything matching compares transactions with; built into a MatchIndex once per import. */
export interface MatchContext {
  invoices: readonly OpenInvoice[];
  purchases: readonly OpenPurchase[];
  /** Payer IBANs known for customers: their companies' IBANs and earlier matched payers. */
  customerIbans: readonly { iban: string; customerId: number }[];
  /** Direct debits Faktura issued (pain.008) and transfers it exported (pain.001). */
  issuedPayments: readonly IssuedPayment[];
  /** Whether a structured reference has valid check digits (ISO 11649 or Swiss QR reference). */
  isValidReference: (reference: string) => boolean;
}

/** Which rule found the match, in the order they are tried. */
export type MatchRule =
  'reference' | 'end_to_end_id' | 'document_number' | 'payer_iban' | 'supplier_iban' | 'manual';

/** One part of a transaction's amount, on one invoice or one purchase. */
export interface Allocation {
  invoiceId?: number;
  purchaseId?: number;
  /** Positive decimal string in the transaction's currency. */
  amount: string;
}

/**
 * What matching decided for one transaction:
 * - `book`: sure, book these payments;
 * - `suggest`: candidates for a person to confirm, with the amounts they would take;
 * - `return`: it takes back an earlier payment (returned direct debit, bank reversal);
 * - `none`: nothing found.
 */
export type MatchOutcome =
  | { key: number; kind: 'book'; rule: MatchRule; allocations: Allocation[] }
  | { key: number; kind: 'suggest'; rule: MatchRule; allocations: Allocation[] }
  | { key: number; kind: 'return'; reason: string | null; endToEndId: string | null }
  | { key: number; kind: 'none' };
