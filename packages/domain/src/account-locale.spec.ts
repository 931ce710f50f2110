import fc from 'fast-check';
import { SUPPORTED_LOCALES, canonicalLocale, defaultLocaleFor } from './account-locale.js';

describe('defaultLocaleFor', () => {
  it.each([
    ['EUR', 'DE', 'de-DE'],
    ['EUR', null, 'de-DE'],
    ['EUR', 'AT', 'de-AT'],
    ['EUR', 'FR', 'fr-FR'],
    ['EUR', 'CH', 'de-DE'],
    ['CHF', 'CH', 'de-CH'],
    ['CHF', 'LI', 'de-LI'],
    ['CHF', 'DE', 'de-CH'],
    ['GBP', 'GB', 'en-GB'],
    ['USD', 'DE', 'en-US'],
    ['JPY', 'JP', 'en-GB'],
  ])('%s in %s -> %s', (currency, country, locale) => {
    expect(defaultLocaleFor(currency, country)).toBe(locale);
  });

  it('always answers a supported locale', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (currency, country) => {
        expect(SUPPORTED_LOCALES).toContain(defaultLocaleFor(currency, country));
      }),
    );
  });
});

describe('canonicalLocale', () => {
  it('reads a supported tag in any case, with - or _', () => {
    expect(canonicalLocale('de-ch')).toBe('de-CH');
    expect(canonicalLocale(' en_GB ')).toBe('en-GB');
    expect(canonicalLocale('fr-CH')).toBe('fr-CH');
  });

  it('refuses tags it cannot write documents in', () => {
    for (const tag of ['de', 'es-ES', 'de-DE-1996', 'english', '']) {
      expect(canonicalLocale(tag)).toBeNull();
    }
  });

  it('maps every supported locale to itself, and nothing else to one', () => {
    for (const locale of SUPPORTED_LOCALES) expect(canonicalLocale(locale)).toBe(locale);
    fc.assert(
      fc.property(fc.string(), (tag) => {
        const locale = canonicalLocale(tag);
        if (locale !== null)
          expect(locale.toLowerCase()).toBe(tag.trim().replace('_', '-').toLowerCase());
      }),
    );
  });
});
