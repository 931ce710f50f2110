import { execFileSync } from 'node:child_process';
import { DomainError } from '@faktura/domain';
import { earliestCollectionDate, targetBusinessDayFrom } from './pain008.collection-date';
import { checkSepaDirectDebit } from './pain008.checker';
import { readDirectDebitXml } from './pain008.content';
import type { Pain008Version, SepaDirectDebit, SepaDirectDebitInput } from './pain008.types';
import { writePain008 } from './pain008.writer';

const SCHEMAS = '/work/shared/iso20022';

/** xmllint's verdict on the file against the version's official schema ('' when valid). */
function schemaErrors(xml: string, version: Pain008Version): string {
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', `${SCHEMAS}/${version}.xsd`, '-'], {
      input: xml,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

function debit(index: number, overrides: Partial<SepaDirectDebit> = {}): SepaDirectDebit {
  return {
    endToEndId: `DD-7-${index}`,
    amount: `${index + 10}.50`,
    currency: 'EUR',
    scheme: 'CORE',
    sequenceType: 'RCUR',
    collectionDate: '2026-12-10',
    mandate: { reference: `MANDATE-${index}`, signedOn: '2026-01-15' },
    debtor: { name: `Kunde ${index}`, iban: 'DE89370400440532013000', bic: null },
    remittance: `R26000${index}`,
    ...overrides,
  };
}

function input(debits: SepaDirectDebit[], version?: Pain008Version): SepaDirectDebitInput {
  return {
    version,
    messageId: 'DD-7-20261208101500',
    createdAt: new Date('2026-12-08T10:15:00Z'),
    creditor: { name: 'Faktura Demo GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    creditorId: 'DE98ZZZ09999999999',
    debits,
  };
}

const VERSIONS: Pain008Version[] = ['pain.008.001.08', 'pain.008.001.02'];

describe('writePain008', () => {
  it.each(VERSIONS)('writes %s that validates and holds the EPC rules', (version) => {
    const debits = [
      debit(0, {
        sequenceType: 'FRST',
        debtor: {
          name: 'Müller & Söhne Straßenbau GmbH «Zürich» Ærø',
          iban: 'de89 3704 0044 0532 0130 00',
          bic: 'cobadeffxxx',
        },
        remittance: 'RF18 5390 0754 7034',
      }),
      debit(1, { debtor: { name: 'A'.repeat(120), iban: 'AT611904300234573201' } }),
      debit(2, { amount: '999999999.99', remittance: 'Rechnung Nr. 2026/17 für Café Crème' }),
      debit(3, { scheme: 'B2B', sequenceType: 'FNAL' }),
      debit(4, { sequenceType: 'OOFF', collectionDate: '2026-12-14' }),
    ];
    const xml = writePain008(input(debits, version));
    expect(schemaErrors(xml, version)).toBe('');
    expect(checkSepaDirectDebit(xml)).toEqual([]);
    expect(xml).not.toMatch(/[ÄÖÜäöüß«»Ææé&]/);
  });

  it('groups one PmtInf per scheme, sequence type and collection date with their totals', () => {
    const debits = [
      debit(0, { sequenceType: 'FRST' }),
      debit(1),
      debit(2, { sequenceType: 'FRST' }),
      debit(3, { scheme: 'B2B' }),
      debit(4, { collectionDate: '2026-12-11' }),
    ];
    const content = readDirectDebitXml(writePain008(input(debits)));
    expect(content.declared).toEqual({ count: '5', controlSum: '62.50' });
    expect(
      content.batches.map((batch) => [
        batch.scheme,
        batch.sequenceType,
        batch.collectionDate,
        batch.declared.count,
        batch.declared.controlSum,
        batch.creditorId,
      ]),
    ).toEqual([
      ['CORE', 'FRST', '2026-12-10', '2', '23.00', 'DE98ZZZ09999999999'],
      ['CORE', 'RCUR', '2026-12-10', '1', '11.50', 'DE98ZZZ09999999999'],
      ['B2B', 'RCUR', '2026-12-10', '1', '13.50', 'DE98ZZZ09999999999'],
      ['CORE', 'RCUR', '2026-12-11', '1', '14.50', 'DE98ZZZ09999999999'],
    ]);
    const first = content.batches[0].lines[0];
    expect(first).toMatchObject({ mandateId: 'MANDATE-0', signedOn: '2026-01-15' });
  });

  it('writes a valid RF reference structured and anything else unstructured', () => {
    const content = readDirectDebitXml(
      writePain008(input([debit(0, { remittance: 'rf18 5390 0754 7034' }), debit(1)])),
    );
    expect(content.batches[0].lines.map((line) => [line.structured, line.unstructured])).toEqual([
      ['RF18539007547034', null],
      [null, 'R260001'],
    ]);
  });

  it.each([
    ['a wrong creditor identifier', { creditorId: 'DE97ZZZ09999999999' }, 'CdtrSchmeId'],
    ['a collection in the past', { createdAt: new Date('2026-12-11T08:00:00Z') }, 'ReqdColltnDt'],
  ])('refuses %s', (_why, change, path) => {
    const attempt = () => writePain008({ ...input([debit(0)]), ...change });
    expect(attempt).toThrow(DomainError);
    expect(attempt).toThrow(path);
  });

  it.each([
    ['an amount in CHF', { currency: 'CHF' }, 'InstdAmt'],
    [
      'a mandate signed after the collection',
      { mandate: { reference: 'M-1', signedOn: '2026-12-11' } },
      'DtOfSgntr',
    ],
    [
      'a mandate reference with spaces',
      { mandate: { reference: 'M 1', signedOn: '2026-01-01' } },
      'MndtId',
    ],
    ['an invalid IBAN', { debtor: { name: 'X', iban: 'DE89370400440532013001' } }, 'DbtrAcct'],
  ])('refuses %s', (_why, change, path) => {
    expect(() => writePain008(input([debit(0, change as Partial<SepaDirectDebit>)]))).toThrow(path);
  });

  it('finds control sums, counts and sequence types a file lies about', () => {
    const xml = writePain008(input([debit(0), debit(1)]))
      .replace('<CtrlSum>22.00</CtrlSum>', '<CtrlSum>22.01</CtrlSum>')
      .replace('<NbOfTxs>2</NbOfTxs>', '<NbOfTxs>3</NbOfTxs>')
      .replace('<SeqTp>RCUR</SeqTp>', '<SeqTp>LAST</SeqTp>');
    expect(checkSepaDirectDebit(xml).map((violation) => violation.rule)).toEqual(
      expect.arrayContaining(['control_sum', 'transaction_count', 'structure']),
    );
  });
});

describe('collection dates', () => {
  it('lets a file handed in today collect on the next TARGET2 business day (D-1)', () => {
    expect(earliestCollectionDate('2026-12-08')).toBe('2026-12-09'); // Tuesday -> Wednesday
    expect(earliestCollectionDate('2026-12-11')).toBe('2026-12-14'); // Friday -> Monday
    expect(earliestCollectionDate('2026-12-12')).toBe('2026-12-15'); // Saturday: from Monday
    expect(earliestCollectionDate('2026-12-24')).toBe('2026-12-28'); // over Christmas
  });

  it('moves a closing day to the next business day', () => {
    expect(targetBusinessDayFrom('2027-03-26')).toBe('2027-03-30'); // Good Friday
    expect(targetBusinessDayFrom('2027-03-30')).toBe('2027-03-30');
  });
});
