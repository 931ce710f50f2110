import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

/**
 * One decorator per kind of response property, so that the response classes say what a field is
 * (a timestamp, a date, a nullable value) instead of repeating its OpenAPI options. They only
 * document: the JSON answers are built by the mappers. Import the module as a namespace
 * (`import * as Property`, then `@Property.Timestamp()`): one import line serves every kind.
 */

/** The timestamp most records show as their example. */
export const TIMESTAMP_EXAMPLE = '2026-11-22T09:15:04Z';

/** What a response property may say besides its type. */
export interface ResponsePropertyDocs {
  example?: unknown;
  description?: string;
}

/** The options without the keys left undefined, so the document keeps the shape it had. */
function defined(options: Record<string, unknown>): ApiPropertyOptions {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as ApiPropertyOptions;
}

/**
 * An ISO 8601 timestamp (`created_at`, `updated_at`); `example: null` for records that never
 * showed one.
 */
export function Timestamp(options: { example?: string | null } = {}) {
  const example = options.example === undefined ? TIMESTAMP_EXAMPLE : options.example;
  return ApiProperty(defined({ example: example ?? undefined }));
}

/** A `YYYY-MM-DD` date; a nullable one is typed explicitly, since null has no design type. */
export function IsoDate(options: ResponsePropertyDocs & { nullable?: boolean } = {}) {
  const { nullable, ...docs } = options;
  return ApiProperty(
    defined({ ...(nullable ? { type: String, nullable: true } : {}), format: 'date', ...docs }),
  );
}

/** A value that may be null: a text, a number or an embedded record of `type`. */
export function Nullable(
  type: ApiPropertyOptions['type'],
  docs: ResponsePropertyDocs & {
    format?: string;
    enum?: readonly string[];
    deprecated?: boolean;
  } = {},
) {
  return ApiProperty(defined({ type, nullable: true, ...docs }));
}

/** The record's tags. */
export function Tags() {
  return ApiProperty({ type: [String] });
}

/** The record's custom properties: an object of any keys. */
export function CustomProperties(docs: ResponsePropertyDocs = {}) {
  return ApiProperty(defined({ type: 'object', additionalProperties: true, ...docs }));
}
