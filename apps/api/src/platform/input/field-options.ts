import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import { BlankToNull } from './input-transforms';

/** The largest ID (and other integer) a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;
/** Prices, totals and budgets: numeric(19,4) columns stay below 1e15, inputs below 1e14. */
export const MAX_AMOUNT = 1e14;
/** Quantities are numeric(19,6): 13 integer digits. Hourly rates share the bound. */
export const MAX_QUANTITY = 1e12;
/** A tag name (records' `tags`, the tags catalogue): at most this many characters. */
export const TAG_MAX_LENGTH = 100;
/** Rich texts and notes: as long as the reference's TEXT columns. */
export const LONG_TEXT = 65_535;

/** Optional but not nullable: the column always holds a value, so `null` is a 422. */
export const PresentIfSent = () =>
  ValidateIf((_object: object, value: unknown) => value !== undefined);

/**
 * Required unless `other` is sent (e.g. `tax` unless `vat_code_id`); when sent, validated like a
 * required field, so `null` is a 422 too.
 */
export const RequiredWithout = (other: string) =>
  ValidateIf(
    (object: object, value: unknown) =>
      value !== undefined || (object as Record<string, unknown>)[other] === undefined,
  );

/** What a field's OpenAPI property says besides its kind and presence. */
export interface FieldDocs {
  description?: string;
  example?: unknown;
  default?: unknown;
  deprecated?: boolean;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** Values documented for a text that the service checks itself (e.g. by a status machine). */
  enum?: string[];
}

/**
 * How a field may be left out, and its documentation. By default a field must be sent; the
 * presence flags decide which condition class-validator checks first:
 * - `optional`: may be left out, `null` is a 422 (`PresentIfSent`);
 * - `nullable`: may be left out or `null` (`IsOptional`), documented as nullable;
 * - `allowNull`: like `nullable`, but documented only as optional (as these fields always were);
 * - `when`: a condition of its own (e.g. `RequiredWithout`); the schema says required unless
 *   `optional` is set too.
 */
export interface FieldOptions extends FieldDocs {
  optional?: boolean;
  nullable?: boolean;
  allowNull?: boolean;
  when?: PropertyDecorator;
  /** "" (or blanks) arrive as `null`, for texts clients clear either way. */
  blankToNull?: boolean;
}

/** What a kind of field puts into the schema, and the type it names when it is nullable. */
export interface FieldSchema {
  type?: ApiPropertyOptions['type'];
  nullableType?: ApiPropertyOptions['type'];
  format?: string;
  enum?: string[];
  additionalProperties?: boolean;
}

/**
 * Decorators in the order they read when stacked above a property, applied bottom-up like
 * stacked ones, so that class-validator reports a field's messages in the same order.
 */
export function stacked(
  ...decorators: (PropertyDecorator | false | undefined)[]
): PropertyDecorator {
  const present = decorators.filter((decorator): decorator is PropertyDecorator => !!decorator);
  return applyDecorators(...present.reverse());
}

/** One field: its OpenAPI property, its presence rule and the validators of its kind. */
export function field(
  options: FieldOptions,
  schema: FieldSchema,
  ...validators: (PropertyDecorator | false | undefined)[]
): PropertyDecorator {
  const { optional, nullable, allowNull, when, blankToNull, ...docs } = options;
  const { nullableType, ...kind } = schema;
  const acceptsNull = nullable === true || allowNull === true;
  const documented = {
    ...(nullable ? { type: nullableType, nullable: true } : {}),
    ...kind,
    ...docs,
  } as ApiPropertyOptions;
  const required = !optional && !acceptsNull;
  return stacked(
    required ? ApiProperty(documented) : ApiPropertyOptional(documented),
    blankToNull && BlankToNull(),
    when ?? (acceptsNull ? IsOptional() : optional ? PresentIfSent() : undefined),
    ...validators,
  );
}
