import fc from 'fast-check';
import type { MatchContext, MatchableTransaction, OpenInvoice } from './bank-matching.types';
import { matchBankTransactions } from './bank-transaction.matcher';

// A stand-in for the ISO 11649 check (the API hands in @faktura/documents' real one): only the
// references the tests call valid are.
const VALID = new Set(['RF18R260001', 'RF71R260002', 'RF97R260003', 'RF05R260004']);

function invoice(id: number, open: string, extra: Partial<OpenInvoice> = {}): OpenInvoice {
  const identifier = `R26${String(id).padStart(4, '0')}`;
  return {
    id,
    identifier,
    customerId: 100 + id,
    currency: 'EUR',
    openAmount: open,
    reference: null,
    ...extra,
  };
}

const INVOICES = [
  invoice(1, '119.00', { reference: 'RF18R260001' }),
  invoice(2, '500.00', { reference: 'RF71R260002' }),
  invoice(3, '80.00', { customerId: 900, reference: 'RF97R260003' }),
  invoice(4, '80.00', { customerId: 900, currency: 'CHF', reference: 'RF05R260004' }),
  invoice(5, '42.50'),
];

function context(extra: Partial<MatchContext> = {}): MatchContext {
  return {
    invoices: INVOICES,
    purchases: [
      {
        id: 7,
        identifier: 'E260007',
        receiptIdentifier: 'INV-2026/0815',
        reference: null,
        iban: 'DE02100100100006820101',
        currency: 'EUR',
        openAmount: '300.00',
      },
      {
        id: 8,
        identifier: 'E260008',
        receiptIdentifier: null,
        reference: null,
        iban: 'DE02100100100006820101',
        currency: 'EUR',
        openAmount: '75.00',
      },
    ],
    customerIbans: [{ iban: 'DE89 3704 0044 0532 0130 00', customerId: 900 }],
    issuedPayments: [],
    isValidReference: (reference) => VALID.has(reference),
    ...extra,
  };
}

let nextKey = 1;
function credit(fields: Partial<MatchableTransaction>): MatchableTransaction {
  return {
    key: nextKey++,
    amount: '119.00',
    currency: 'EUR',
    direction: 'credit',
    endToEndId: null,
    structuredReference: null,
    remittanceText: null,
    counterpartyIban: null,
    returnReason: null,
    reversal: false,
    ...fields,
  };
}

const one = (fields: Partial<MatchableTransaction>, extra?: Partial<MatchContext>) =>
  matchBankTransactions(context(extra), [credit(fields)])[0];

describe('matchBankTransactions: credits', () => {
  it('books a structured creditor reference for sure, whatever the amount', () => {
    expect(one({ structuredReference: 'RF18R260001' })).toMatchObject({
      kind: 'book',
      rule: 'reference',
      allocations: [{ invoiceId: 1, amount: '119' }],
    });
    expect(one({ structuredReference: 'RF18R260001', amount: '50.00' })).toMatchObject({
      kind: 'book',
      allocations: [{ invoiceId: 1, amount: '50' }],
    });
  });

  it('finds a reference in the text written with spaces and in lower case', () => {
    const outcome = one({ remittanceText: 'Zahlung rf18 r260 001 danke' });
    expect(outcome).toMatchObject({ kind: 'book', rule: 'reference' });
  });

  it('does not take a reference with wrong check digits', () => {
    expect(one({ structuredReference: 'RF19R260001' }).kind).toBe('none');
  });

  it('books an invoice number in the text, with spaces, dashes or without leading zeros', () => {
    for (const text of ['Rechnung R260005', 're r 26 0005', 'R26-0005', 'Inv R265 thanks'])
      expect(one({ remittanceText: text, amount: '42.50' })).toMatchObject({
        kind: 'book',
        rule: 'document_number',
        allocations: [{ invoiceId: 5, amount: '42.5' }],
      });
  });

  it('books several named invoices whose open amounts add up, else suggests them', () => {
    expect(one({ remittanceText: 'R260001 R260005', amount: '161.50' })).toMatchObject({
      kind: 'book',
      allocations: [
        { invoiceId: 1, amount: '119' },
        { invoiceId: 5, amount: '42.5' },
      ],
    });
    expect(one({ remittanceText: 'R260001 R260005', amount: '100' }).kind).toBe('suggest');
  });

  it('never books for sure in another currency', () => {
    expect(one({ structuredReference: 'RF05R260004', amount: '80.00' }).kind).toBe('suggest');
  });

  it("suggests the payer's customer's invoices of exactly the amount", () => {
    const outcome = one({ counterpartyIban: 'DE89370400440532013000', amount: '80.00' });
    expect(outcome).toMatchObject({
      kind: 'suggest',
      rule: 'payer_iban',
      allocations: [{ invoiceId: 3, amount: '80' }],
    });
    expect(one({ counterpartyIban: 'DE89370400440532013000', amount: '81' }).kind).toBe('none');
  });

  it('books the end-to-end id of an issued direct debit before the number in the text', () => {
    const issuedPayments = [{ endToEndId: 'DD-R260002-1', amount: '500.00', invoiceId: 2 }];
    const outcome = one(
      { endToEndId: 'DD-R260002-1', remittanceText: 'R260005', amount: '500.00' },
      { issuedPayments },
    );
    expect(outcome).toMatchObject({
      kind: 'book',
      rule: 'end_to_end_id',
      allocations: [{ invoiceId: 2 }],
    });
  });

  it('reports returns and reversals, which take back an earlier payment', () => {
    expect(one({ returnReason: 'MD06', endToEndId: 'E2E-1' })).toMatchObject({
      kind: 'return',
      reason: 'MD06',
      endToEndId: 'E2E-1',
    });
    expect(one({ reversal: true }).kind).toBe('return');
  });

  it('lets a later transaction see what an earlier one of the file left open', () => {
    const [first, second] = matchBankTransactions(context(), [
      credit({ remittanceText: 'R260001', amount: '100' }),
      credit({ remittanceText: 'R260001 R260005', amount: '61.50' }),
    ]);
    expect(first.kind).toBe('book');
    expect(second).toMatchObject({
      kind: 'book',
      allocations: [
        { invoiceId: 1, amount: '19' },
        { invoiceId: 5, amount: '42.5' },
      ],
    });
  });
});

