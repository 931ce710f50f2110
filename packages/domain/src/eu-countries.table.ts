/** The 27 member states of the European Union (ISO 3166-1 alpha-2; Greece is GR here, EL in VAT IDs). */
export const EU_COUNTRIES = Object.freeze([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const);

/** True for a member state of the EU: intra-EU VAT codes apply only to accounts there. */
export function isEuCountry(countryCode: string): boolean {
  return (EU_COUNTRIES as readonly string[]).includes(countryCode.toUpperCase());
}
