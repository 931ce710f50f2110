import { DomainError } from '../domain-error.js';

/**
 * Bank transaction statuses: `matched` booked payments (by a sure rule or by hand), `suggested`
 * waits for a person to confirm one of its candidates, `unmatched` found nothing, `ignored` was
 * set aside by a person (bank fees, private transfers).
 */
export type BankTransactionStatus = 'matched' | 'suggested' | 'unmatched' | 'ignored';

/** Every bank transaction status. */
export const BANK_TRANSACTION_STATUSES: readonly BankTransactionStatus[] = Object.freeze([
  'matched',
  'suggested',
  'unmatched',
  'ignored',
]);

/** Type guard for bank transaction statuses. */
export function isBankTransactionStatus(value: unknown): value is BankTransactionStatus {
  return (
    typeof value === 'string' && (BANK_TRANSACTION_STATUSES as readonly string[]).includes(value)
  );
}

/** The part of a bank transaction the status machine reads and writes. */
export interface BankTransactionState {
  status: BankTransactionStatus;
}

/**
 * Things that happen to a bank transaction:
 * - `booked`: its payments were booked (a sure match at import, or `POST .../match`);
 * - `suggested`: the import found candidates but none for sure;
 * - `ignore`: a person sets it aside (`POST .../ignore`).
 */
export type BankTransactionEvent = { type: 'booked' } | { type: 'suggested' } | { type: 'ignore' };

const MOVES: Readonly<
  Record<
    BankTransactionEvent['type'],
    { from: readonly BankTransactionStatus[]; to: BankTransactionStatus }
  >
> = {
  booked: { from: ['suggested', 'unmatched', 'ignored'], to: 'matched' },
  suggested: { from: ['unmatched'], to: 'suggested' },
  ignore: { from: ['suggested', 'unmatched'], to: 'ignored' },
};

/** The state of a transaction just read from a statement, before matching: `unmatched`. */
export function initialBankTransactionState(): BankTransactionState {
  return { status: 'unmatched' };
}

/**
 * Applies an event; refused moves throw `invalid_transition`. A matched transaction never moves
 * again (its payments are booked: change them under /invoices/payments), an ignored one can
 * still be matched by hand, and nothing is ignored twice.
 */
export function bankTransactionTransition(
  transaction: BankTransactionState,
  event: BankTransactionEvent,
): BankTransactionState {
  const move = MOVES[event.type];
  if (!move) throw DomainError.invalidTransition('Unknown bank transaction event');
  if (!move.from.includes(transaction.status)) {
    throw DomainError.invalidTransition(
      transaction.status === 'matched'
        ? 'The bank transaction is matched already; its payments are booked'
        : `A bank transaction that is ${transaction.status} cannot be ${move.to}`,
    );
  }
  return { ...transaction, status: move.to };
}
