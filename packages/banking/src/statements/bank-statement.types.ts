/**
 * What a bank statement file says, whatever its format: the readers of camt.053, camt.054 and
 * MT940 all return these shapes, and the API's import and matching read only them.
 *
 * Amounts are decimal strings with a dot and no sign ("1234.50"); the direction says which way
 * the money went. Dates are ISO calendar dates ("2026-11-30").
 */

/** The formats Faktura reads, detected from a file's content. */
export type StatementFormat =
  | 'camt.053.001.02'
  | 'camt.053.001.04'
  | 'camt.053.001.08'
  | 'camt.054.001.02'
  | 'camt.054.001.08'
  | 'mt940';

/** Money into the account (credit) or out of it (debit), as the account holder sees it. */
export type EntryDirection = 'credit' | 'debit';

/** A balance of a statement; `amount` carries a leading "-" when the account is overdrawn. */
export interface StatementBalance {
  amount: string;
  currency: string;
  date: string;
}

/** The other side of a transaction: the payer of a credit, the payee of a debit. */
export interface Counterparty {
  name: string | null;
  iban: string | null;
  bic: string | null;
}

/** One payment inside an entry (a batch booking holds several). */
export interface StatementTransaction {
  amount: string;
  currency: string;
  direction: EntryDirection;
  /** EndToEndId as the payer set it; null when absent or "NOTPROVIDED". */
  endToEndId: string | null;
  /** MndtId of a direct debit. */
  mandateId: string | null;
  /** The bank's reference of this transaction (AcctSvcrRef), if any. */
  bankReference: string | null;
  counterparty: Counterparty;
  /** Structured remittance: the creditor reference (Strd/CdtrRefInf/Ref), e.g. "RF18R260001". */
  structuredReference: string | null;
  /** Unstructured remittance text, lines joined with a space. */
  remittanceText: string | null;
  /** Return reason code of a returned or rejected payment (e.g. "AC04", "MD06"), if any. */
  returnReason: string | null;
}

/** One booked line of a statement: the unit a bank reports and Faktura imports once. */
export interface StatementEntry {
  /** The bank's unique reference of the entry (NtryRef, AcctSvcrRef, MT940 "//" reference). */
  entryReference: string | null;
  bookingDate: string;
  valueDate: string | null;
  amount: string;
  currency: string;
  direction: EntryDirection;
  /** True for a reversal (RvslInd, MT940 "RC"/"RD"): the bank took back an earlier entry. */
  reversal: boolean;
  /** Domain-family-subfamily (e.g. "PMNT-RCDT-ESCT"), proprietary code, or MT940 type code. */
  bankTransactionCode: string | null;
  /** At least one; an entry without details gets one made from the entry itself. */
  transactions: StatementTransaction[];
}

/** One account's statement (camt Stmt/Ntfctn, one MT940 message). */
export interface BankStatement {
  /** The statement's own id (camt Id, MT940 :20:). */
  statementId: string | null;
  /** Electronic sequence or statement number (ElctrncSeqNb, MT940 :28C:). */
  sequenceNumber: string | null;
  /** The account: an IBAN, or for an MT940 without one the bank code/account number as given. */
  account: { iban: string | null; identifier: string; currency: string | null };
  createdAt: string | null;
  fromDate: string | null;
  toDate: string | null;
  openingBalance: StatementBalance | null;
  closingBalance: StatementBalance | null;
  entries: StatementEntry[];
}

/** A whole file: its format and the statements it holds (one or more). */
export interface BankStatementFile {
  format: StatementFormat;
  /** camt GrpHdr/MsgId; null for MT940. */
  messageId: string | null;
  statements: BankStatement[];
}

/** Why a bank file cannot be read; the API answers these with a 422 naming the file. */
export type BankFileProblem =
  'unknown_format' | 'malformed' | 'doctype_refused' | 'balance_mismatch' | 'missing_field';

/** A bank file that cannot be read, with a message a person can act on. */
export class BankFileError extends Error {
  constructor(
    readonly problem: BankFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'BankFileError';
  }
}
