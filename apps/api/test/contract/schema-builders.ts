// Small builders for the JSON schemas of the reference's records (JSON Schema draft 2020-12, as
// ajv reads it). A record schema is closed: every documented field is required, no other field
// is allowed, so a route that answers a different field set fails its contract test.

export type JsonSchema = Record<string, unknown>;

export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const num: JsonSchema = { type: 'number' };
export const bool: JsonSchema = { type: 'boolean' };
/** `YYYY-MM-DD`. */
export const date: JsonSchema = { type: 'string', format: 'date' };
/** ISO 8601 UTC with `Z`, as docs/reference/conventions.md writes timestamps. */
export const timestamp: JsonSchema = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$',
};
export const url: JsonSchema = { type: 'string', format: 'uri' };
/** Custom properties: field name to value. */
export const customProperties: JsonSchema = { type: 'object' };
export const tags: JsonSchema = { type: 'array', items: str };

/** The value or null. */
export function nullable(schema: JsonSchema): JsonSchema {
  return { anyOf: [schema, { type: 'null' }] };
}

/** One of fixed values (strings). */
export function oneOf(...values: string[]): JsonSchema {
  return { type: 'string', enum: values };
}

/** An array of the given items. */
export function arrayOf(items: JsonSchema): JsonSchema {
  return { type: 'array', items };
}

/** Any of several shapes (e.g. a VAT object from a code or from an inline rate). */
export function anyOf(...schemas: JsonSchema[]): JsonSchema {
  return { anyOf: schemas };
}

/** A closed object: exactly these fields, all present. */
export function record(fields: Record<string, JsonSchema>): JsonSchema {
  return {
    type: 'object',
    properties: fields,
    required: Object.keys(fields),
    additionalProperties: false,
  };
}

/**
 * A closed object of the reference's fields plus Faktura's own extensions. Kept apart so a reader
 * sees at once which fields real clients know and which only Faktura answers.
 */
export function recordWithExtensions(
  reference: Record<string, JsonSchema>,
  extensions: Record<string, JsonSchema>,
): JsonSchema {
  const clash = Object.keys(extensions).filter((key) => key in reference);
  if (clash.length > 0) throw new Error(`extension fields repeat reference fields: ${clash}`);
  return record({ ...reference, ...extensions });
}

/** A JSON array of records (list answers). */
export function listOf(item: JsonSchema): JsonSchema {
  return arrayOf(item);
}

/** The empty body of a 204 (or of the 200s that docs/reference/conventions.md answers without a body). */
export const EMPTY_BODY = Symbol('empty body');
