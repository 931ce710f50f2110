import { buildCamt053 } from '@faktura/test-support';
import { BankFileError, readBankStatementFile } from '../src';

// The reader parses a statement's entries in batches cut from the text (not as one tree);
// these tests pin what that must not change: every entry, its order and its error path.
const ENTRIES = 130;
const amountOf = (n: number) => `${n + 1}.${String(n % 100).padStart(2, '0')}`;
const xml = buildCamt053({
  accountIban: 'DE89370400440532013000',
  entries: Array.from({ length: ENTRIES }, (_, n) => ({
    amount: amountOf(n),
    direction: n % 3 === 0 ? ('debit' as const) : ('credit' as const),
    remittanceText: `Rechnung ${n + 1}`,
  })),
});

function amounts(text: string): string[] {
  return readBankStatementFile(Buffer.from(text)).statements.flatMap((statement) =>
    statement.entries.map((entry) => entry.amount),
  );
}

function refusal(text: string): BankFileError {
  try {
    readBankStatementFile(Buffer.from(text));
  } catch (error) {
    if (error instanceof BankFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

describe('camt entries read in batches', () => {
  const expected = Array.from({ length: ENTRIES }, (_, n) => amountOf(n));

  it('reads every entry of a long statement in document order', () => {
    const statement = readBankStatementFile(Buffer.from(xml)).statements[0];
    expect(statement.entries.map((entry) => entry.amount)).toEqual(expected);
    expect(statement.entries[129].transactions[0].remittanceText).toBe('Rechnung 130');
    expect(statement.entries.map((entry) => entry.direction).slice(0, 3)).toEqual([
      'debit',
      'credit',
      'credit',
    ]);
  });

  it('reads entries written with a namespace prefix', () => {
    const prefixed = xml
      .replace(/<(\/?)([A-Za-z])/g, '<$1ns2:$2')
      .replace('<ns2:Document xmlns=', '<ns2:Document xmlns:ns2=');
    expect(prefixed).toContain('<ns2:Ntry>');
    expect(amounts(prefixed)).toEqual(expected);
  });

  it('is not misled by entry tags inside comments and CDATA sections', () => {
    const tricky = xml
      .replace('<Ntry>', '<!-- <Ntry><Amt Ccy="EUR">9.99</Amt></Ntry> --><Ntry>')
      .replace('Rechnung 2<', '<![CDATA[Rechnung 2 </Ntry> <Ntry>]]><');
    const statement = readBankStatementFile(Buffer.from(tricky)).statements[0];
    expect(statement.entries.map((entry) => entry.amount)).toEqual(expected);
    expect(statement.entries[1].transactions[0].remittanceText).toBe('Rechnung 2 </Ntry> <Ntry>');
  });

  it('reads entries split by a comment as one statement, in order', () => {
    const split = xml.replace(/(<\/Ntry>\s*)(<Ntry>)/, '$1<!-- page 2 -->$2');
    expect(split).toContain('<!-- page 2 -->');
    expect(amounts(split)).toEqual(expected);
  });

  it('names the path of a broken entry after the first batches', () => {
    const broken = xml.replace(`<Amt Ccy="EUR">${amountOf(103)}</Amt>`, '');
    expect(refusal(broken).message).toBe('The bank file has no Stmt[1]/Ntry[104]/Amt.');
  });
});
