import { readBankStatementFile, type StatementTransaction } from '../src';
import { fixture, fixturePath, schemaVerdict } from './support/statement-fixtures';

const NO_PARTY = { name: null, iban: null, bic: null };

/** A transaction with the fields a test does not name empty. */
function transaction(fields: Partial<StatementTransaction>): StatementTransaction {
  return {
    amount: '0.00',
    currency: 'EUR',
    direction: 'credit',
    endToEndId: null,
    mandateId: null,
    bankReference: null,
    counterparty: NO_PARTY,
    structuredReference: null,
    remittanceText: null,
    returnReason: null,
    ...fields,
  };
}

describe('camt.053.001.02 (a German savings bank: batch booking, returned direct debit)', () => {
  const name = 'camt053-v02-sparkasse.xml';

  it('validates against the schema', () => {
    expect(schemaVerdict(fixturePath(name), 'camt.053.001.02')).toMatch(/ validates$/);
  });

  it('reads the statement, its balances and every booked entry', () => {
    const file = readBankStatementFile(fixture(name));
    expect(file.format).toBe('camt.053.001.02');
    expect(file.messageId).toBe('053D2026113006150000015632');
    expect(file.statements).toHaveLength(1);
    const [statement] = file.statements;
    expect({ ...statement, entries: statement.entries.length }).toEqual({
      statementId: '0532013000-2026-00218',
      sequenceNumber: '218',
      account: {
        iban: 'DE89370400440532013000',
        identifier: 'DE89370400440532013000',
        currency: 'EUR',
      },
      createdAt: '2026-11-30T06:15:00.0+01:00',
      fromDate: '2026-11-27',
      toDate: '2026-11-27',
      openingBalance: { amount: '10000.00', currency: 'EUR', date: '2026-11-26' },
      closingBalance: { amount: '10678.75', currency: 'EUR', date: '2026-11-27' },
      // The pending entry (Sts PDNG) is left out: it comes again once booked.
      entries: 5,
    });
    const [credit, batch, returned, transfer, fee] = statement.entries;

    expect(credit).toEqual({
      entryReference: '2026112700451234000001',
      bookingDate: '2026-11-27',
      valueDate: '2026-11-27',
      amount: '1190.00',
      currency: 'EUR',
      direction: 'credit',
      reversal: false,
      bankTransactionCode: 'PMNT-RCDT-ESCT',
      transactions: [
        transaction({
          amount: '1190.00',
          counterparty: {
            name: 'Muster Maschinenbau GmbH',
            iban: 'DE44500105175407324931',
            bic: 'INGDDEFFXXX',
          },
          structuredReference: 'RF69R260001',
        }),
      ],
    });

    expect(batch).toMatchObject({
      entryReference: '2026112700451234000002',
      amount: '239.25',
      direction: 'credit',
      bankTransactionCode: 'PMNT-RDDT-ESDD',
    });
    expect(batch.transactions).toEqual([
      transaction({
        amount: '150.00',
        endToEndId: 'R260002-DD-1',
        mandateId: 'FK-M-000017',
        bankReference: '2026112700451234000002-1',
        counterparty: { name: 'Beispiel AG', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
        remittanceText: 'Rechnung R26-0002 vom 01.11.2026',
      }),
      transaction({
        amount: '89.25',
        endToEndId: 'R260003-DD-1',
        mandateId: 'FK-M-000018',
        bankReference: '2026112700451234000002-2',
        counterparty: { name: 'Hans Meier', iban: 'DE20701500000012345678', bic: 'SSKMDEMMXXX' },
        remittanceText: 'Rechnung R26-0003 Kundennr. 10017',
      }),
    ]);

    // The return names the customer as debtor, as the collection did: the customer is the
    // other side although the entry is a debit.
    expect(returned).toMatchObject({
      amount: '238.00',
      direction: 'debit',
      reversal: false,
      bankTransactionCode: 'PMNT-RDDT-UPDD',
    });
    expect(returned.transactions).toEqual([
      transaction({
        amount: '238.00',
        direction: 'debit',
        endToEndId: 'R260014-DD-1',
        mandateId: 'FK-M-000021',
        counterparty: { name: 'Kunde mit Widerspruch', iban: 'DE09100100101234567890', bic: null },
        remittanceText: 'Rechnung R26-0014',
        returnReason: 'MD06',
      }),
    ]);

    expect(transfer.transactions).toEqual([
      transaction({
        amount: '500.00',
        direction: 'debit',
        endToEndId: 'P-2026-0042',
        counterparty: {
          name: 'Lieferant Buerobedarf KG',
          iban: 'DE34200505501234567890',
          bic: 'HASPDEHHXXX',
        },
        remittanceText: 'RE-88121',
      }),
    ]);

    // Without TxDtls the entry is its own transaction, its additional information the text.
    expect(fee).toEqual({
      entryReference: '2026112700451234000005',
      bookingDate: '2026-11-27',
      valueDate: '2026-11-30',
      amount: '12.50',
      currency: 'EUR',
      direction: 'debit',
      reversal: false,
      bankTransactionCode: 'ACMT-MDOP-CHRG',
      transactions: [
        transaction({
          amount: '12.50',
          direction: 'debit',
          bankReference: '2026112700451234000005',
          remittanceText: 'Kontofuehrungsentgelt November',
        }),
      ],
    });
  });
});
