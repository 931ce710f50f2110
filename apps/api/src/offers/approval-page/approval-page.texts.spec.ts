import { APPROVAL_PAGE_TEXTS, approvalPageLanguage, fillText } from './approval-page.texts';

describe('approval page texts', () => {
  it('has every text in every language, none empty, with the placeholders of the English one', () => {
    const english = APPROVAL_PAGE_TEXTS.en;
    const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
    for (const texts of Object.values(APPROVAL_PAGE_TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(texts)) {
        expect(value.trim()).not.toBe('');
        expect(placeholders(value)).toEqual(placeholders(english[key as keyof typeof english]));
      }
    }
    expect(Object.keys(APPROVAL_PAGE_TEXTS).sort()).toEqual(['de', 'en', 'fr', 'it']);
  });

  it("takes English for the company's alternative language, else the account locale's", () => {
    expect(approvalPageLanguage(true, 'de-DE')).toBe('en');
    expect(approvalPageLanguage(false, 'de-DE')).toBe('de');
    expect(approvalPageLanguage(false, 'fr-CH')).toBe('fr');
    expect(approvalPageLanguage(false, 'it-CH')).toBe('it');
    expect(approvalPageLanguage(false, 'en-GB')).toBe('en');
    expect(approvalPageLanguage(false, 'nl-NL')).toBe('en');
  });

  it('fills placeholders once, leaving unknown ones and filled values alone', () => {
    expect(fillText('{name} on {date} {x}', { name: '{date}', date: '2026-05-04' })).toBe(
      '{date} on 2026-05-04 {x}',
    );
  });
});
