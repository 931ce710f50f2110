import { APPROVAL_PAGE_TEXTS } from './approval-page.texts';

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
});
