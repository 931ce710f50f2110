import { readBankStatementFile } from '../src';
import { fixture, fixturePath, schemaVerdict, transaction } from './support/statement-fixtures';

const SCHEMA_OF_FIXTURE = [
  ['camt053-v02-sparkasse.xml', 'camt.053.001.02'],
  ['camt053-v04-postfinance.xml', 'camt.053.001.04'],
  ['camt053-v08-ubs.xml', 'camt.053.001.08'],
  ['camt054-v02-volksbank.xml', 'camt.054.001.02'],
  ['camt054-v08-raiffeisen.xml', 'camt.054.001.08'],
];

it.each(SCHEMA_OF_FIXTURE)(
  '%s validates against %s.xsd and is read as that format',
  (name, message) => {
    expect(schemaVerdict(fixturePath(name), message)).toMatch(/ validates$/);
    expect(readBankStatementFile(fixture(name)).format).toBe(message);
  },
);

describe('camt.053.001.02 (a German savings bank: batch booking, returned direct debit)', () => {
  const name = 'camt053-v02-sparkasse.xml';

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

describe('camt.053.001.04 (a Swiss PostFinance account: QR references, a reversal)', () => {
  it('reads every entry with its QR reference, names and the overdrawn opening balance', () => {
    const [statement] = readBankStatementFile(fixture('camt053-v04-postfinance.xml')).statements;
    expect(statement.account).toEqual({
      iban: 'CH5780808000001234567',
      identifier: 'CH5780808000001234567',
      currency: 'CHF',
    });
    expect(statement.openingBalance).toEqual({
      amount: '-250.40',
      currency: 'CHF',
      date: '2026-11-30',
    });
    expect(statement.closingBalance).toEqual({
      amount: '4464.60',
      currency: 'CHF',
      date: '2026-11-30',
    });
    const [qrCredit, batch, reversal] = statement.entries;
    // NtryRef holds the IBAN here; the servicer's reference is the entry's.
    expect(qrCredit).toMatchObject({
      entryReference: '261130CH0A1B2C3D',
      amount: '1080.00',
      currency: 'CHF',
      bankTransactionCode: 'PMNT-RCDT-VCOM',
    });
    expect(qrCredit.transactions).toEqual([
      transaction({
        amount: '1080.00',
        currency: 'CHF',
        bankReference: '261130CH0A1B2C3D-1',
        counterparty: {
          name: 'Bergbahnen Beispiel AG',
          iban: 'CH2230808123456789012',
          bic: 'RAIFCH22XXX',
        },
        structuredReference: '210000000003139471430009017',
        remittanceText: 'Rechnung R26-0021',
      }),
    ]);
    // A booking date given as date and time is read as its day; "1600" becomes "1600.00".
    expect(batch).toMatchObject({ bookingDate: '2026-11-30', amount: '3600.00' });
    expect(batch.transactions).toEqual([
      transaction({
        amount: '1600.00',
        currency: 'CHF',
        endToEndId: 'ZKB-20261130-77',
        bankReference: '261130CH0A1B2C3E-1',
        counterparty: { name: 'Zuercher Kunde GmbH', iban: 'CH520023523352123456X', bic: null },
        structuredReference: '000000000000000000002600079',
      }),
      transaction({
        amount: '2000.00',
        currency: 'CHF',
        bankReference: '261130CH0A1B2C3E-2',
        counterparty: { name: 'Genfer Kunde SA', iban: null, bic: null },
        remittanceText: 'Facture R26-0022, merci',
      }),
    ]);
    // A returned transfer comes back as a reversed credit: the payee is the other side.
    expect(reversal).toMatchObject({ direction: 'credit', reversal: true, amount: '35.00' });
    expect(reversal.transactions).toEqual([
      transaction({
        amount: '35.00',
        currency: 'CHF',
        endToEndId: 'P-2026-0050',
        counterparty: { name: 'Papeterie Muster', iban: 'CH043000512345678901X', bic: null },
        remittanceText: 'Lieferantenrechnung 4471',
        returnReason: 'AC04',
      }),
    ]);
  });
});

describe('camt.053.001.08 (a UBS account in EUR: v08 status and parties, a payment run)', () => {
  it('reads booked entries only, with v08 party names and entities decoded', () => {
    const file = readBankStatementFile(fixture('camt053-v08-ubs.xml'));
    expect(file.messageId).toBe('UBS-CAMT053-20261201-000481');
    const [statement] = file.statements;
    expect(statement).toMatchObject({
      statementId: 'UBS-STMT-0233-0481',
      sequenceNumber: '481',
      account: { iban: 'CH490023323312345601E', currency: 'EUR' },
      openingBalance: { amount: '20000.00', currency: 'EUR', date: '2026-11-30' },
      closingBalance: { amount: '17820.21', currency: 'EUR', date: '2026-11-30' },
    });
    // The fifth entry is INFO, not booked.
    expect(statement.entries).toHaveLength(4);
    const [scor, partial, run, fee] = statement.entries;
    expect(scor.transactions).toEqual([
      transaction({
        amount: '595.00',
        endToEndId: 'E2E-KUNDE-2026-88',
        counterparty: {
          name: 'Beispiel Handel GmbH',
          iban: 'DE62210500001234567890',
          bic: 'NOLADE21KIE',
        },
        structuredReference: 'RF09R260014',
      }),
    ]);
    expect(partial).toMatchObject({ valueDate: '2026-12-01', amount: '120.79' });
    expect(partial.transactions).toEqual([
      transaction({
        amount: '120.79',
        counterparty: { name: 'Müller & Söhne OHG', iban: 'DE09100100101234567890', bic: null },
        remittanceText: 'Rechnung R 26 - 15 Teilzahlung',
      }),
    ]);
    expect(run).toMatchObject({
      entryReference: '9930334TI4711003',
      amount: '2891.58',
      direction: 'debit',
    });
    expect(run.transactions).toEqual([
      transaction({
        amount: '2380.00',
        direction: 'debit',
        endToEndId: 'P-2026-0061',
        counterparty: {
          name: 'Software Lieferant GmbH',
          iban: 'DE34200505501234567890',
          bic: 'HASPDEHHXXX',
        },
        remittanceText: 'LS-2026-11-0042',
      }),
      transaction({
        amount: '511.58',
        direction: 'debit',
        endToEndId: 'P-2026-0062',
        counterparty: { name: 'Reinigung Blitzblank', iban: 'CH7380808000007654321', bic: null },
        remittanceText: 'RG 2026/311',
      }),
    ]);
    // NtryRef "4" is a running number, not a reference: the fee has none.
    expect(fee).toMatchObject({
      entryReference: null,
      bankTransactionCode: 'FEE-STMT',
      amount: '4.00',
    });
    expect(fee.transactions[0].remittanceText).toBe('Gebuehr Kontoauszug');
  });
});

describe('camt.054 notifications', () => {
  it('reads a v02 direct debit batch of an account named by Othr/Id', () => {
    const file = readBankStatementFile(fixture('camt054-v02-volksbank.xml'));
    expect(file.messageId).toBe('054C2026112809300000004711');
    const [notification] = file.statements;
    expect(notification).toMatchObject({
      statementId: '054C2026112809300000004711-1',
      sequenceNumber: '47',
      account: { iban: null, identifier: '0532013000', currency: 'EUR' },
      openingBalance: null,
      closingBalance: null,
    });
    const [entry] = notification.entries;
    expect(entry).toMatchObject({
      entryReference: 'VB-20261128-0001',
      amount: '1428.00',
      bankTransactionCode: 'PMNT-RDDT-BBDD',
    });
    expect(entry.transactions).toEqual([
      transaction({
        amount: '1190.00',
        endToEndId: 'R260021-DD-1',
        mandateId: 'FK-M-000031',
        counterparty: {
          name: 'Grosskunde Logistik GmbH',
          iban: 'DE44500105175407324931',
          bic: null,
        },
        remittanceText: 'R26-0021',
      }),
      transaction({
        amount: '238.00',
        endToEndId: 'R260022-DD-1',
        mandateId: 'FK-M-000032',
        counterparty: { name: 'Kleinkunde KG', iban: 'DE02120300000000202051', bic: null },
        remittanceText: 'R26-0022',
      }),
    ]);
  });

  it('reads a v08 returned direct debit with its reason and the customer as the other side', () => {
    const [notification] = readBankStatementFile(fixture('camt054-v08-raiffeisen.xml')).statements;
    expect(notification.entries).toHaveLength(1);
    expect(notification.entries[0]).toMatchObject({
      entryReference: 'RAIF-20261130-RTN-01',
      amount: '540.00',
      currency: 'CHF',
      direction: 'debit',
      bankTransactionCode: 'PMNT-RDDT-UPDD',
    });
    expect(notification.entries[0].transactions).toEqual([
      transaction({
        amount: '540.00',
        currency: 'CHF',
        direction: 'debit',
        endToEndId: 'R260030-DD-1',
        mandateId: 'FK-M-000040',
        counterparty: {
          name: 'Berner Kunde AG',
          iban: 'CH2230808123456789012',
          bic: 'RAIFCH22XXX',
        },
        remittanceText: 'Rechnung R26-0030',
        returnReason: 'AM04',
      }),
    ]);
  });
});
