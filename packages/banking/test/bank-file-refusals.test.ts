import { BankFileError, readBankStatementFile } from '../src';
import { fixture } from './support/statement-fixtures';

function refusal(content: Buffer): BankFileError {
  try {
    readBankStatementFile(content);
  } catch (error) {
    if (error instanceof BankFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

const CAMT = fixture('camt053-v02-sparkasse.xml').toString('utf8');

describe('bank files that are refused', () => {
  it('refuses a DOCTYPE with an entity before parsing it', () => {
    const error = refusal(fixture('camt053-doctype-entity.xml'));
    expect(error.problem).toBe('doctype_refused');
    expect(error.message).toMatch(/DOCTYPE or ENTITY/);
  });

  it('refuses a truncated camt as malformed', () => {
    const error = refusal(fixture('camt053-truncated.xml'));
    expect(error.problem).toBe('malformed');
    expect(error.message).toMatch(/not well-formed XML .*line \d+/);
  });

  it('names the MT940 statement whose balances do not add up', () => {
    const error = refusal(fixture('mt940-wrong-balance.sta'));
    expect(error.problem).toBe('balance_mismatch');
    expect(error.message).toBe(
      'MT940 message 1 (:20: DEUTDEFF, :28C: 00219/001): the opening balance 10452.00 plus the entries gives 10552.00, but the closing balance is 10562.00.',
    );
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj')],
    ['a CSV export', Buffer.from('Buchungstag;Betrag\n27.11.2026;1190,00\n')],
    ['a pain.001', Buffer.from(CAMT.replace(/camt\.053\.001\.02/g, 'pain.001.001.09'))],
    [
      'an unsupported camt version',
      Buffer.from(CAMT.replace(/camt\.053\.001\.02/g, 'camt.053.001.06')),
    ],
  ])('refuses %s as an unknown format', (_, content) => {
    expect(refusal(content).problem).toBe('unknown_format');
  });

  it.each([
    ['GrpHdr/MsgId', /<MsgId>053D[^<]*<\/MsgId>/, '', 'BkToCstmrStmt/GrpHdr/MsgId'],
    ['the account', /<IBAN>DE89370400440532013000<\/IBAN>/, '', 'Stmt[1]/Acct/Id/IBAN'],
    [
      'an amount',
      /<Amt Ccy="EUR">500.00<\/Amt>\s*<CdtDbtInd>DBIT/,
      '<CdtDbtInd>DBIT',
      'Stmt[1]/Ntry[4]/Amt',
    ],
  ])('names the path of missing %s', (_, pattern, replacement, path) => {
    const error = refusal(Buffer.from(CAMT.replace(pattern, replacement)));
    expect(error.problem).toBe('missing_field');
    expect(error.message).toBe(`The bank file has no ${path}.`);
  });

  it('refuses an amount written with a decimal comma in camt', () => {
    const error = refusal(
      Buffer.from(CAMT.replace('<Amt Ccy="EUR">1190.00</Amt>', '<Amt Ccy="EUR">1190,00</Amt>')),
    );
    expect(error).toMatchObject({ problem: 'malformed' });
    expect(error.message).toMatch(/Stmt\[1\]\/Ntry\[1\]\/Amt is not an amount/);
  });
});
