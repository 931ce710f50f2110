import { canonicalLocale } from './account-locale.js';

/** The languages documents, e-mails and the approval page are written in. */
export const DOCUMENT_LANGUAGES = Object.freeze(['de', 'en', 'fr', 'it'] as const);

/** One of {@link DOCUMENT_LANGUAGES}. */
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** The language a document's fixed texts use and the locale (BCP 47) `Intl` formats it with. */
export interface DocumentLocale {
  language: DocumentLanguage;
  locale: string;
}

const FALLBACK: DocumentLocale = Object.freeze({ language: 'en', locale: 'en-GB' });

/**
 * The locale of a document for one customer: English when the customer's company asks for the
 * alternative correspondence language, else the account's locale; numbers, dates and currency
 * keep the account's region either way (a Swiss account writes `CHF 5’570.00` in English too).
 */
export function documentLocale(
  accountLocale: string,
  alternativeLanguage: boolean,
): DocumentLocale {
  const locale = canonicalLocale(accountLocale);
  if (locale === null) return FALLBACK;
  const [language, region] = locale.split('-') as [string, string];
  if (alternativeLanguage) return { language: 'en', locale: `en-${region}` };
  return (DOCUMENT_LANGUAGES as readonly string[]).includes(language)
    ? { language: language as DocumentLanguage, locale }
    : FALLBACK;
}
