import { luhn } from '../purchase-drafts/vat-check-digits.rules.js';
import { LEITWEG_ID, leitwegCheckDigits } from './leitweg-id.checks.js';
import { isValidVatIdentifier } from '../vat-identifier.format.js';

/**
 * The EAS codes (CEF Electronic Address Scheme) Peppol BIS Billing 3.0 accepts as the scheme of
 * an endpoint id: the list PEPPOL-EN16931-R020 checks.
 */
export const PEPPOL_EAS_CODES: readonly string[] = Object.freeze(
  (
    '0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0147 0151 0154 0158 0170 ' +
    '0177 0183 0184 0188 0190 0191 0192 0193 0194 0195 0196 0198 0199 0200 0201 0202 0203 ' +
    '0204 0205 0208 0209 0210 0211 0212 0213 0215 0216 0217 0218 0221 0225 0230 0235 0240 ' +
    '9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 ' +
    '9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 ' +
    '9949 9950 9951 9952 9953 9957 9959'
  ).split(' '),
);

/** What a scheme's value must look like, and its check digits where the scheme has them. */
export interface PeppolSchemeRule {
  /** What the 422 says the value must be. */
  must: string;
  format: (value: string) => boolean;
  checkDigits?: (value: string) => boolean;
}

const digits = (value: string) => [...value].map(Number);
const vatId = (prefix: string) => (value: string) =>
  value.startsWith(prefix) && isValidVatIdentifier(value);

/** GS1 check digit: weights 3 and 1 from the right, next to the check digit (COMMON-R040). */
function gs1(value: string): boolean {
  const body = digits(value.slice(0, -1)).reverse();
  const sum = body.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(value.slice(-1));
}

/** Norway's MOD 11: weights 2 to 7 from the right; a remainder giving 10 is never issued (R041). */
function norwegianMod11(value: string): boolean {
  const body = digits(value.slice(0, -1)).reverse();
  const sum = body.reduce((total, digit, index) => total + digit * ((index % 6) + 2), 0);
  return Number(value) > 0 && (11 - (sum % 11)) % 11 === Number(value.slice(-1));
}

/** Australian Business Number: first digit less one, weights 10, 1, 3, ... 19, mod 89 (R050). */
function abn(value: string): boolean {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = digits(value).reduce(
    (total, digit, index) => total + (index === 0 ? digit - 1 : digit) * weights[index],
    0,
  );
  return sum % 89 === 0;
}

/** SIRET: Luhn, except La Poste's establishments (SIREN 356000000), whose digit sum is a multiple of 5. */
function siret(value: string): boolean {
  if (value.startsWith('356000000')) return digits(value).reduce((a, b) => a + b, 0) % 5 === 0;
  return luhn(digits(value));
}

/** Belgian enterprise number: 97 less the first eight digits mod 97 are the last two (R043). */
const belgianEnterpriseNumber = (value: string) =>
  97 - (Number(value.slice(0, 8)) % 97) === Number(value.slice(8));
const pattern = (regex: RegExp) => (value: string) => regex.test(value);

/**
 * The schemes Faktura checks beyond the general shape: the ones the Peppol schematron checks
 * (PEPPOL-COMMON-R040 to R050), the Leitweg-ID's MOD 97-10 and the VAT schemes of the countries
 * Faktura's customers mostly trade with (format of the VAT ID, as `vat_identifier` checks it).
 */
export const PEPPOL_SCHEME_RULES: Readonly<Record<string, PeppolSchemeRule>> = Object.freeze({
  '0002': {
    must: 'a SIREN of 9 digits',
    format: pattern(/^[0-9]{9}$/),
    checkDigits: (v) => luhn(digits(v)),
  },
  '0007': {
    must: 'a Swedish organisation number of 10 digits',
    format: pattern(/^[0-9]{10}$/),
    checkDigits: (v) => luhn(digits(v)),
  },
  '0009': { must: 'a SIRET of 14 digits', format: pattern(/^[0-9]{14}$/), checkDigits: siret },
  '0060': { must: 'a DUNS number of 9 digits', format: pattern(/^[0-9]{9}$/) },
  '0088': { must: 'a GLN of 13 digits', format: pattern(/^[0-9]{13}$/), checkDigits: gs1 },
  '0106': { must: 'a KvK number of 8 digits', format: pattern(/^[0-9]{8}$/) },
  '0151': { must: 'an ABN of 11 digits', format: pattern(/^[0-9]{11}$/), checkDigits: abn },
  '0184': {
    must: 'a CVR number of 8 digits (or DK and 8 digits)',
    format: pattern(/^(DK)?[0-9]{8}$/),
  },
  '0190': { must: 'an OIN of 20 digits', format: pattern(/^[0-9]{20}$/) },
  '0192': {
    must: 'a Norwegian organisation number of 9 digits',
    format: pattern(/^[0-9]{9}$/),
    checkDigits: norwegianMod11,
  },
  '0204': {
    must: 'a Leitweg-ID (e.g. 04011000-1234512345-06)',
    format: pattern(LEITWEG_ID),
    checkDigits: leitwegCheckDigits,
  },
  '0208': {
    must: 'a Belgian enterprise number of 10 digits',
    format: pattern(/^[01][0-9]{9}$/),
    checkDigits: belgianEnterpriseNumber,
  },
  '9914': { must: 'an Austrian VAT ID (ATU and 8 digits)', format: vatId('ATU') },
  '9925': {
    must: 'a Belgian VAT ID (BE and 10 digits)',
    format: vatId('BE'),
    checkDigits: (v) => belgianEnterpriseNumber(v.slice(2)),
  },
  '9930': { must: 'a German VAT ID (DE and 9 digits)', format: vatId('DE') },
  '9944': { must: 'a Dutch VAT ID (NL, 9 digits, B and 2 digits)', format: vatId('NL') },
  '9957': { must: 'a French VAT ID (FR, 2 characters and 9 digits)', format: vatId('FR') },
});
