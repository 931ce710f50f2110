import { DomainError } from '@faktura/domain';
import { isIsoDate } from '../input/iso-date';

// ISO 8601 date-time with an optional fraction and a zone (Z or ±hh:mm), or a plain date.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Largest value of PostgreSQL's `integer`: every ID column and numeric filter column is one. */
export const MAX_INT4 = 2_147_483_647;
const MIN_INT4 = -2_147_483_648;

/**
 * Reads query parameters and collects every problem, so one 422 names all bad parameters.
 * Values may arrive as arrays when a parameter is repeated; the first one counts.
 */
export class QueryReader {
  private readonly errors: Record<string, string[]> = {};

  constructor(readonly query: Record<string, unknown>) {}

  /** The raw text of a parameter; blank counts as absent. */
  string(name: string): string | undefined {
    const raw = this.query[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value !== 'string') return undefined;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }

  /**
   * A whole number within `bounds`, which default to PostgreSQL's `integer` range: the value
   * goes into SQL, where a larger one would fail the query instead of answering 422.
   */
  integer(name: string, bounds: { min?: number; max?: number } = {}): number | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    const number = /^-?\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(number)) return this.fail(name, 'must be a whole number');
    const min = Math.max(bounds.min ?? MIN_INT4, MIN_INT4);
    const max = Math.min(bounds.max ?? MAX_INT4, MAX_INT4);
    if (number < min) return this.fail(name, `must be at least ${min}`);
    if (number > max) return this.fail(name, `must be at most ${max}`);
    return number;
  }

  /** Comma-separated IDs (0 to 2147483647, PostgreSQL's `integer`); blanks are ignored. */
  idList(name: string): number[] | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (parts.some((part) => !/^\d+$/.test(part))) {
      return this.fail(name, 'must be a comma-separated list of whole numbers');
    }
    if (parts.some((part) => Number(part) > MAX_INT4)) {
      return this.fail(name, `must list IDs of at most ${MAX_INT4}`);
    }
    return parts.map(Number);
  }

  /** Comma-separated texts; blanks are ignored. */
  stringList(name: string): string[] | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    return value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  }

  boolean(name: string): boolean | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return this.fail(name, 'must be true or false');
  }

  date(name: string): string | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    return isIsoDate(value) ? value : this.fail(name, 'must be a date (YYYY-MM-DD)');
  }

  timestamp(name: string): Date | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    const parsed = TIMESTAMP.test(value) ? new Date(value) : null;
    if (!parsed || Number.isNaN(parsed.getTime()))
      return this.fail(name, 'must be an ISO 8601 timestamp');
    return parsed;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    return this.fail(name, `must be one of ${allowed.join(', ')}`);
  }

  /** Records a problem with a parameter; returns undefined for convenient `return`. */
  fail(name: string, message: string): undefined {
    (this.errors[name] ??= []).push(message);
    return undefined;
  }

  /** Throws one validation error naming every bad parameter, if there was any. */
  finish(): void {
    if (Object.keys(this.errors).length > 0) throw DomainError.validation(this.errors);
  }
}
