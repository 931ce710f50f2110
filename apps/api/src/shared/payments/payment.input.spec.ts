import { type FieldErrors, paymentColumns, type PaymentRules } from './payment.input';

const INVOICE: PaymentRules = {
  noun: 'invoice',
  parentField: 'invoice_id',
  amountField: 'paid_total',
  otherCurrency: { message: 'send currency to confirm', confirmedByCurrency: true },
};
const PURCHASE: PaymentRules = {
  noun: 'purchase',
  parentField: 'purchase_id',
  amountField: 'total',
  otherCurrency: { message: 'must be in the currency of the payment', confirmedByCurrency: false },
};
const CHF = { id: 7, currency: 'CHF' };
const STORED = {
  parentId: 3,
  date: new Date('2026-11-01T00:00:00Z'),
  amount: '12.5',
  currency: 'EUR',
  description: 'kept',
};

describe('paymentColumns', () => {
  it('rounds a new payment to the parent currency and takes its currency', () => {
    const errors: FieldErrors = {};
    const input = { parentId: 7, date: '2026-11-30', amount: 10.005 };
    expect(paymentColumns(INVOICE, input, CHF, null, errors)).toEqual({
      parentId: 7,
      date: new Date('2026-11-30T00:00:00Z'),
      amount: '10.01',
      currency: 'CHF',
      description: null,
    });
    expect(errors).toEqual({});
  });

  it('names the parent and amount fields of the parent, with the bulk prefix', () => {
    const errors: FieldErrors = {};
    expect(paymentColumns(PURCHASE, { amount: 1 }, undefined, null, errors, '[2].')).toBeNull();
    expect(
      paymentColumns(PURCHASE, { date: '2026-11-30', amount: 0.001 }, CHF, null, errors),
    ).toBeNull();
    expect(errors).toEqual({
      '[2].purchase_id': ['does not exist'],
      total: ['must not be zero in the purchase currency'],
    });
  });

  it('refuses another currency than the parent', () => {
    const errors: FieldErrors = {};
    const input = { date: '2026-11-30', amount: 5, currency: 'EUR' };
    expect(paymentColumns(INVOICE, input, CHF, null, errors)).toBeNull();
    expect(errors).toEqual({ currency: ['must be the currency of the invoice'] });
  });

  it('moves across currencies only where sending currency confirms it', () => {
    const errors: FieldErrors = {};
    expect(paymentColumns(INVOICE, {}, CHF, STORED, errors)).toBeNull();
    expect(paymentColumns(PURCHASE, { currency: 'CHF' }, CHF, STORED, errors)).toBeNull();
    expect(errors).toEqual({
      invoice_id: ['send currency to confirm'],
      purchase_id: ['must be in the currency of the payment'],
    });
    const moved = paymentColumns(INVOICE, { currency: 'CHF' }, CHF, STORED, errors);
    expect(moved).toMatchObject({
      parentId: 7,
      amount: '12.5',
      currency: 'CHF',
      description: 'kept',
    });
  });
});
