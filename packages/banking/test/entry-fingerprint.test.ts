import {
  entryFingerprint,
  entryFingerprints,
  readBankStatementFile,
  type StatementEntry,
} from '../src';
import { fixture } from './support/statement-fixtures';

const ACCOUNT = 'DE89370400440532013000';

function keysOf(name: string): string[] {
  const { statements } = readBankStatementFile(fixture(name));
  return statements.flatMap((statement) =>
    entryFingerprints(statement.account.identifier, statement.entries),
  );
}

describe('entryFingerprint', () => {
  it('is the same every time a file is read', () => {
    for (const name of ['camt053-v08-ubs.xml', 'mt940-commerzbank-swift.sta']) {
      expect(keysOf(name)).toEqual(keysOf(name));
    }
  });

  it("is the bank's reference where there is one, a SHA-256 otherwise", () => {
    expect(keysOf('camt053-v08-ubs.xml')).toEqual([
      'ref:CH490023323312345601E:9930334TI4711001',
      'ref:CH490023323312345601E:9930334TI4711002',
      'ref:CH490023323312345601E:9930334TI4711003',
      expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    ]);
  });

  it('keys the same entry alike in MT940 and camt of one account', () => {
    const [statement] = readBankStatementFile(fixture('camt053-v02-sparkasse.xml')).statements;
    const fee = statement.entries[4];
    // Spaces and letter case of the account do not matter.
    expect(entryFingerprint('de89 3704 0044 0532 0130 00', fee)).toBe(
      entryFingerprint(ACCOUNT, fee),
    );
  });

  describe('without a bank reference', () => {
    const [, fee] = readBankStatementFile(fixture('mt940-commerzbank-swift.sta')).statements[1]
      .entries;

    it('changes with the account, date, direction, amount and text', () => {
      const base = entryFingerprint(ACCOUNT, fee);
      const variants: StatementEntry[] = [
        { ...fee, bookingDate: '2027-01-05' },
        { ...fee, direction: 'credit' },
        { ...fee, amount: '0.51' },
        { ...fee, transactions: [{ ...fee.transactions[0], remittanceText: 'Buchungsposten 2' }] },
      ];
      const keys = new Set([base, entryFingerprint('DE34760100850987654321', fee)]);
      for (const variant of variants) keys.add(entryFingerprint(ACCOUNT, variant));
      expect(keys.size).toBe(6);
    });

    it('numbers identical entries within one file, so both import once and never again', () => {
      const keys = entryFingerprints(ACCOUNT, [fee, { ...fee }, { ...fee, amount: '1.00' }, fee]);
      const base = entryFingerprint(ACCOUNT, fee);
      expect(keys).toEqual([base, `${base}#2`, expect.stringMatching(/^sha256:/), `${base}#3`]);
      expect(entryFingerprints(ACCOUNT, [fee, fee, { ...fee, amount: '1.00' }, fee])).toEqual(keys);
    });
  });
});
