import { Transform, Type } from 'class-transformer';
import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayNotEmpty,
  IsArray,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  field,
  MAX_ID,
  stacked,
  TAG_MAX_LENGTH,
  type FieldDocs,
  type FieldOptions,
} from './field-options';

/** Field decorators of the kinds that hold several values: lists, objects and nested bodies. */

/** The usual description of `custom_properties`. */
export const CUSTOM_PROPERTIES_DESCRIPTION = 'Custom field name to value; null removes a value';

/** Labels: a list of texts of at most `maxLength` (default 100) characters each. */
export function TagsField(options: FieldOptions & { maxLength?: number } = {}) {
  const { maxLength = TAG_MAX_LENGTH, ...rest } = options;
  return field(
    rest,
    { type: [String] },
    IsArray(),
    IsString({ each: true }),
    MaxLength(maxLength, { each: true }),
  );
}

/**
 * Required tag names, as a list or as one text of comma-separated names (the reference's
 * taggings accept both); a text arrives as the list of its parts, each checked like a tag.
 */
export function TagNamesField(docs: FieldDocs = {}) {
  const schema = { type: 'string', maxLength: TAG_MAX_LENGTH } as const;
  return stacked(
    ApiProperty({ oneOf: [{ type: 'array', items: schema }, { type: 'string' }], ...docs }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.split(',') : value,
    ),
    IsArray(),
    IsString({ each: true }),
    MaxLength(TAG_MAX_LENGTH, { each: true }),
  );
}

/** Custom field name to value, as an object; the service checks names and values. */
export function CustomPropertiesField(options: FieldOptions = {}) {
  return field(options, { type: 'object', additionalProperties: true }, IsObject());
}

/** A list of IDs of other records: at most `maxSize`, at least one when `notEmpty`. */
export function IdListField(options: FieldOptions & { maxSize: number; notEmpty?: boolean }) {
  const { maxSize, notEmpty, ...rest } = options;
  return field(
    rest,
    { type: [Number] },
    IsArray(),
    notEmpty && ArrayNotEmpty(),
    ArrayMaxSize(maxSize),
    IsInt({ each: true }),
    Min(1, { each: true }),
    Max(MAX_ID, { each: true }),
  );
}

/** An object validated as the DTO class `type`. */
export function NestedField(type: new () => object, options: FieldOptions = {}) {
  return field(
    options,
    { type, nullableType: type },
    // ValidateNested passes a missing value and validates the elements of a list, nested lists
    // included: without this, a required object could be left out or sent as `[[]]`.
    IsObject(),
    ValidateNested(),
    Type(() => type),
  );
}

/** A list of objects, each validated as the DTO class `type`; `minSize`/`maxSize` bound it. */
export function NestedListField(
  type: new () => object,
  options: FieldOptions & { minSize?: number; maxSize?: number } = {},
) {
  const { minSize, maxSize, ...rest } = options;
  return field(
    rest,
    { type: [type] },
    IsArray(),
    minSize !== undefined && ArrayMinSize(minSize),
    maxSize !== undefined && ArrayMaxSize(maxSize),
    IsObject({ each: true }),
    ValidateNested({ each: true }),
    Type(() => type),
  );
}
