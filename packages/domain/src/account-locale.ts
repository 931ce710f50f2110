/**
 * The locales documents and e-mails can be written in (BCP 47, language and region): the
 * languages of the countries Faktura's accounts are in, with the region that decides number,
 * date and currency formats (de-CH writes 1'234.50, de-DE 1.234,50).
 */
export const SUPPORTED_LOCALES = Object.freeze([
  'de-DE',
  'de-AT',
  'de-CH',
  'de-LI',
  'en-GB',
  'en-US',
  'fr-FR',
  'fr-CH',
  'it-IT',
  'it-CH',
] as const);

/** One of {@link SUPPORTED_LOCALES}. */
export type AccountLocale = (typeof SUPPORTED_LOCALES)[number];

/** The supported locale a tag names, in canonical case (`de-ch` -> `de-CH`); null otherwise. */
export function canonicalLocale(tag: string): AccountLocale | null {
  const wanted = tag.trim().replace('_', '-').toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted) ?? null;
}

// The locale of a country, where the country pays in the currency; the first language of
// multilingual countries (CH: German), which is also where most accounts are.
const COUNTRY_LOCALES: Readonly<Record<string, AccountLocale>> = Object.freeze({
  DE: 'de-DE',
  AT: 'de-AT',
  CH: 'de-CH',
  LI: 'de-LI',
  FR: 'fr-FR',
  IT: 'it-IT',
  GB: 'en-GB',
  US: 'en-US',
});
const CURRENCY_COUNTRIES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  EUR: ['DE', 'AT', 'FR', 'IT'],
  CHF: ['CH', 'LI'],
  GBP: ['GB'],
  USD: ['US'],
});
const CURRENCY_LOCALES: Readonly<Record<string, AccountLocale>> = Object.freeze({
  EUR: 'de-DE',
  CHF: 'de-CH',
  GBP: 'en-GB',
  USD: 'en-US',
});

/**
 * A new account's locale: its country's, when the country pays in the account's currency (EUR
 * in Austria: de-AT); else the currency's (EUR: de-DE, CHF: de-CH, GBP: en-GB, USD: en-US);
 * else en-GB, the English whose dates and numbers Europeans read without surprise.
 */
export function defaultLocaleFor(currency: string, countryCode: string | null): AccountLocale {
  const country = (countryCode ?? '').toUpperCase();
  // Own keys only: a currency such as "constructor" must not reach Object.prototype.
  const own = <T>(table: Readonly<Record<string, T>>, key: string) =>
    Object.hasOwn(table, key) ? table[key] : undefined;
  const byCountry = own(COUNTRY_LOCALES, country);
  if (byCountry && own(CURRENCY_COUNTRIES, currency)?.includes(country)) return byCountry;
  return own(CURRENCY_LOCALES, currency) ?? 'en-GB';
}
