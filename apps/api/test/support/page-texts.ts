import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@faktura/domain';

/**
 * A public page's text catalog has every text of its English one in every document language,
 * none empty, each with the English text's placeholders.
 */
export function expectCompletePageTexts<T extends object>(
  catalog: Readonly<Record<DocumentLanguage, T>>,
): void {
  const english = catalog.en as Record<string, string>;
  const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
  for (const texts of Object.values(catalog)) {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(texts)) {
      expect(value.trim()).not.toBe('');
      expect(placeholders(value)).toEqual(placeholders(english[key]));
    }
  }
  expect(Object.keys(catalog).sort()).toEqual([...DOCUMENT_LANGUAGES].sort());
}
