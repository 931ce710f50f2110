import { DomainError } from './domain-error.js';

/** Statuses of a bookkeeping export, as the reference names them. */
export type BookkeepingExportStatus = 'pending' | 'processing' | 'finished' | 'failed';

/** Every bookkeeping export status. */
export const BOOKKEEPING_EXPORT_STATUSES: readonly BookkeepingExportStatus[] = Object.freeze([
  'pending',
  'processing',
  'finished',
  'failed',
]);

/**
 * What happens to an export: its job started writing the file (again, after a failed attempt),
 * stored it, or gave up after its last attempt.
 */
export type BookkeepingExportEvent = 'started' | 'file_stored' | 'given_up';

/** For each event, the statuses it may move an export from and where it goes. */
const MOVES: Record<
  BookkeepingExportEvent,
  { from: readonly BookkeepingExportStatus[]; to: BookkeepingExportStatus }
> = {
  started: { from: ['pending', 'processing'], to: 'processing' },
  file_stored: { from: ['pending', 'processing'], to: 'finished' },
  given_up: { from: ['pending', 'processing'], to: 'failed' },
};

/** The status of a new export: `pending` until its job starts. */
export function initialBookkeepingExportStatus(): BookkeepingExportStatus {
  return 'pending';
}

/** The status after `event`; a finished or failed export moves no more (a `conflict` error). */
export function bookkeepingExportTransition(
  status: BookkeepingExportStatus,
  event: BookkeepingExportEvent,
): BookkeepingExportStatus {
  const move = MOVES[event];
  if (!move.from.includes(status)) {
    throw new DomainError('conflict', `A ${status} bookkeeping export cannot be ${event}`);
  }
  return move.to;
}

/** The statuses `event` may move an export from: the fence of the worker's conditional update. */
export function bookkeepingExportStatusesBefore(
  event: BookkeepingExportEvent,
): readonly BookkeepingExportStatus[] {
  return MOVES[event].from;
}
