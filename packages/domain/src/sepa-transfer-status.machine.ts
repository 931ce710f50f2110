import { DomainError } from './domain-error.js';

/**
 * A SEPA transfer Faktura exported: `pending` until the bank statement books it (`booked`) or
 * brings it back (`returned`); a run deleted before that cancels its transfers (`cancelled`).
 */
export type SepaTransferStatus = 'pending' | 'booked' | 'returned' | 'cancelled';

/** Every SEPA transfer status. */
export const SEPA_TRANSFER_STATUSES: readonly SepaTransferStatus[] = Object.freeze([
  'pending',
  'booked',
  'returned',
  'cancelled',
]);

/** What happens to an exported transfer: the statement books it or returns it, or it is cancelled. */
export type SepaTransferEvent = { type: 'book' } | { type: 'return' } | { type: 'cancel' };

const MOVES: Readonly<
  Record<SepaTransferEvent['type'], Partial<Record<SepaTransferStatus, SepaTransferStatus>>>
> = {
  book: { pending: 'booked' },
  // A bank may return a transfer it had already booked (R-transaction after settlement).
  return: { pending: 'returned', booked: 'returned' },
  cancel: { pending: 'cancelled' },
};

/** The status after `event`; an invalid_transition error when the transfer cannot move so. */
export function sepaTransferTransition(
  state: { status: SepaTransferStatus },
  event: SepaTransferEvent,
): { status: SepaTransferStatus } {
  const next = MOVES[event.type]?.[state.status];
  if (!next) {
    throw DomainError.invalidTransition(
      `A ${state.status} SEPA transfer cannot be ${event.type === 'book' ? 'booked' : `${event.type}ed`}`,
    );
  }
  return { ...state, status: next };
}