describe('matchBankTransactions: debits', () => {
  const debit = (fields: Partial<MatchableTransaction>) =>
    matchBankTransactions(context(), [credit({ direction: 'debit', ...fields })])[0];

  it("books the supplier's invoice number or the purchase's number", () => {
    expect(debit({ remittanceText: 'inv 2026 0815', amount: '300' })).toMatchObject({
      kind: 'book',
      allocations: [{ purchaseId: 7, amount: '300' }],
    });
    expect(debit({ remittanceText: 'E26 0008', amount: '75' })).toMatchObject({
      kind: 'book',
      allocations: [{ purchaseId: 8 }],
    });
  });

  it("suggests the supplier IBAN's purchase of exactly the amount", () => {
    expect(debit({ counterpartyIban: 'DE02100100100006820101', amount: '75' })).toMatchObject({
      kind: 'suggest',
      rule: 'supplier_iban',
      allocations: [{ purchaseId: 8 }],
    });
  });

  it('books the end-to-end id of an exported transfer', () => {
    const outcome = matchBankTransactions(
      context({ issuedPayments: [{ endToEndId: 'TRF-7', amount: '300', purchaseId: 7 }] }),
      [credit({ direction: 'debit', endToEndId: 'TRF-7', amount: '300' })],
    )[0];
    expect(outcome).toMatchObject({ kind: 'book', rule: 'end_to_end_id' });
  });
});

describe('matchBankTransactions: properties', () => {
  const spaced = (reference: string) =>
    fc
      .array(fc.constantFrom('', ' ', '  '), {
        minLength: reference.length,
        maxLength: reference.length,
      })
      .map((gaps) => [...reference].map((char, i) => char + gaps[i]).join(''));

  it('finds a valid reference however the payer spaces and cases it', () => {
    fc.assert(
      fc.property(spaced('RF18R260001'), fc.boolean(), (written, lower) => {
        const text = `Payment ${lower ? written.toLowerCase() : written} ok`;
        expect(one({ remittanceText: text })).toMatchObject({ kind: 'book', rule: 'reference' });
      }),
    );
  });

  it('books exactly the amount of every sure credit, spread over its invoices', () => {
    const texts = fc.constantFrom('R260001', 'R260005', 'R260001 R260005', 'RF18R260001', 'x');
    const amounts = fc.integer({ min: 1, max: 100_000 }).map((cents) => (cents / 100).toFixed(2));
    fc.assert(
      fc.property(fc.array(fc.tuple(texts, amounts), { maxLength: 10 }), (entries) => {
        const outcomes = matchBankTransactions(
          context(),
          entries.map(([remittanceText, amount]) => credit({ remittanceText, amount })),
        );
        outcomes.forEach((outcome, i) => {
          if (outcome.kind !== 'book') return;
          const booked = outcome.allocations.reduce((sum, a) => sum + Number(a.amount) * 100, 0);
          expect(Math.round(booked)).toBe(Math.round(Number(entries[i][1]) * 100));
        });
      }),
    );
  });
});
