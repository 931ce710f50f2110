import type { Numeric, SepaScheme, SepaSequenceType } from '@faktura/domain';
import type { DeclaredTotals, SepaAccountHolder } from './pain001.types';

/** The pain.008 versions Faktura writes: the 2019 one (EPC default) and the older 2009 one. */
export type Pain008Version = 'pain.008.001.08' | 'pain.008.001.02';

export const PAIN008_VERSIONS: readonly Pain008Version[] = ['pain.008.001.08', 'pain.008.001.02'];

/** One collection from a debtor under a mandate. */
export interface SepaDirectDebit {
  endToEndId: string;
  amount: Numeric;
  currency: string;
  scheme: SepaScheme;
  sequenceType: SepaSequenceType;
  /** Requested collection date, YYYY-MM-DD. */
  collectionDate: string;
  mandate: { reference: string; signedOn: string };
  debtor: SepaAccountHolder;
  /** A valid ISO 11649 reference goes structured (SCOR); any other text unstructured. */
  remittance: string;
}

/** Everything a direct debit initiation from one creditor account holds. */
export interface SepaDirectDebitInput {
  version?: Pain008Version;
  messageId: string;
  createdAt: Date;
  creditor: SepaAccountHolder;
  /** The SEPA creditor identifier (CdtrSchmeId). */
  creditorId: string;
  debits: readonly SepaDirectDebit[];
}

/** One DrctDbtTxInf as written. */
export interface DirectDebitLine {
  endToEndId: string | null;
  amount: string | null;
  currency: string | null;
  mandateId: string | null;
  signedOn: string | null;
  debtor: { name: string | null; iban: string | null; bic: string | null };
  unstructured: string | null;
  structured: string | null;
}

/** One PmtInf as written: one scheme, sequence type and collection date. */
export interface DirectDebitBatch {
  id: string | null;
  declared: DeclaredTotals;
  collectionDate: string | null;
  serviceLevel: string | null;
  scheme: string | null;
  sequenceType: string | null;
  chargeBearer: string | null;
  creditor: { name: string | null; iban: string | null; bic: string | null };
  creditorId: string | null;
  lines: DirectDebitLine[];
}

/** The content of a pain.008 file, about to be written or read back: what the checker reads. */
export interface DirectDebitContent {
  messageId: string | null;
  createdAt: string | null;
  declared: DeclaredTotals;
  initiatingPartyName: string | null;
  batches: DirectDebitBatch[];
}
