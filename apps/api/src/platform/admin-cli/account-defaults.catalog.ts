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

/** A VAT code without a notice; most are of kind `tax`. */
const vatCode = (code: string, tax: string, kind: VatKind = 'tax'): DefaultVatCode => ({
  code,
  tax,
  kind,
});

/** A 0 % code whose documents print why no VAT is charged (German and English notice). */
const exemptVatCode = (
  code: string,
  kind: VatKind,
  noticeTaxExemption: string,
  noticeTaxExemptionAlt: string,
): DefaultVatCode => ({ code, tax: '0', kind, noticeTaxExemption, noticeTaxExemptionAlt });

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
    vatCode('USt19', '19'),
    vatCode('USt7', '7'),
    exemptVatCode(
      'RC0',
      'reverse_charge',
      'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG).',
      'Reverse charge: the recipient is liable for the VAT.',
    ),
    exemptVatCode(
      'IG0',
      'intra_eu',
      'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b UStG).',
      'VAT-exempt intra-community supply.',
    ),
  ],
  purchaseVatCodes: [
    vatCode('VSt19', '19'),
    vatCode('VSt7', '7'),
    vatCode('VSt0', '0'),
    vatCode('RC19', '19', 'reverse_charge'),
    vatCode('IG19', '19', 'intra_eu'),
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
    vatCode('MWST8.1', '8.1'),
    vatCode('MWST2.6', '2.6'),
    vatCode('MWST3.8', '3.8'),
    exemptVatCode(
      'MWST0',
      'tax',
      'Von der Steuer befreite Leistung (Art. 23 MWSTG).',
      'Supply exempt from VAT.',
    ),
  ],
  purchaseVatCodes: [
    vatCode('VSt8.1', '8.1'),
    vatCode('VSt2.6', '2.6'),
    vatCode('VSt3.8', '3.8'),
    vatCode('VSt0', '0'),
    vatCode('BZS8.1', '8.1', 'reverse_charge'),
  ],
};

/** CHF accounts get the Swiss set; every other currency the German one (the schema's default country). */
export function accountDefaultsFor(currency: string): AccountDefaults {
  return currency === 'CHF' ? SWITZERLAND : GERMANY;
}
