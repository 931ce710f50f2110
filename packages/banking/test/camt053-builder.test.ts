import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCamt053 } from '@faktura/test-support';
import { entryFingerprints, readBankStatementFile } from '../src';
import { schemaVerdict } from './support/statement-fixtures';

const ACCOUNT = 'DE89370400440532013000';

describe('buildCamt053 (test-support)', () => {
  const xml = buildCamt053({
    accountIban: ACCOUNT,
    openingBalance: '100.00',
    entries: [
      {
        amount: '119',
        direction: 'credit',
        creditorReference: 'RF69R260001',
        payerIban: 'DE44500105175407324931',
        payerName: 'Müller & Co <Nord>',
      },
      {
        amount: '50.5',
        direction: 'credit',
        remittanceText: 'Rechnung R 26 1',
        endToEndId: 'E2E-1',
      },
      {
        amount: '238.00',
        direction: 'debit',
        endToEndId: 'R260014-DD-1',
        payerIban: 'DE09100100101234567890',
        payerName: 'Kunde',
        returnReason: 'MD06',
      },
      { amount: '12.00', direction: 'debit', bankReference: null, remittanceText: 'Gebuehr' },
    ],
  });

  it('writes a camt.053.001.08 that validates against the schema', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'camt053-')), 'built.xml');
    writeFileSync(path, xml);
    expect(schemaVerdict(path, 'camt.053.001.08')).toMatch(/ validates$/);
  });

  it('reads back with every amount, reference, party and the computed closing balance', () => {
    const [statement] = readBankStatementFile(Buffer.from(xml)).statements;
    expect(statement.account.iban).toBe(ACCOUNT);
    expect(statement.openingBalance?.amount).toBe('100.00');
    expect(statement.closingBalance?.amount).toBe('19.50');
    expect(
      statement.entries.map(({ entryReference, amount, direction, transactions: [t] }) => [
        entryReference,
        amount,
        direction,
        t.structuredReference,
        t.remittanceText,
        t.endToEndId,
        t.counterparty.name,
        t.counterparty.iban,
        t.returnReason,
      ]),
    ).toEqual([
      [
        'TEST-STMT-1-1',
        '119.00',
        'credit',
        'RF69R260001',
        null,
        null,
        'Müller & Co <Nord>',
        'DE44500105175407324931',
        null,
      ],
      ['TEST-STMT-1-2', '50.50', 'credit', null, 'Rechnung R 26 1', 'E2E-1', null, null, null],
      [
        'TEST-STMT-1-3',
        '238.00',
        'debit',
        null,
        null,
        'R260014-DD-1',
        'Kunde',
        'DE09100100101234567890',
        'MD06',
      ],
      [null, '12.00', 'debit', null, 'Gebuehr', null, null, null, null],
    ]);
  });

  it('builds and reads a statement of 2,000 entries, every one with its own key', () => {
    const entries = Array.from({ length: 2_000 }, (_, index) => ({
      amount: `${(index % 900) + 10}.${String(index % 100).padStart(2, '0')}`,
      direction: 'credit' as const,
      remittanceText: `Rechnung R26-${String(index).padStart(5, '0')}`,
      payerName: `Kunde ${index}`,
    }));
    const { statements } = readBankStatementFile(
      Buffer.from(buildCamt053({ accountIban: ACCOUNT, entries })),
    );
    expect(statements[0].entries).toHaveLength(2_000);
    expect(statements[0].entries[1_999].transactions[0].remittanceText).toBe('Rechnung R26-01999');
    expect(new Set(entryFingerprints(ACCOUNT, statements[0].entries)).size).toBe(2_000);
  });
});
