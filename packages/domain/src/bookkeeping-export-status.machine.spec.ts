import {
  BOOKKEEPING_EXPORT_STATUSES,
  type BookkeepingExportEvent,
  bookkeepingExportStatusesBefore,
  bookkeepingExportTransition,
  initialBookkeepingExportStatus,
} from './bookkeeping-export-status.machine.js';
import { DomainError } from './domain-error.js';

const EVENTS: BookkeepingExportEvent[] = ['started', 'file_stored', 'given_up'];

describe('bookkeeping export status machine', () => {
  it('starts pending, processes, and ends finished or failed', () => {
    const pending = initialBookkeepingExportStatus();
    expect(pending).toBe('pending');
    const processing = bookkeepingExportTransition(pending, 'started');
    expect(processing).toBe('processing');
    expect(bookkeepingExportTransition(processing, 'started')).toBe('processing');
    expect(bookkeepingExportTransition(processing, 'file_stored')).toBe('finished');
    expect(bookkeepingExportTransition(processing, 'given_up')).toBe('failed');
  });

  it('never moves a finished or failed export', () => {
    for (const status of ['finished', 'failed'] as const) {
      for (const event of EVENTS) {
        expect(() => bookkeepingExportTransition(status, event)).toThrow(DomainError);
      }
    }
  });

  it('fences each event with exactly the statuses it accepts', () => {
    for (const event of EVENTS) {
      const accepted = BOOKKEEPING_EXPORT_STATUSES.filter((status) => {
        try {
          bookkeepingExportTransition(status, event);
          return true;
        } catch {
          return false;
        }
      });
      expect([...bookkeepingExportStatusesBefore(event)].sort()).toEqual(accepted.sort());
    }
  });
});
