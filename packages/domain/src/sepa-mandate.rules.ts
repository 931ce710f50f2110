import { DomainError } from './domain-error.js';

/** The SEPA direct debit schemes: CORE (consumers and businesses) and B2B (businesses only). */
export type SepaScheme = 'CORE' | 'B2B';

/** Every SEPA direct debit scheme. */
export const SEPA_SCHEMES: readonly SepaScheme[] = Object.freeze(['CORE', 'B2B']);

/** Sequence types of a collection: first, recurring, final, one-off. */
export type SepaSequenceType = 'FRST' | 'RCUR' | 'FNAL' | 'OOFF';

/** The status a mandate is stored with; `expired` is derived (`mandateStatus`), never stored. */
export type StoredMandateStatus = 'active' | 'revoked';

/**
 * The status a mandate has on a day: stored `active` turns `expired` after 36 unused months, or
 * `used` once its final or one-off collection went out.
 */
export type SepaMandateStatus = StoredMandateStatus | 'expired' | 'used';

/** The part of a mandate its status machine reads and writes. */
export interface SepaMandateState {
  status: StoredMandateStatus;
  revokedOn: string | null;
  revocationReason: string | null;
}

/** The state of a new mandate: active, never revoked. */
export function initialSepaMandateState(): SepaMandateState {
  return { status: 'active', revokedOn: null, revocationReason: null };
}

/** Things that happen to a mandate. */
export type SepaMandateEvent = { type: 'revoke'; on: string; reason: string };

/**
 * Applies an event to a mandate. `revoke`: `active` -> `revoked` with its date and reason; a
 * revoked mandate cannot be revoked again (its first revocation stays on record).
 */
export function sepaMandateTransition(
  mandate: SepaMandateState,
  event: SepaMandateEvent,
): SepaMandateState {
  if (event.type !== 'revoke') {
    throw DomainError.invalidTransition(`Unknown mandate event: ${String(event.type)}`);
  }
  if (mandate.status === 'revoked') {
    throw DomainError.invalidTransition('The mandate is revoked already');
  }
  return { status: 'revoked', revokedOn: event.on, revocationReason: event.reason };
}

/** Months without a collection after which a mandate expires (EPC SDD rulebook, 36 months). */
export const MANDATE_EXPIRY_MONTHS = 36;

/**
 * The day (`YYYY-MM-DD`) a mandate expires: 36 months after its last collection, or after its
 * signature when it was never used. From that day on it may not be collected on.
 */
export function mandateExpiresOn(signedOn: string, lastCollectionOn: string | null): string {
  const from =
    lastCollectionOn !== null && lastCollectionOn > signedOn ? lastCollectionOn : signedOn;
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + MANDATE_EXPIRY_MONTHS;
  const targetYear = Math.floor(total / 12);
  const targetMonth = (total % 12) + 1;
  // 29 February plus 36 months falls in a year without one: the month's last day.
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The mandate's status on `today`: revoked, expired (36 months unused) or active. */
export function mandateStatus(
  mandate: { status: StoredMandateStatus; signedOn: string; lastCollectionOn: string | null },
  today: string,
): SepaMandateStatus {
  if (mandate.status === 'revoked') return 'revoked';
  return today >= mandateExpiresOn(mandate.signedOn, mandate.lastCollectionOn)
    ? 'expired'
    : 'active';
}

/**
 * The sequence type of a mandate's next collection: FRST while no collection went out under it
 * (a returned first collection does not count, so the next one is FRST again), then RCUR. A
 * collection the creditor marks as the last is FNAL, or OOFF when it is also the first.
 */
export function nextSequenceType(mandate: {
  collections: number;
  final: boolean;
}): SepaSequenceType {
  if (mandate.final) return mandate.collections === 0 ? 'OOFF' : 'FNAL';
  return mandate.collections === 0 ? 'FRST' : 'RCUR';
}

/** True when no collection may follow one of this sequence type (the mandate is used up). */
export function endsMandate(sequenceType: SepaSequenceType): boolean {
  return sequenceType === 'FNAL' || sequenceType === 'OOFF';
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A collection under a mandate as its state is derived from it. */
export interface MandateCollection {
  sequenceType: SepaSequenceType;
  collectionDate: string;
  status: 'pending' | 'booked' | 'returned' | 'cancelled';
}

/** What a mandate's collections make of it on a day. */
export interface MandateState {
  status: SepaMandateStatus;
  /** FRST or RCUR for the next collection; null when it cannot be collected on. */
  sequenceType: SepaSequenceType | null;
  lastCollectionOn: string | null;
  expiresOn: string;
}

/**
 * The mandate's state on `today` from its collections: only those sent or booked count (a
 * returned or cancelled one never reached the debtor's account), so a returned first collection
 * leaves the next one FRST. Revoked wins over used, used over expired.
 */
export function describeMandate(
  mandate: {
    status: StoredMandateStatus;
    signedOn: string;
    collections: readonly MandateCollection[];
  },
  today: string,
): MandateState {
  const counted = mandate.collections.filter(
    (collection) => collection.status === 'pending' || collection.status === 'booked',
  );
  const lastCollectionOn = counted.reduce<string | null>(
    (last, { collectionDate }) => (last === null || collectionDate > last ? collectionDate : last),
    null,
  );
  const used = counted.some((collection) => endsMandate(collection.sequenceType));
  const dated = mandateStatus({ ...mandate, lastCollectionOn }, today);
  const status = dated === 'revoked' ? dated : used ? 'used' : dated;
  return {
    status,
    sequenceType:
      status === 'active' ? nextSequenceType({ collections: counted.length, final: false }) : null,
    lastCollectionOn,
    expiresOn: mandateExpiresOn(mandate.signedOn, lastCollectionOn),
  };
}
