import { paymentRunProblems, purchaseOpenAmount } from './purchase-payment-run.rules.js';
import type { PaymentRunCandidate } from './purchase-payment-run.rules.js';

const OPEN: PaymentRunCandidate = {
  id: 1,
  currency: 'EUR',
  grossTotal: '119.00',
  payments: [],
  iban: 'DE89370400440532013000',
  transferPending: false,
};

describe('purchaseOpenAmount', () => {
  it('is the gross total less the payments, exactly', () => {
    expect(purchaseOpenAmount('119.00', ['0.10', '0.20']).toFixed(2)).toBe('118.70');
    expect(purchaseOpenAmount('50', ['60']).toFixed(2)).toBe('-10.00');
  });
});

describe('paymentRunProblems', () => {
  it('finds nothing wrong with open euro purchases that have an IBAN', () => {
    expect(paymentRunProblems([OPEN, { ...OPEN, id: 2, payments: ['100'] }])).toEqual([]);
  });

  it('names the purchases of each problem, singular or plural', () => {
    expect(
      paymentRunProblems([
        { ...OPEN, id: 12, iban: null },
        { ...OPEN, id: 14, iban: null },
        { ...OPEN, id: 15, iban: 'DE00370400440532013000' },
        { ...OPEN, id: 16, currency: 'CHF' },
        { ...OPEN, id: 17, payments: ['119'] },
        { ...OPEN, id: 18, grossTotal: '-20' },
        { ...OPEN, id: 19, transferPending: true },
      ]),
    ).toEqual([
      'purchases 12, 14 have no IBAN',
      'purchase 15 has an invalid IBAN',
      'purchase 16 is not in EUR',
      'purchases 17, 18 have nothing left to pay',
      'purchase 19 is already in a pending transfer',
    ]);
  });
});
