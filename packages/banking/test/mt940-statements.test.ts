import { readBankStatementFile } from '../src';
import { fixture, transaction } from './support/statement-fixtures';

describe('MT940 of a Deutsche Bank account (bank code and account, structured :86:)', () => {
  const file = readBankStatementFile(fixture('mt940-deutsche-bank.sta'));
  const [statement] = file.statements;

  it('reads the message header and balances', () => {
    expect(file).toMatchObject({ format: 'mt940', messageId: null });
    expect(file.statements).toHaveLength(1);
    expect({ ...statement, entries: statement.entries.length }).toEqual({
      statementId: 'DEUTDEFF',
      sequenceNumber: '00218/001',
      account: { iban: null, identifier: '50070010/0123456700', currency: 'EUR' },
      createdAt: null,
      fromDate: '2026-11-27',
      toDate: '2026-11-28',
      openingBalance: { amount: '10000.00', currency: 'EUR', date: '2026-11-26' },
      closingBalance: { amount: '10452.00', currency: 'EUR', date: '2026-11-28' },
      entries: 5,
    });
  });

  it('reads every :61: line with its :86: details', () => {
    const [rf, returned, transfer, oldStyle, storno] = statement.entries;
    expect(rf).toEqual({
      entryReference: '2026112712345',
      bookingDate: '2026-11-27',
      valueDate: '2026-11-27',
      amount: '1190.00',
      currency: 'EUR',
      direction: 'credit',
      reversal: false,
      bankTransactionCode: 'NTRF+166',
      transactions: [
        // ?21 is full (27 characters), so ?22 continues its word: "R" + "26-0003".
        transaction({
          amount: '1190.00',
          bankReference: '2026112712345',
          counterparty: {
            name: 'Muster Maschinenbau GmbH',
            iban: 'DE44500105175407324931',
            bic: 'INGDDEFFXXX',
          },
          structuredReference: 'RF15R260003',
          remittanceText: 'RF15R260003 Rechnung R26-0003',
        }),
      ],
    });
    expect(returned).toMatchObject({ direction: 'debit', reversal: false, amount: '238.00' });
    expect(returned.transactions).toEqual([
      transaction({
        amount: '238.00',
        direction: 'debit',
        endToEndId: 'R260014-DD-1',
        mandateId: 'FK-M-000021',
        bankReference: '2026112712346',
        counterparty: {
          name: 'Kunde mit Widerspruch',
          iban: 'DE09100100101234567890',
          bic: 'COBADEFFXXX',
        },
        remittanceText: 'Rechnung R26-0014',
        returnReason: '912',
      }),
    ]);
    // No booking date on the line: the value date is the booking date.
    expect(transfer).toMatchObject({ bookingDate: '2026-11-27', bankTransactionCode: 'NMSC+116' });
    expect(transfer.transactions[0]).toEqual(
      transaction({
        amount: '500.00',
        direction: 'debit',
        endToEndId: 'P-2026-0042',
        bankReference: '2026112712347',
        counterparty: {
          name: 'Lieferant Buerobedarf KG',
          iban: 'DE34200505501234567890',
          bic: 'HASPDEHHXXX',
        },
        remittanceText: 'RE-88121',
      }),
    );
    // "45,5" is 45.50; a name split over ?32/?33 is one name; text without keywords is kept.
    expect(oldStyle.transactions[0]).toEqual(
      transaction({
        amount: '45.50',
        bankReference: '2026112812348',
        counterparty: { name: 'Ingenieurbuero Dr. Schmidt-Lauterbach', iban: null, bic: null },
        remittanceText: 'Rechnung R26-0015 Kunde 10017 Danke',
      }),
    );
    // RC reverses a credit: money leaves the account. Free-text :86: lines are joined.
    expect(storno).toMatchObject({ direction: 'debit', reversal: true, amount: '45.50' });
    expect(storno.transactions[0].remittanceText).toBe(
      'Storno der Gutschrift vom 28.11.2026 wegen falscher Empfaengerangabe',
    );
  });
});

describe('MT940 of a Commerzbank account in SWIFT envelopes (several messages, CRLF)', () => {
  const { statements } = readBankStatementFile(fixture('mt940-commerzbank-swift.sta'));

  it('reads each message as a statement of the IBAN given with its currency', () => {
    expect(statements.map((statement) => statement.sequenceNumber)).toEqual([
      '00001/001',
      '00002/001',
      '00002/002',
    ]);
    for (const statement of statements) {
      expect(statement.account).toEqual({
        iban: 'DE34760100850987654321',
        identifier: 'DE34760100850987654321',
        currency: 'EUR',
      });
    }
    // :62M: and :60M: carry a statement over to its next page.
    expect(statements[1].closingBalance).toEqual({
      amount: '4249.50',
      currency: 'EUR',
      date: '2027-01-04',
    });
    expect(statements[2].openingBalance).toEqual(statements[1].closingBalance);
    expect(statements[2].closingBalance?.amount).toBe('4338.75');
  });

  it('dates a booking of 31 December with a January value date in the year before', () => {
    const [debit] = statements[0].entries;
    expect(debit).toMatchObject({ bookingDate: '2026-12-31', valueDate: '2027-01-02' });
    expect(debit.transactions).toEqual([
      transaction({
        amount: '250.00',
        direction: 'debit',
        endToEndId: 'STROM-2026-12',
        mandateId: 'SW-778812',
        bankReference: 'CB270102001',
        counterparty: {
          name: 'Stadtwerke Musterstadt',
          iban: 'DE22600501010001234567',
          bic: 'HELADEF1XXX',
        },
        remittanceText: 'Abschlag Dezember',
      }),
    ]);
  });

  it('reads every entry of the later messages', () => {
    const [credit, fee] = statements[1].entries;
    expect(credit.transactions).toEqual([
      transaction({
        amount: '3000.00',
        endToEndId: 'INV-2027-1',
        bankReference: 'CB270104001',
        counterparty: {
          name: 'Wiener Kunde GmbH',
          iban: 'AT301200012345678901',
          bic: 'BKAUATWWXXX',
        },
        structuredReference: 'RF84R260022',
        remittanceText: 'RF84R260022',
      }),
    ]);
    // No "//" bank reference: the entry has none and is keyed by its hash.
    expect(fee).toMatchObject({ entryReference: null, amount: '0.50', direction: 'debit' });
    expect(fee.transactions[0].remittanceText).toBe('Buchungsposten');
    expect(statements[2].entries[0].transactions).toEqual([
      transaction({
        amount: '89.25',
        endToEndId: 'R260003-2',
        bankReference: 'CB270105001',
        counterparty: { name: 'Hans Meier', iban: 'DE20701500000012345678', bic: null },
        remittanceText: 'Rg. 26-3 Restbetrag',
      }),
    ]);
  });
});
