import { DomainError } from '@faktura/domain';
import {
  parseDate,
  parseIdList,
  parseInteger,
  parseTimestamp,
  type Parsed,
  QueryProblem,
  queryText,
} from './query-values';

export { MAX_INT4 } from './query-values';

/**
 * Reads query parameters by hand and collects every problem, so one 422 names all bad
 * parameters. Lists take typed query classes (`list-query.dto.ts`) instead; this reader stays
 * for the routes not converted yet (the payment lists, the PDFs' `letter_paper_id`) and reads
 * through the same parsers (`query-values.ts`), so both ways answer alike.
 */
export class QueryReader {
  private readonly errors: Record<string, string[]> = {};

  constructor(readonly query: Record<string, unknown>) {}

  /** The raw text of a parameter; blank counts as absent. */
  string(name: string): string | undefined {
    return queryText(this.query[name]);
  }

  /** A whole number within `bounds` (default: PostgreSQL's `integer` range). */
  integer(name: string, bounds: { min?: number; max?: number } = {}): number | undefined {
    return this.read(name, (text) => parseInteger(text, bounds));
  }

  /** Comma-separated IDs (0 to 2147483647, PostgreSQL's `integer`); blanks are ignored. */
  idList(name: string): number[] | undefined {
    return this.read(name, parseIdList);
  }

  date(name: string): string | undefined {
    return this.read(name, parseDate);
  }

  timestamp(name: string): Date | undefined {
    return this.read(name, parseTimestamp);
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

  private read<T>(name: string, parse: (text: string) => Parsed<T>): T | undefined {
    const text = this.string(name);
    if (text === undefined) return undefined;
    const value = parse(text);
    return value instanceof QueryProblem ? this.fail(name, value.message) : value;
  }
}
