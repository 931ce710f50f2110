import { execFileSync } from 'node:child_process';
import { checkSepaCreditTransfer } from './pain001.checker';
import type { Pain001Version, SepaCreditTransferInput, SepaTransfer } from './pain001.types';
import { writePain001 } from './pain001.writer';

const SCHEMAS = '/work/shared/iso20022';

/** xmllint's verdict on the file against the version's official schema ('' when valid). */
function schemaErrors(xml: string, version: Pain001Version): string {
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

function transfer(index: number, overrides: Partial<SepaTransfer> = {}): SepaTransfer {
  return {
    endToEndId: `E260${String(index).padStart(3, '0')}-7`,
    amount: `${index + 1}.25`,
    currency: 'EUR',
    creditor: { name: `Lieferant ${index}`, iban: 'DE89370400440532013000', bic: null },
    remittance: `RE-2026-${index}`,
    ...overrides,
  };
}

function input(transfers: SepaTransfer[], version?: Pain001Version): SepaCreditTransferInput {
  return {
    version,
    messageId: 'PAIN001-7-20261208101500',
    createdAt: new Date('2026-12-08T10:15:00Z'),
    executionDate: '2026-12-09',
    debtor: { name: 'Faktura Demo GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    transfers,
  };
}

const VERSIONS: Pain001Version[] = ['pain.001.001.09', 'pain.001.001.03'];

describe('writePain001', () => {
  it.each(VERSIONS)('writes %s that validates and holds the EPC rules', (version) => {
    const transfers = [
      transfer(0, {
        creditor: {
          name: 'Müller & Söhne Straßenbau GmbH «Zürich» Ærø',
          iban: 'de89 3704 0044 0532 0130 00',
          bic: 'cobadeffxxx',
        },
        remittance: 'Rechnung Nr. 2026/17 – Lieferung "Größe XL" für Café Crème',
      }),
      transfer(1, { creditor: { name: 'A'.repeat(120), iban: 'AT611904300234573201' } }),
      transfer(2, { amount: '999999999.99', remittance: 'x'.repeat(300) }),
    ];
    const xml = writePain001(input(transfers, version));
    expect(schemaErrors(xml, version)).toBe('');
    expect(checkSepaCreditTransfer(xml, { today: '2026-12-08' })).toEqual([]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns=')).toBe(true);
    expect(xml).toContain(`urn:iso:std:iso:20022:tech:xsd:${version}`);
    expect(xml).toContain('<Nm>Mueller + Soehne Strassenbau GmbH Zuerich AEro</Nm>');
    expect(xml).toContain(`<Nm>${'A'.repeat(70)}</Nm>`);
    expect(xml).toContain(`<Ustrd>${'x'.repeat(140)}</Ustrd>`);
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');
    expect(xml).toContain('<CtrlSum>1000000003.49</CtrlSum>');
    expect(xml).toContain('<NbOfTxs>3</NbOfTxs>');
    expect(xml).toContain('<ChrgBr>SLEV</ChrgBr>');
    expect(xml).toContain('<BtchBookg>true</BtchBookg>');
  });

  it('writes the execution date and BICs in each version’s form', () => {
    const transfers = [transfer(0, { creditor: { ...transfer(0).creditor, bic: 'COBADEFFXXX' } })];
    const v09 = writePain001(input(transfers));
    const v03 = writePain001(input(transfers, 'pain.001.001.03'));
    expect(v09).toMatch(/<ReqdExctnDt>\s*<Dt>2026-12-09<\/Dt>\s*<\/ReqdExctnDt>/);
    expect(v09).toContain('<BICFI>COBADEFFXXX</BICFI>');
    expect(v03).toContain('<ReqdExctnDt>2026-12-09</ReqdExctnDt>');
    expect(v03).toContain('<BIC>COBADEFFXXX</BIC>');
  });

  it('names the debtor agent NOTPROVIDED and leaves the creditor agent out without BICs', () => {
    const xml = writePain001({
      ...input([transfer(0)]),
      debtor: { ...input([]).debtor, bic: null },
    });
    expect(schemaErrors(xml, 'pain.001.001.09')).toBe('');
    expect(xml).toContain('<Id>NOTPROVIDED</Id>');
    expect(xml).not.toContain('CdtrAgt');
  });

  it.each(VERSIONS)('writes 1 and 500 transfers of %s with the right totals', (version) => {
    const one = writePain001(input([transfer(0, { amount: '0.01' })], version));
    expect(schemaErrors(one, version)).toBe('');
    expect(one).toContain('<CtrlSum>0.01</CtrlSum>');
    const many = writePain001(
      input(
        Array.from({ length: 500 }, (_, i) => transfer(i)),
        version,
      ),
    );
    expect(schemaErrors(many, version)).toBe('');
    expect(checkSepaCreditTransfer(many, { today: '2026-12-09' })).toEqual([]);
    // Amounts 1.25 .. 500.25: 500 * 501 / 2 + 500 * 0.25.
    expect(many.match(/<CtrlSum>125375.00<\/CtrlSum>/g)).toHaveLength(2);
    expect(many.match(/<NbOfTxs>500<\/NbOfTxs>/g)).toHaveLength(2);
  });

  it('refuses input that breaks a rule instead of writing it', () => {
    expect(() => writePain001(input([transfer(0, { amount: '12.345' })]))).toThrow(
      /PmtInf\[0\]\.CdtTrfTxInf\[0\]\.Amt\.InstdAmt must be a number with at most two decimals/,
    );
    expect(() => writePain001({ ...input([transfer(0)]), executionDate: '2026-12-07' })).toThrow(
      /ReqdExctnDt lies in the past/,
    );
  });
});
