import { applyDecorators, type Type } from '@nestjs/common';
import { Expose, Transform } from 'class-transformer';
import { Allow, ValidateBy } from 'class-validator';
import {
  parseBoolean,
  parseDate,
  parseIdList,
  parseInteger,
  parseIntegerList,
  parseOneOf,
  parseSomeOf,
  parseTextList,
  parseTimestamp,
  type Parsed,
  QueryProblem,
  queryText,
} from './query-values';

/** The OpenAPI description of a query parameter: its schema, or its enum, and a description. */
export interface QueryDoc {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object';
  format?: 'date' | 'date-time';
  enum?: readonly string[];
  description?: string;
  example?: string;
  minimum?: number;
  maximum?: number;
  default?: number;
  additionalProperties?: { type: 'string' };
  style?: 'deepObject';
  explode?: boolean;
}

/** A documented query parameter of a typed query class. */
export interface QueryParameter {
  name: string;
  doc: QueryDoc;
}

const QUERY_PARAMETERS = Symbol('queryParameters');

/** Records `doc` as the OpenAPI description of the query parameter named like the property. */
export function DocumentQueryParameter(doc: QueryDoc): PropertyDecorator {
  return (target, key) => {
    // getMetadata sees the parent class's parameters; each class keeps its own full list.
    const known = (Reflect.getMetadata(QUERY_PARAMETERS, target) as QueryParameter[]) ?? [];
    Reflect.defineMetadata(QUERY_PARAMETERS, [...known, { name: String(key), doc }], target);
  };
}

/** The documented query parameters of a typed query class, its parents' included. */
export function queryParametersOf(type: Type<unknown>): QueryParameter[] {
  return (Reflect.getMetadata(QUERY_PARAMETERS, type.prototype) as QueryParameter[]) ?? [];
}

/** What a query field reads: the parameter's text, or the whole query for derived fields. */
interface QueryFieldOptions<T> {
  parse: (text: string, query: Record<string, unknown>) => Parsed<T> | undefined;
  /** The value when the parameter is absent or blank (default: undefined). */
  fallback?: T;
}

/**
 * A query parameter of a typed list query: the parameter's text (trimmed, the first of a
 * repeated parameter; blank is absent) becomes the typed value, a value that cannot become one
 * is a 422 on the parameter with the parser's message, and `doc` describes it in OpenAPI. The
 * property must be named like the parameter: the 422 names the property.
 */
export function QueryField<T>(options: QueryFieldOptions<T>, doc: QueryDoc): PropertyDecorator {
  const decorators = [
    Transform(({ value, obj }: { value: unknown; obj: Record<string, unknown> }) => {
      const text = queryText(value);
      const parsed = text === undefined ? undefined : options.parse(text, obj);
      return parsed ?? options.fallback;
    }),
    queryValueCheck(),
    DocumentQueryParameter(doc),
  ];
  // Exposed, so that the fallback applies to a parameter the query leaves out.
  if (options.fallback !== undefined) decorators.push(Expose());
  return applyDecorators(...decorators);
}

/** A value its parser refused is a 422 on the parameter with the parser's message. */
function queryValueCheck(): PropertyDecorator {
  return ValidateBy({
    name: 'queryValue',
    validator: {
      validate: (value: unknown) => !(value instanceof QueryProblem),
      defaultMessage: (args) => (args?.value as QueryProblem).message,
    },
  });
}

const STRING = { type: 'string' } as const;

/** Free text, trimmed. */
export const QueryText = (doc: QueryDoc = {}) =>
  QueryField<string>({ parse: (text) => text }, { ...STRING, ...doc });

/** Comma-separated texts (tags, identifiers); blanks are dropped. */
export const QueryTextList = (doc: QueryDoc = {}) =>
  QueryField<string[]>({ parse: parseTextList }, { ...STRING, ...doc });

/** A whole number within `bounds` (default: PostgreSQL's `integer`). */
export const QueryInteger = (
  doc: QueryDoc = {},
  bounds: { min?: number; max?: number; fallback?: number } = {},
) =>
  QueryField<number>(
    { parse: (text) => parseInteger(text, bounds), fallback: bounds.fallback },
    { type: 'integer', ...doc },
  );

/** One ID or comma-separated IDs; blanks are dropped. */
export const QueryIdList = (doc: QueryDoc = {}) =>
  QueryField<number[]>({ parse: parseIdList }, { ...STRING, ...doc });

/** Comma-separated whole numbers, each within `bounds`; blanks are dropped. */
export const QueryIntegerList = (doc: QueryDoc = {}, bounds: { min?: number; max?: number } = {}) =>
  QueryField<number[]>({ parse: (text) => parseIntegerList(text, bounds) }, { ...STRING, ...doc });

/** `true`/`1` or `false`/`0`. */
export const QueryBoolean = (doc: QueryDoc = {}) =>
  QueryField<boolean>({ parse: parseBoolean }, { type: 'boolean', ...doc });

/**
 * A switch that its presence turns on: `?blank`, `?blank=` or any value but `false`/`0` is true,
 * absent is false. Documented as a string, since any text counts.
 */
export const QueryFlag = (doc: QueryDoc = {}) =>
  applyDecorators(
    Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => isFlagOn(obj, key)),
    Expose(),
    Allow(),
    DocumentQueryParameter({ ...STRING, ...doc }),
  );

/** Whether the query turns the flag `name` on (see QueryFlag). */
function isFlagOn(query: Record<string, unknown>, name: string): boolean {
  return name in query && !['false', '0'].includes(String(query[name]).trim());
}

/** A date, YYYY-MM-DD (kept as text). */
export const QueryDate = (doc: QueryDoc = {}) =>
  QueryField<string>({ parse: parseDate }, { ...STRING, format: 'date', ...doc });

/** An ISO 8601 timestamp. */
export const QueryTimestamp = (doc: QueryDoc = {}) =>
  QueryField<Date>({ parse: parseTimestamp }, { ...STRING, format: 'date-time', ...doc });

/**
 * Exactly one of `allowed`; documented as their enum unless `doc` says otherwise. A `fallback`
 * is the value when the parameter is absent or blank (a field initializer would be overwritten).
 */
export const QueryOneOf = <T extends string>(
  allowed: readonly T[],
  doc: QueryDoc = {},
  fallback?: T,
) =>
  QueryField<T>({ parse: (text) => parseOneOf(text, allowed), fallback }, {
    enum: allowed as T[],
    ...doc,
  } as QueryDoc);

/** Comma-separated values, each one of `allowed`; only blanks filter nothing. */
export const QuerySomeOf = <T extends string>(allowed: readonly T[], doc: QueryDoc = {}) =>
  QueryField<T[]>({ parse: (text) => parseSomeOf(text, allowed) }, { ...STRING, ...doc });

/**
 * Values of `allowed` given the ways the reference's array parameters arrive: repeated
 * (`kinds=a&kinds=b`), Rails style (`kinds[]=a&kinds[]=b`, which the query parser keeps as a
 * key of its own) or comma-separated; blanks are dropped, and only blanks are absent.
 */
export const QueryArrayOf = <T extends string>(allowed: readonly T[], doc: QueryDoc = {}) =>
  applyDecorators(
    Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
      const texts = [obj[key], obj[`${key}[]`]]
        .flat()
        .filter((value): value is string => typeof value === 'string');
      return texts.length === 0 ? undefined : parseSomeOf(texts.join(','), allowed);
    }),
    Expose(),
    queryValueCheck(),
    DocumentQueryParameter({ ...STRING, ...doc }),
  );
