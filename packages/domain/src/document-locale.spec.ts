import { DOCUMENT_LANGUAGES, documentLocale } from './document-locale.js';

describe('documentLocale', () => {
  it.each([
    ['de-DE', false, 'de', 'de-DE'],
    ['de-CH', false, 'de', 'de-CH'],
    ['fr-CH', false, 'fr', 'fr-CH'],
    ['it-IT', false, 'it', 'it-IT'],
    ['en-GB', false, 'en', 'en-GB'],
    ['de-DE', true, 'en', 'en-DE'],
    ['de-CH', true, 'en', 'en-CH'],
    ['fr-ch', false, 'fr', 'fr-CH'],
    ['xx-YY', false, 'en', 'en-GB'],
    ['', true, 'en', 'en-GB'],
  ])('%s (alternative %s) -> %s in %s', (account, alternative, language, locale) => {
    expect(documentLocale(account, alternative)).toEqual({ language, locale });
  });

  it('formats numbers in the region of the English locale it picks', () => {
    const format = (accountLocale: string, alternative: boolean) =>
      new Intl.NumberFormat(documentLocale(accountLocale, alternative).locale, {
        style: 'currency',
        currency: 'CHF',
      }).format(5570);
    // CLDR's Swiss grouping mark (' or ’ by CLDR version) and its no-break space, in both languages.
    expect(format('de-CH', false)).toMatch(/^CHF\s5['’]570\.00$/);
    expect(format('de-CH', true)).toBe(format('de-CH', false));
  });

  it('lists four languages', () => {
    expect([...DOCUMENT_LANGUAGES].sort()).toEqual(['de', 'en', 'fr', 'it']);
  });
});
