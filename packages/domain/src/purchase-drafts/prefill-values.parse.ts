/** An amount found in a text: the decimal value with two places and where it ends. */
export interface FoundAmount {
  value: string;
  index: number;
  end: number;
}

/**
 * Amounts with exactly two decimal places, in German (1.234,56) or English (1,234.56) form, with
 * apostrophes or no-break spaces as thousands separators too. A plain space never groups digits
 * (`2 100,00` is two numbers), and a date (17.09.2026) or a percentage is no amount.
 */
const AMOUNT =
  /(?<![\d.,'\u00a0\u202f])([-\u2212]\s?)?(\d{1,3}(?:([.,'\u00a0\u202f])\d{3})(?:\3\d{3})*|\d+)([.,])(\d{2})(?![.,]?\d)(?!\s?%)/g;

/** Every amount in `text`, in order. */
export function findAmounts(text: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, sign, integer, group, decimal, cents] = match;
    if (group !== undefined && group === decimal) continue;
    const digits = group === undefined ? integer : integer.split(group).join('');
    // Beyond the largest amount Faktura stores it is a number of some other kind.
    if (digits.replace(/^0+/, '').length > 15) continue;
    const value = `${sign ? '-' : ''}${digits.replace(/^0+(?=\d)/, '')}.${cents}`;
    found.push({ value, index: match.index, end: match.index + whole.length });
  }
  return found;
}

/** The amount `text` starts with (after spaces), or null. */
export function leadingAmount(text: string): FoundAmount | null {
  const first = findAmounts(text)[0];
  return first && text.slice(0, first.index).trim() === '' ? first : null;
}

/** Percentages (`19 %`, `7%`, `5,5 %`) as decimal strings without trailing zeros. */
export function findPercents(text: string): string[] {
  return [...text.matchAll(/(?<![\d.,])(\d{1,2})(?:[.,](\d{1,2}))?\s?%/g)].map(
    ([, whole, part]) => {
      const fraction = (part ?? '').replace(/0+$/, '');
      return fraction ? `${Number(whole)}.${fraction}` : String(Number(whole));
    },
  );
}

const MONTHS: ReadonlyArray<readonly string[]> = [
  ['januar', 'january', 'jan', 'jänner'],
  ['februar', 'february', 'feb'],
  ['märz', 'maerz', 'march', 'mar', 'mär'],
  ['april', 'apr'],
  ['mai', 'may'],
  ['juni', 'june', 'jun'],
  ['juli', 'july', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['oktober', 'october', 'okt', 'oct'],
  ['november', 'nov'],
  ['dezember', 'december', 'dez', 'dec'],
];
const MONTH_NAME = MONTHS.flat()
  .sort((a, b) => b.length - a.length)
  .join('|');

/** A date read from a text: ISO form, whether day and month are unambiguous, where it ends. */
export interface FoundDate {
  iso: string;
  unambiguous: boolean;
  index: number;
  end: number;
}

type DateForm = { pattern: RegExp; parts: (match: RegExpMatchArray) => [number, number, number] };

const monthOf = (name: string) =>
  MONTHS.findIndex((names) => names.includes(name.toLowerCase())) + 1;

const DATE_FORMS: readonly DateForm[] = [
  {
    pattern: /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d])/,
    parts: (m) => [Number(m[3]), Number(m[2]), Number(m[1])],
  },
  {
    pattern: /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d])/,
    parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  {
    pattern: new RegExp(`(?<![\\d])(\\d{1,2})\\.?\\s+(${MONTH_NAME})\\.?\\s+(\\d{4})(?!\\d)`, 'i'),
    parts: (m) => [Number(m[3]), monthOf(m[2]), Number(m[1])],
  },
  {
    pattern: new RegExp(
      `(?<![\\p{L}])(${MONTH_NAME})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`,
      'iu',
    ),
    parts: (m) => [Number(m[3]), monthOf(m[1]), Number(m[2])],
  },
];

const SLASH_DATE = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\d/])/;

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The date `text` starts with (after spaces): 17.09.2026, 2026-09-17, 17. September 2026,
 * September 17, 2026 (German or English month names), or 17/09/2026, which is unambiguous only
 * when one of day and month is above 12 or both are equal.
 */
export function leadingDate(text: string): FoundDate | null {
  const start = text.length - text.trimStart().length;
  const rest = text.slice(start);
  for (const form of DATE_FORMS) {
    const match = rest.match(form.pattern);
    if (match?.index !== 0) continue;
    const iso = isoDate(...form.parts(match));
    return iso ? { iso, unambiguous: true, index: start, end: start + match[0].length } : null;
  }
  const slash = rest.match(SLASH_DATE);
  if (slash?.index !== 0) return null;
  const [first, second, year] = [Number(slash[1]), Number(slash[2]), Number(slash[3])];
  const monthFirst = first <= 12 && second > 12;
  const iso = monthFirst ? isoDate(year, first, second) : isoDate(year, second, first);
  const unambiguous = first > 12 || second > 12 || first === second;
  return iso ? { iso, unambiguous, index: start, end: start + slash[0].length } : null;
}
