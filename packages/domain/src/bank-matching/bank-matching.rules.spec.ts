import fc from 'fast-check';
import {
  bankTransactionTransition,
  initialBankTransactionState,
} from './bank-transaction-status.machine';
import { planManualMatch } from './manual-match.plan';
import { documentNumberKey, remittanceKeys } from './remittance-keys';
import { returnAllocations } from './return-allocations';
import { describeReturn, returnReasonText } from './return-reasons.table';
import { isStatementOfAccount } from './statement-account.rules';

describe('remittance keys', () => {
  it('joins neighbouring runs, so a reference written in groups is found whole', () => {
    const keys = remittanceKeys(['21 00000 00003 13947 14300 09017', null]);
    expect(keys.has('210000000003139471430009017')).toBe(true);
    expect(keys.has('13947')).toBe(true);
  });

  it('reads R260001, R 26 0001 and R2601 as the same document number', () => {
    expect(documentNumberKey('R260001')).toBe('R|26|1');
    expect(documentNumberKey('r 26-0001')).toBe('R|26|1');
    expect(documentNumberKey('R2601')).toBe('R|26|1');
    expect(documentNumberKey('AB260012')).toBe('AB|26|12');
    expect(documentNumberKey('INV-2026/0815')).toBe('INV20260815');
    expect(documentNumberKey('Danke')).toBeNull();
  });

  it('never makes a key longer than an IBAN', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const key of remittanceKeys([text])) expect(key.length).toBeLessThanOrEqual(35);
      }),
    );
  });
});

describe('bank transaction status machine', () => {
  it('moves unmatched to suggested, matched or ignored, and a matched one nowhere', () => {
    const fresh = initialBankTransactionState();
    expect(fresh.status).toBe('unmatched');
    expect(bankTransactionTransition(fresh, { type: 'suggested' }).status).toBe('suggested');
    const ignored = bankTransactionTransition(fresh, { type: 'ignore' });
    expect(ignored.status).toBe('ignored');
    expect(() => bankTransactionTransition(ignored, { type: 'ignore' })).toThrow(/cannot/);
    const matched = bankTransactionTransition(ignored, { type: 'booked' });
    expect(matched.status).toBe('matched');
    for (const type of ['booked', 'ignore', 'suggested'] as const)
      expect(() => bankTransactionTransition(matched, { type })).toThrow(/matched already/);
  });
});

describe('planManualMatch', () => {
  const parents = {
    invoices: new Map([
      [1, { currency: 'EUR' }],
      [2, { currency: 'EUR' }],
      [3, { currency: 'CHF' }],
    ]),
    purchases: new Map([[9, { currency: 'EUR' }]]),
  };
  const credit = { amount: '100', currency: 'EUR', direction: 'credit' as const };

  it('splits a credit over invoices when the amounts add up', () => {
    const input = {
      invoices: [
        { id: 1, amount: 60 },
        { id: 2, amount: '40.00' },
      ],
    };
    expect(planManualMatch(credit, input, parents)).toEqual([
      { invoiceId: 1, amount: '60' },
      { invoiceId: 2, amount: '40' },
    ]);
  });

  it('names every problem', () => {
    const plan = () =>
      planManualMatch(
        credit,
        {
          invoices: [
            { id: 3, amount: 50 },
            { id: 4, amount: 0 },
          ],
          purchases: [{ id: 9, amount: 1 }],
        },
        parents,
      );
    expect(plan).toThrow(
      expect.objectContaining({
        fieldErrors: {
          purchases: ['cannot settle a credit; name invoices'],
          'invoices[0].id': ['must be in the currency of the bank transaction'],
          'invoices[1].id': ['does not exist'],
          'invoices[1].amount': ['must be greater than zero'],
          invoices: ["amounts must add up to the bank transaction's amount"],
        },
      }),
    );
  });

  it('books a debit on purchases only', () => {
    const debit = { ...credit, direction: 'debit' as const };
    expect(planManualMatch(debit, { purchases: [{ id: 9, amount: 100 }] }, parents)).toEqual([
      { purchaseId: 9, amount: '100' },
    ]);
    expect(() => planManualMatch(debit, {}, parents)).toThrow(
      expect.objectContaining({ fieldErrors: { purchases: ['must name at least one record'] } }),
    );
  });
});

describe('returns and statement accounts', () => {
  it('says why a debit came back', () => {
    expect(returnReasonText('md06')).toBe('Refund requested by the debtor');
    expect(describeReturn('AC04')).toBe('AC04 Account closed');
    expect(describeReturn('ZZ99')).toBe('ZZ99');
    expect(describeReturn(null)).toBe('reversed by the bank');
  });

  it("knows the account's IBANs, and an MT940 bank code/account number inside a DE IBAN", () => {
    const own = ['DE89 3704 0044 0532 0130 00', null];
    expect(isStatementOfAccount({ iban: 'de89370400440532013000', identifier: 'x' }, own)).toBe(
      true,
    );
    expect(isStatementOfAccount({ iban: 'DE02100100100006820101', identifier: 'x' }, own)).toBe(
      false,
    );
    expect(isStatementOfAccount({ iban: null, identifier: '37040044/532013000' }, own)).toBe(true);
    expect(isStatementOfAccount({ iban: null, identifier: '37040044/1' }, own)).toBe(false);
  });
});

describe('returnAllocations', () => {
  it('takes back each payment on its own invoice or purchase, negated exactly', () => {
    expect(
      returnAllocations([
        { invoiceId: 4, purchaseId: null, amount: '119.1' },
        { invoiceId: null, purchaseId: 9, amount: '0.01' },
      ]),
    ).toEqual([
      { invoiceId: 4, amount: '-119.1' },
      { purchaseId: 9, amount: '-0.01' },
    ]);
  });
});
