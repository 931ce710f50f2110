import type { VatKind } from '@faktura/db';

export interface DefaultVatCode {
  code: string;
  /** Percent, as a decimal string (numeric column). */
  tax: string;
  kind: VatKind;
  noticeTaxExemption?: string;
  noticeTaxExemptionAlt?: string;
}

/** Settings and master data a new account starts with, chosen by its currency. */
export interface AccountDefaults {
  countryCode: string;
  euMember: boolean;
  timeZone: string;
  salesVatCodes: DefaultVatCode[];
  purchaseVatCodes: DefaultVatCode[];
}

/** The letter paper every account has: the interface's default for PDFs. */
export const DEFAULT_LETTER_PAPER_NAME = 'White';

/**
 * Germany (EUR): 19 % standard and 7 % reduced rate. Sales to businesses abroad are 0 % under
 * reverse charge (services, § 13b UStG) or intra-EU (supplies); purchases from abroad carry the
 * 19 % the recipient owes itself, which the domain's effective rate turns into 0 on the item.
 */
const GERMANY: AccountDefaults = {
  countryCode: 'DE',
  euMember: true,
  timeZone: 'Europe/Berlin',
  salesVatCodes: [
    { code: 'USt19', tax: '19', kind: 'tax' },
    { code: 'USt7', tax: '7', kind: 'tax' },
    {
      code: 'RC0',
      tax: '0',
      kind: 'reverse_charge',
      noticeTaxExemption: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG).',
      noticeTaxExemptionAlt: 'Reverse charge: the recipient is liable for the VAT.',
    },
    {
      code: 'IG0',
      tax: '0',
      kind: 'intra_eu',
      noticeTaxExemption: 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG).',
      noticeTaxExemptionAlt: 'VAT-exempt intra-community supply.',
    },
  ],
  purchaseVatCodes: [
    { code: 'VSt19', tax: '19', kind: 'tax' },
    { code: 'VSt7', tax: '7', kind: 'tax' },
    { code: 'VSt0', tax: '0', kind: 'tax' },
    { code: 'RC19', tax: '19', kind: 'reverse_charge' },
    { code: 'IG19', tax: '19', kind: 'intra_eu' },
  ],
};

/**
 * Switzerland (CHF, not in the EU, so no intra-EU codes): 8.1 % standard, 2.6 % reduced and
 * 3.8 % accommodation rate, 0 % for exempt supplies and exports; purchases add the 8.1 %
 * acquisition tax (Bezugsteuer) on services from abroad, which is a reverse charge.
 */
const SWITZERLAND: AccountDefaults = {
  countryCode: 'CH',
  euMember: false,
  timeZone: 'Europe/Zurich',
  salesVatCodes: [
    { code: 'MWST8.1', tax: '8.1', kind: 'tax' },
    { code: 'MWST2.6', tax: '2.6', kind: 'tax' },
    { code: 'MWST3.8', tax: '3.8', kind: 'tax' },
    {
      code: 'MWST0',
      tax: '0',
      kind: 'tax',
      noticeTaxExemption: 'Von der Steuer befreite Leistung (Art. 23 MWSTG).',
      noticeTaxExemptionAlt: 'Supply exempt from VAT.',
    },
  ],
  purchaseVatCodes: [
    { code: 'VSt8.1', tax: '8.1', kind: 'tax' },
    { code: 'VSt2.6', tax: '2.6', kind: 'tax' },
    { code: 'VSt3.8', tax: '3.8', kind: 'tax' },
    { code: 'VSt0', tax: '0', kind: 'tax' },
    { code: 'BZS8.1', tax: '8.1', kind: 'reverse_charge' },
  ],
};

/** CHF accounts get the Swiss set; every other currency the German one (the schema's default country). */
export function accountDefaultsFor(currency: string): AccountDefaults {
  return currency === 'CHF' ? SWITZERLAND : GERMANY;
}
