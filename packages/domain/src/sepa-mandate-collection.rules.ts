import { type Decimal, type Numeric, sumDecimals, toDecimal } from './money.js';
import type { InvoiceStatus } from './invoice-status.machine.js';
import {
  nextSequenceType,
  type SepaMandateStatus,
  type SepaSequenceType,
} from './sepa-mandate.rules.js';

/** What a direct debit run needs to know of an invoice chosen for it. */
export interface DirectDebitCandidate {
  id: number;
  /** The invoice number; null for drafts. */
  identifier: string | null;
  status: InvoiceStatus;
  currency: string;
  grossTotal: Numeric;
  payments: readonly Numeric[];
  /** The invoice was reversed (cancelled) by a reversal invoice. */
  reversed: boolean;
  /**
   * The invoice was handed to debt collection: the collector claims it now, and a direct debit
   * beside that would collect twice. Optional for callers written before it (read as false).
   */
  debtCollection?: boolean;
  /**
   * The status today of the customer's best mandate (an active one if there is any, else the
   * newest); null when the customer has none.
   */
  mandate: SepaMandateStatus | null;
  /** A collection of an earlier run is still pending. */
  debitPending: boolean;
}

/** What is still to collect of an invoice: its gross total less its payments. */
export function invoiceOpenAmount(grossTotal: Numeric, payments: readonly Numeric[]): Decimal {
  return toDecimal(grossTotal).minus(sumDecimals(payments.map((total) => toDecimal(total))));
}

/** Why an invoice cannot be collected, checked in this order (the first that applies). */
const REASONS: readonly [string, (candidate: DirectDebitCandidate) => boolean][] = [
  ['is a draft', (c) => c.status === 'draft'],
  ['is reversed', (c) => c.reversed],
  ['is handed to debt collection', (c) => c.debtCollection === true],
  ['is not in EUR', (c) => c.currency !== 'EUR'],
  ['has nothing left to collect', (c) => invoiceOpenAmount(c.grossTotal, c.payments).lte(0)],
  ['is already in a pending direct debit', (c) => c.debitPending],
  ['has a customer without a SEPA mandate', (c) => c.mandate === null],
  ['has a customer whose mandate is revoked', (c) => c.mandate === 'revoked'],
  ['has a customer whose mandate expired (36 months unused)', (c) => c.mandate === 'expired'],
  ['has a customer whose mandate is used up (final collection sent)', (c) => c.mandate === 'used'],
];

/**
 * Why chosen invoices cannot go into a direct debit run: one message per reason naming the
 * invoices (by number, drafts by id), each invoice under its first reason; empty when all can.
 */
export function directDebitRunProblems(candidates: readonly DirectDebitCandidate[]): string[] {
  const named = new Map<string, string[]>();
  for (const candidate of candidates) {
    const reason = REASONS.find(([, applies]) => applies(candidate));
    if (!reason) continue;
    const name = candidate.identifier ?? `draft ${candidate.id}`;
    named.set(reason[0], [...(named.get(reason[0]) ?? []), name]);
  }
  return [...named].map(([reason, names]) => `invoice ${names.join(', ')}: ${reason}`);
}

/** One collection of a run before its sequence type is known. */
export interface PlannedCollection {
  invoiceId: number;
  mandateId: number;
  /** Collections under the mandate that went out before this run (sent or booked). */
  earlierCollections: number;
}

/**
 * The sequence type of each collection of a run (by invoice id), in the given order: a mandate's
 * first collection in the run follows its history (FRST or RCUR), the next ones are RCUR; for a
 * mandate in `finalMandates` its last collection in the run is FNAL (OOFF when it is also its
 * first collection ever).
 */
export function collectionSequenceTypes(
  collections: readonly PlannedCollection[],
  finalMandates: ReadonlySet<number>,
): Map<number, SepaSequenceType> {
  const lastOfMandate = new Map<number, number>();
  for (const collection of collections)
    lastOfMandate.set(collection.mandateId, collection.invoiceId);
  const seen = new Map<number, number>();
  const types = new Map<number, SepaSequenceType>();
  for (const { invoiceId, mandateId, earlierCollections } of collections) {
    const before = earlierCollections + (seen.get(mandateId) ?? 0);
    seen.set(mandateId, (seen.get(mandateId) ?? 0) + 1);
    const final = finalMandates.has(mandateId) && lastOfMandate.get(mandateId) === invoiceId;
    types.set(invoiceId, nextSequenceType({ collections: before, final }));
  }
  return types;
}
