import type { Numeric } from '@faktura/domain';

/** The pain.001 versions Faktura writes: the 2019 one (DK/EPC default) and the older 2009 one. */
export type Pain001Version = 'pain.001.001.09' | 'pain.001.001.03';

export const PAIN001_VERSIONS: readonly Pain001Version[] = ['pain.001.001.09', 'pain.001.001.03'];

/** An account holder as a SEPA file names it. */
export interface SepaAccountHolder {
  name: string;
  iban: string;
  bic?: string | null;
}

/** One transfer to a creditor. */
export interface SepaTransfer {
  endToEndId: string;
  amount: Numeric;
  currency: string;
  creditor: SepaAccountHolder;
  /** Unstructured remittance, e.g. the supplier's invoice number; cut to 140 characters. */
  remittance: string;
}

/** Everything a credit transfer initiation (one batch from one debtor account) holds. */
export interface SepaCreditTransferInput {
  version?: Pain001Version;
  messageId: string;
  createdAt: Date;
  /** Requested execution date, YYYY-MM-DD. */
  executionDate: string;
  debtor: SepaAccountHolder;
  transfers: readonly SepaTransfer[];
}

/** A party of a file as written: name, IBAN, BIC or null. */
export interface CreditTransferParty {
  name: string | null;
  iban: string | null;
  bic: string | null;
}

/** One CdtTrfTxInf as written. */
export interface CreditTransferLine {
  endToEndId: string | null;
  amount: string | null;
  currency: string | null;
  creditor: CreditTransferParty;
  remittance: string | null;
}

/** What NbOfTxs and CtrlSum say. */
export interface DeclaredTotals {
  count: string | null;
  controlSum: string | null;
}

/** One PmtInf as written. */
export interface CreditTransferBatch {
  id: string | null;
  declared: DeclaredTotals;
  executionDate: string | null;
  serviceLevel: string | null;
  chargeBearer: string | null;
  debtor: CreditTransferParty;
  lines: CreditTransferLine[];
}

/**
 * The content of a pain.001 file, whether about to be written (from the input) or read back
 * (from XML): the EPC rule checker works on this one shape.
 */
export interface CreditTransferContent {
  messageId: string | null;
  createdAt: string | null;
  declared: DeclaredTotals;
  initiatingPartyName: string | null;
  batches: CreditTransferBatch[];
}
