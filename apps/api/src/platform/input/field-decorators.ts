import {
  IsBoolean,
  IsEmail,
  IsIBAN,
  IsIn,
  IsInt,
  isISO8601,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  MinLength,
} from 'class-validator';
import { IsApiDate } from './api-date.validator';
import { field, MAX_AMOUNT, MAX_ID, type FieldOptions } from './field-options';
import { CompactUpperCase, IsEmailList } from './input-transforms';

/**
 * One decorator per kind of input field: the class-validator rules and the OpenAPI property of
 * the kind, with the presence rules of `FieldOptions`. The rules and messages are the ones the
 * DTOs always had; a field that needs another rule stacks it below.
 */

/** A text: a string of at most `maxLength` characters; a required one must not be empty. */
export function TextField(options: FieldOptions & { maxLength?: number; notEmpty?: boolean }) {
  const { maxLength, notEmpty, ...rest } = options;
  const required = !rest.optional && !rest.nullable && !rest.allowNull;
  return field(
    rest,
    { nullableType: String },
    IsString(),
    (notEmpty ?? required) && IsNotEmpty(),
    maxLength !== undefined && MaxLength(maxLength),
  );
}

/** An ID of another record of the account: an integer from 1 to the column's maximum. */
export function IdField(options: FieldOptions = {}) {
  return IntField({ min: 1, max: MAX_ID, ...options });
}

/** A whole number within `min` and `max`. */
export function IntField(options: FieldOptions & { min: number; max: number }) {
  const { min, max, ...rest } = options;
  return field(rest, { type: Number }, IsInt(), Min(min), Max(max));
}

/** A finite JSON number within `min` and `max` (each optional), up to `maxDecimalPlaces`. */
export function NumberField(
  options: FieldOptions & { min?: number; max?: number; maxDecimalPlaces?: number },
) {
  const { min, max, maxDecimalPlaces, ...rest } = options;
  const finite = { allowNaN: false, allowInfinity: false } as const;
  return field(
    rest,
    { type: Number },
    IsNumber(maxDecimalPlaces === undefined ? finite : { ...finite, maxDecimalPlaces }),
    min !== undefined && Min(min),
    max !== undefined && Max(max),
  );
}

/** A percentage from 0 to 100. */
export function PercentField(options: FieldOptions & { maxDecimalPlaces?: number }) {
  return NumberField({ min: 0, max: 100, ...options });
}

/**
 * An amount of money (or a price): up to MAX_AMOUNT, negative ones only when `signed`; at most
 * `maxDecimalPlaces` decimals where the column keeps no more.
 */
export function AmountField(
  options: FieldOptions & { signed?: boolean; max?: number; maxDecimalPlaces?: number },
) {
  const { signed, max = MAX_AMOUNT, ...rest } = options;
  return NumberField({ min: signed ? -max : 0, max, ...rest });
}

/** true or false. */
export function BooleanField(options: FieldOptions = {}) {
  return field(options, {}, IsBoolean());
}

/** One of `values`. */
export function EnumField(values: readonly string[], options: FieldOptions = {}) {
  return field(options, { enum: [...values] }, IsIn([...values]));
}

/** A calendar date written YYYY-MM-DD. */
export function ApiDateField(options: FieldOptions = {}) {
  return field(options, { nullableType: String, format: 'date' }, IsApiDate());
}

/**
 * A point in time, ISO 8601 with seconds optional and a zone (`Z` or `±hh:mm`), so it names one
 * instant; an impossible date (February 30th) is refused too. The service reads it with `new Date`.
 */
export function TimestampField(options: FieldOptions = {}) {
  return field(
    options,
    { nullableType: String, format: 'date-time' },
    ValidateBy({
      name: 'isTimestamp',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && TIMESTAMP.test(value) && isISO8601(value, { strict: true }),
        defaultMessage: (args) =>
          `${args?.property} must be an ISO 8601 timestamp with a time zone`,
      },
    }),
  );
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A currency code: three upper-case letters (ISO 4217); the service checks the account's. */
export function CurrencyField(options: FieldOptions = {}) {
  return field(
    options,
    { nullableType: String },
    Matches(/^[A-Z]{3}$/, { message: 'currency must be three upper-case letters (ISO 4217)' }),
  );
}

/** One e-mail address; a nullable one is cleared by "" as well. */
export function EmailField(options: FieldOptions = {}) {
  return field(
    { blankToNull: options.nullable, ...options },
    { nullableType: String },
    IsEmail(),
    MaxLength(255),
  );
}

/** E-mail addresses separated by `;` (blanks allowed), at most `maxLength` characters. */
export function EmailListField(options: FieldOptions & { maxLength: number }) {
  const { maxLength, ...rest } = options;
  return field(rest, { nullableType: String }, IsEmailList(), MaxLength(maxLength));
}

/** An IBAN: checksum-validated, stored without spaces and in upper case. */
export function IbanField(options: FieldOptions = {}) {
  return field(
    { description: 'Checksum-validated; stored without spaces, in upper case', ...options },
    { nullableType: String },
    CompactUpperCase(),
    IsIBAN(),
  );
}

/**
 * A secret such as a password: a string of `minLength` to `maxLength` characters (a megabyte
 * of it is a 422 before anything hashes it), documented as `format: password`.
 */
export function SecretField(options: FieldOptions & { minLength: number; maxLength: number }) {
  const { minLength, maxLength, ...rest } = options;
  return field(
    rest,
    { type: String, format: 'password' },
    IsString(),
    MinLength(minLength),
    MaxLength(maxLength),
  );
}
