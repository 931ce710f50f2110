import { sepaTransferTransition } from './sepa-transfer-status.machine.js';
import type { SepaTransferStatus } from './sepa-transfer-status.machine.js';

describe('sepaTransferTransition', () => {
  it.each<[SepaTransferStatus, 'book' | 'return' | 'cancel', SepaTransferStatus | null]>([
    ['pending', 'book', 'booked'],
    ['pending', 'return', 'returned'],
    ['pending', 'cancel', 'cancelled'],
    ['booked', 'return', 'returned'],
    ['booked', 'book', null],
    ['booked', 'cancel', null],
    ['returned', 'book', null],
    ['returned', 'cancel', null],
    ['cancelled', 'book', null],
    ['cancelled', 'return', null],
  ])('%s + %s -> %s', (status, type, next) => {
    if (next) {
      expect(sepaTransferTransition({ status }, { type })).toEqual({ status: next });
    } else {
      expect(() => sepaTransferTransition({ status }, { type })).toThrow(
        expect.objectContaining({ code: 'invalid_transition' }),
      );
    }
  });
});
