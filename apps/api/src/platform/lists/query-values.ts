import { isIsoDate } from '../input';

/**
 * Why a query value was refused: the message of its 422. The parsers below return it instead
 * of throwing, so one answer can name every bad parameter.
 */
export class QueryProblem {
  constructor(readonly message: string) {}
}

/** A parsed value, or the problem that kept it from being one. */
export type Parsed<T> = T | QueryProblem;

/** Largest value of PostgreSQL's `integer`: every ID column and numeric filter column is one. */
export const MAX_INT4 = 2_147_483_647;
const MIN_INT4 = -2_147_483_648;

// ISO 8601 date-time with an optional fraction and a zone (Z or ±hh:mm), or a plain date.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** `sort_by` as SQL: a whitelisted column and a direction. */
export interface SortOrder {
  /** SQL column, from the resource's whitelist only. */
  column: string;
  direction: 'ASC' | 'DESC';
}

/**
 * The text of a raw query value; blank counts as absent. A repeated parameter arrives as an
 * array, and the first value counts.
 */
export function queryText(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * A whole number within `bounds`, which default to PostgreSQL's `integer` range: the value goes
 * into SQL, where a larger one would fail the query instead of answering 422.
 */
export function parseInteger(
  text: string,
  bounds: { min?: number; max?: number } = {},
): Parsed<number> {
  const number = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(number)) return new QueryProblem('must be a whole number');
  const min = Math.max(bounds.min ?? MIN_INT4, MIN_INT4);
  const max = Math.min(bounds.max ?? MAX_INT4, MAX_INT4);
  if (number < min) return new QueryProblem(`must be at least ${min}`);
  if (number > max) return new QueryProblem(`must be at most ${max}`);
  return number;
}

/** Comma-separated texts; blanks are dropped. */
export function parseTextList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Comma-separated IDs (0 to 2147483647, PostgreSQL's `integer`); blanks are dropped. */
export function parseIdList(text: string): Parsed<number[]> {
  const parts = parseTextList(text);
  if (parts.some((part) => !/^\d+$/.test(part))) {
    return new QueryProblem('must be a comma-separated list of whole numbers');
  }
  if (parts.some((part) => Number(part) > MAX_INT4)) {
    return new QueryProblem(`must list IDs of at most ${MAX_INT4}`);
  }
  return parts.map(Number);
}

/** Comma-separated whole numbers, each within `bounds` (see parseInteger); blanks are dropped. */
export function parseIntegerList(
  text: string,
  bounds: { min?: number; max?: number } = {},
): Parsed<number[]> {
  const numbers: number[] = [];
  for (const part of parseTextList(text)) {
    const parsed = parseInteger(part, bounds);
    if (parsed instanceof QueryProblem) return new QueryProblem(`each value ${parsed.message}`);
    numbers.push(parsed);
  }
  return numbers;
}

/** `true`/`1` or `false`/`0`. */
export function parseBoolean(text: string): Parsed<boolean> {
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return new QueryProblem('must be true or false');
}

/** A calendar date, kept as its YYYY-MM-DD text. */
export function parseDate(text: string): Parsed<string> {
  return isIsoDate(text) ? text : new QueryProblem('must be a date (YYYY-MM-DD)');
}

/** An ISO 8601 timestamp (or a plain date, its UTC midnight). */
export function parseTimestamp(text: string): Parsed<Date> {
  const parsed = TIMESTAMP.test(text) ? new Date(text) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) {
    return new QueryProblem('must be an ISO 8601 timestamp');
  }
  return parsed;
}

/** One of `allowed`, exactly. */
export function parseOneOf<T extends string>(text: string, allowed: readonly T[]): Parsed<T> {
  if ((allowed as readonly string[]).includes(text)) return text as T;
  return new QueryProblem(`must be one of ${allowed.join(', ')}`);
}

/** Comma-separated values, each one of `allowed`; undefined when only blanks were sent. */
export function parseSomeOf<T extends string>(
  text: string,
  allowed: readonly T[],
): Parsed<T[]> | undefined {
  const values = parseTextList(text);
  if (values.length === 0) return undefined;
  if (values.every((value) => (allowed as readonly string[]).includes(value))) return values as T[];
  return new QueryProblem(`must be one or more of ${allowed.join(', ')}`);
}

/**
 * `<field> [asc|desc]`: one field of `sortable` (API name -> SQL column) and an optional
 * direction; `describe` is the refusal's list of what is allowed.
 */
export function parseSort(
  text: string,
  sortable: Readonly<Record<string, string>>,
  describe = `${Object.keys(sortable).join(', ')}, optionally followed by asc or desc`,
): Parsed<SortOrder> {
  const [field, direction = 'asc', ...rest] = text.split(/\s+/);
  const column = Object.prototype.hasOwnProperty.call(sortable, field)
    ? sortable[field]
    : undefined;
  if (!column || rest.length > 0 || !/^(asc|desc)$/i.test(direction)) {
    return new QueryProblem(`must be one of ${describe}`);
  }
  return { column, direction: direction.toUpperCase() as 'ASC' | 'DESC' };
}
