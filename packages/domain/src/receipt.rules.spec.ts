import { DomainError } from './domain-error.js';
import { calculateReceiptTotals, RECEIPT_MAX_ITEMS, receiptRefundStatus } from './receipt.rules.js';

const errorsOf = (work: () => unknown): Readonly<Record<string, readonly string[]>> => {
  try {
    work();
  } catch (error) {
    if (DomainError.is(error)) return error.fieldErrors;
    throw error;
  }
  return {};
};

describe('calculateReceiptTotals', () => {
  it('sums the gross amounts exactly, without binary rounding', () => {
    const totals = calculateReceiptTotals(
      [{ gross_total: 0.1 }, { gross_total: 0.2 }, { gross_total: '86.40' }],
      'EUR',
    );
    expect(totals.items.map((amount) => amount.toFixed(2))).toEqual(['0.10', '0.20', '86.40']);
    expect(totals.grossTotal.toString()).toBe('86.7');
  });

  it('takes one to three items', () => {
    expect(errorsOf(() => calculateReceiptTotals([], 'EUR'))).toEqual({
      items: ['must have 1 to 3 items'],
    });
    const four = Array.from({ length: RECEIPT_MAX_ITEMS + 1 }, () => ({ gross_total: 1 }));
    expect(Object.keys(errorsOf(() => calculateReceiptTotals(four, 'EUR')))).toEqual(['items']);
  });

  it('names every item whose amount is not positive or has too many decimals', () => {
    const errors = errorsOf(() =>
      calculateReceiptTotals(
        [{ gross_total: 0 }, { gross_total: 1.005 }, { gross_total: -3 }],
        'EUR',
      ),
    );
    expect(errors).toEqual({
      'items[0].gross_total': ['must be greater than 0'],
      'items[1].gross_total': ['must have at most 2 decimal places in EUR'],
      'items[2].gross_total': ['must be greater than 0'],
    });
  });

  it('keeps the decimals of a currency without minor units', () => {
    expect(
      Object.keys(errorsOf(() => calculateReceiptTotals([{ gross_total: 9.5 }], 'JPY'))),
    ).toEqual(['items[0].gross_total']);
    expect(calculateReceiptTotals([{ gross_total: 950 }], 'JPY').grossTotal.toString()).toBe('950');
  });

  it('wants one purchase category for all items, or none at all', () => {
    expect(
      calculateReceiptTotals(
        [
          { gross_total: 1, purchase_category_id: 4 },
          { gross_total: 2, purchase_category_id: 4 },
        ],
        'EUR',
      ).grossTotal.toString(),
    ).toBe('3');
    const errors = errorsOf(() =>
      calculateReceiptTotals(
        [
          { gross_total: 1, purchase_category_id: 4 },
          { gross_total: 2, purchase_category_id: 5 },
          { gross_total: 3 },
        ],
        'EUR',
      ),
    );
    expect(Object.keys(errors)).toEqual([
      'items[1].purchase_category_id',
      'items[2].purchase_category_id',
    ]);
  });
});

describe('receiptRefundStatus', () => {
  it('is open until payments cover the gross total', () => {
    expect(receiptRefundStatus([], '86.40')).toBe('open');
    expect(receiptRefundStatus(['40', '46.39'], '86.40')).toBe('open');
    expect(receiptRefundStatus(['40', '46.40'], '86.40')).toBe('paid');
    expect(receiptRefundStatus(['100'], '86.40')).toBe('paid');
  });

  it('compares a credit by magnitude', () => {
    expect(receiptRefundStatus(['-10'], '-10')).toBe('paid');
    expect(receiptRefundStatus(['-5'], '-10')).toBe('open');
  });
});
