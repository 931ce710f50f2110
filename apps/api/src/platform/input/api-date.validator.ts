import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isIsoDate } from './iso-date';

/** A real calendar date written YYYY-MM-DD, the only date form the API reads and writes. */
export function IsApiDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isApiDate',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isIsoDate(value),
        defaultMessage: () => 'must be a date (YYYY-MM-DD)',
      },
    },
    options,
  );
}

/** Turns a validated YYYY-MM-DD into the UTC midnight that a date column stores. */
export function toDateColumn(value: string): Date {
  return new Date(`${value}T00:00:00Z`);
}
