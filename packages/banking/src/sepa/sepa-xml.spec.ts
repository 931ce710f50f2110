import { isSepaIdentifier } from './epc-text';
import {
  sepaAgent,
  sepaAmount,
  sepaControlSum,
  sepaDateTime,
  sepaGroupHeader,
  sepaMessageId,
  writeIso20022Document,
} from './sepa-xml';

describe('SEPA writing helpers', () => {
  it('formats amounts and control sums with two decimals, exactly', () => {
    expect(sepaAmount('5')).toBe('5.00');
    expect(sepaAmount('1234.5')).toBe('1234.50');
    expect(sepaControlSum(['0.10', '0.20', '999999999.99'])).toBe('1000000000.29');
    expect(sepaControlSum([])).toBe('0.00');
  });

  it('makes message ids that are SEPA identifiers', () => {
    const id = sepaMessageId('PAIN001', 123456789, new Date('2026-12-08T10:15:07.123Z'));
    expect(id).toBe('PAIN001-123456789-20261208101507');
    expect(isSepaIdentifier(id)).toBe(true);
    expect(sepaDateTime(new Date('2026-12-08T10:15:07.123Z'))).toBe('2026-12-08T10:15:07Z');
  });

  it('names agents by BIC in the version’s element, or NOTPROVIDED', () => {
    expect(sepaAgent('cobadeff xxx', 'BICFI')).toEqual({ FinInstnId: { BICFI: 'COBADEFFXXX' } });
    expect(sepaAgent('COBADEFF', 'BIC')).toEqual({ FinInstnId: { BIC: 'COBADEFF' } });
    expect(sepaAgent(null, 'BIC')).toEqual({ FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } });
  });

  it('writes the declaration, the namespace and escaped text', () => {
    const header = sepaGroupHeader({
      messageId: 'M-1',
      createdAt: new Date('2026-12-08T10:15:00Z'),
      amounts: ['1.50', '2'],
      initiatingPartyName: "O'Brien & Söhne",
    });
    const xml = writeIso20022Document('pain.008.001.08', 'CstmrDrctDbtInitn', { GrpHdr: header });
    expect(xml).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08">');
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(xml).toContain('<CtrlSum>3.50</CtrlSum>');
    expect(xml).toMatch(/<Nm>O(&apos;|')Brien \+ Soehne<\/Nm>/);
  });
});
