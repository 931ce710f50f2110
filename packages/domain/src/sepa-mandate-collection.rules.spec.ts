import {
  collectionSequenceTypes,
  directDebitRunProblems,
  invoiceOpenAmount,
  type DirectDebitCandidate,
} from './sepa-mandate-collection.rules';

const candidate = (extra: Partial<DirectDebitCandidate> = {}): DirectDebitCandidate => ({
  id: 1,
  identifier: 'R260001',
  status: 'sent',
  currency: 'EUR',
  grossTotal: '119.00',
  payments: [],
  reversed: false,
  mandate: 'active',
  debitPending: false,
  ...extra,
});

describe('invoiceOpenAmount', () => {
  it('is the gross total less the payments, in decimals', () => {
    expect(invoiceOpenAmount('119.00', ['0.10', '0.20']).toFixed(2)).toBe('118.70');
  });
});

describe('directDebitRunProblems', () => {
  it('is empty for an open EUR invoice whose customer has an active mandate', () => {
    expect(directDebitRunProblems([candidate()])).toEqual([]);
  });

  it('names the invoices per reason, each under its first reason only', () => {
    const problems = directDebitRunProblems([
      candidate({ id: 1, identifier: null, status: 'draft', mandate: null }),
      candidate({ id: 2, identifier: 'R260002', mandate: null }),
      candidate({ id: 3, identifier: 'R260003', mandate: 'revoked' }),
      candidate({ id: 4, identifier: 'R260004', payments: ['119'] }),
      candidate({ id: 5, identifier: 'R260005', currency: 'CHF' }),
      candidate({ id: 6, identifier: 'R260006', mandate: null }),
      candidate({ id: 7, identifier: 'R260007', debitPending: true }),
      candidate({ id: 8, identifier: 'R260008', mandate: 'expired' }),
      candidate({ id: 9, identifier: 'R260009', mandate: 'used' }),
      candidate({ id: 10, identifier: 'R260010', reversed: true }),
      candidate({ id: 11, identifier: 'R260011', debtCollection: true }),
    ]);
    expect(problems).toEqual([
      'invoice draft 1: is a draft',
      'invoice R260002, R260006: has a customer without a SEPA mandate',
      'invoice R260003: has a customer whose mandate is revoked',
      'invoice R260004: has nothing left to collect',
      'invoice R260005: is not in EUR',
      'invoice R260007: is already in a pending direct debit',
      'invoice R260008: has a customer whose mandate expired (36 months unused)',
      'invoice R260009: has a customer whose mandate is used up (final collection sent)',
      'invoice R260010: is reversed',
      'invoice R260011: is handed to debt collection',
    ]);
  });
});

describe('collectionSequenceTypes', () => {
  it('follows each mandate: FRST once, then RCUR, also within one run', () => {
    const types = collectionSequenceTypes(
      [
        { invoiceId: 1, mandateId: 10, earlierCollections: 0 },
        { invoiceId: 2, mandateId: 10, earlierCollections: 0 },
        { invoiceId: 3, mandateId: 20, earlierCollections: 4 },
      ],
      new Set(),
    );
    expect([...types]).toEqual([
      [1, 'FRST'],
      [2, 'RCUR'],
      [3, 'RCUR'],
    ]);
  });

  it('makes the last collection of a final mandate FNAL, or OOFF when it is also its first', () => {
    const types = collectionSequenceTypes(
      [
        { invoiceId: 1, mandateId: 10, earlierCollections: 2 },
        { invoiceId: 2, mandateId: 10, earlierCollections: 2 },
        { invoiceId: 3, mandateId: 20, earlierCollections: 0 },
        { invoiceId: 4, mandateId: 30, earlierCollections: 1 },
      ],
      new Set([10, 20]),
    );
    expect([...types]).toEqual([
      [1, 'RCUR'],
      [2, 'FNAL'],
      [3, 'OOFF'],
      [4, 'RCUR'],
    ]);
  });
});
