import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../document-locale.js';
import type { FieldErrorCollector } from '../field-errors.collector.js';
import { Decimal } from '../money.js';
import { DEFAULT_DUNNING_TEXTS } from './dunning-texts.table.js';

/** A level's letter in one language: the reminder's title (the e-mail's subject) and text. */
export interface DunningText {
  subject: string;
  /** Plain text with the invoice's variables (`{identifier}`, `{due_date}`, ...). */
  text: string;
}

/** One step of the dunning run. */
export interface DunningLevel {
  /** Days after the invoice's due date on which this level is due (at the earliest). */
  days: number;
  /** The reminder's fee, a decimal string in the invoice's currency (0: none). */
  fee: string;
  /** Whether the letter claims default interest (§ 288 BGB) up to its date. */
  interest: boolean;
  /** The letter per document language; at least one. */
  texts: Partial<Record<DocumentLanguage, DunningText>>;
}

/** How many levels an account may have. */
export const DUNNING_LEVEL_LIMITS = Object.freeze({ min: 1, max: 5, maxDays: 3650 });

/**
 * The levels an account starts with: a friendly reminder after 7 days without a fee, a first
 * dunning after 21 days with 5.00, a last one after 35 days with 10.00 and default interest.
 */
export const DEFAULT_DUNNING_LEVELS: readonly DunningLevel[] = Object.freeze([
  { days: 7, fee: '0', interest: false, texts: DEFAULT_DUNNING_TEXTS[0] },
  { days: 21, fee: '5.00', interest: false, texts: DEFAULT_DUNNING_TEXTS[1] },
  { days: 35, fee: '10.00', interest: true, texts: DEFAULT_DUNNING_TEXTS[2] },
]);

/**
 * Checks a list of levels as an account sets it (fields named `levels[i].field`): 1 to 5 levels,
 * days strictly increasing from 1, fees not negative, at least one language with a subject.
 */
export function checkDunningLevels(
  levels: readonly DunningLevel[],
  errors: FieldErrorCollector,
): void {
  const { min, max, maxDays } = DUNNING_LEVEL_LIMITS;
  if (levels.length < min || levels.length > max) {
    errors.add('levels', `must have ${min} to ${max} levels`);
  }
  levels.forEach((level, index) => {
    const field = (name: string) => `levels[${index}].${name}`;
    const previous = index > 0 ? levels[index - 1].days : 0;
    if (!Number.isInteger(level.days) || level.days < 1 || level.days > maxDays) {
      errors.add(field('days'), `must be a whole number from 1 to ${maxDays}`);
    } else if (level.days <= previous) {
      errors.add(field('days'), 'must be more than the days of the level before');
    }
    if (new Decimal(level.fee).isNegative()) errors.add(field('fee'), 'must not be negative');
    const languages = DOCUMENT_LANGUAGES.filter((language) => level.texts[language]);
    if (languages.length === 0) errors.add(field('texts'), 'must name at least one language');
    for (const language of languages) {
      if ((level.texts[language]?.subject.trim() ?? '') === '') {
        errors.add(`${field('texts')}.${language}.subject`, 'must not be blank');
      }
    }
  });
}

/** The letter of a level in `language`, else in English, else in the first language it has. */
export function dunningTextFor(level: DunningLevel, language: DocumentLanguage): DunningText {
  const chosen =
    level.texts[language] ??
    level.texts.en ??
    DOCUMENT_LANGUAGES.map((other) => level.texts[other]).find((text) => text !== undefined);
  // checkDunningLevels keeps a level from having no language at all.
  if (!chosen) throw new Error('A dunning level without any text');
  return chosen;
}
