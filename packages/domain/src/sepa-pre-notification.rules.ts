import {
  describeMandate,
  type MandateCollection,
  type StoredMandateStatus,
} from './sepa-mandate.rules.js';

/** What an invoice collected by SEPA direct debit announces (the pre-notification). */
export interface DirectDebitNotice {
  mandateReference: string;
  creditorIdentifier: string;
  /** The debtor's IBAN as the mandate stores it. */
  debtorIban: string;
  /** The day the amount is debited (`YYYY-MM-DD`). */
  collectionDate: string;
}

/** A customer's mandate as far as the pre-notification reads it. */
export interface NoticeMandate {
  reference: string;
  iban: string;
  status: StoredMandateStatus;
  signedOn: string;
  collections: readonly MandateCollection[];
}

/** What decides whether an invoice is collected by direct debit, and how. */
export interface DirectDebitNoticeInput {
  /** The customer's payment means (`direct_debit`, `credit_transfer`, ...); null when unset. */
  paymentMeans: string | null;
  /** The account's SEPA creditor identifier; null when it has none. */
  creditorIdentifier: string | null;
  /** The customer's mandates, oldest first. */
  mandates: readonly NoticeMandate[];
  dueDate: string;
  /** The earliest collection date a file handed to the bank today could name. */
  earliestCollectionDate: string;
  today: string;
}

/**
 * The pre-notification of an invoice: the customer pays by direct debit, the account has a
 * creditor identifier and the customer an active mandate (the newest active one is used);
 * debited on the due date, or on the earliest collection date when that is later. Null otherwise.
 */
export function directDebitNotice(input: DirectDebitNoticeInput): DirectDebitNotice | null {
  if (input.paymentMeans !== 'direct_debit') return null;
  const creditorIdentifier = input.creditorIdentifier?.trim() ?? '';
  if (creditorIdentifier === '') return null;
  const mandate = [...input.mandates]
    .reverse()
    .find((candidate) => describeMandate(candidate, input.today).status === 'active');
  if (!mandate) return null;
  return {
    mandateReference: mandate.reference,
    creditorIdentifier,
    debtorIban: mandate.iban,
    collectionDate:
      input.earliestCollectionDate > input.dueDate ? input.earliestCollectionDate : input.dueDate,
  };
}

/** The IBAN as a pre-notification prints it: only its last four characters (`****1234`). */
export function maskedIban(iban: string): string {
  return `****${iban.replace(/\s+/g, '').slice(-4)}`;
}
