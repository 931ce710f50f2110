import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError } from '@faktura/domain';

/** The one message of a required field the request left out. */
export const REQUIRED_MESSAGE = 'is required';

/**
 * class-validator errors as field errors: nested properties and array elements are named the
 * way clients write them, e.g. `items[2].quantity`. A field that is missing altogether gets one
 * message, `is required`, rather than every rule it would have had to pass. Needs the errors
 * built with `value: true`; values are only looked at, never put into a message.
 */
export function toFieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const isIndex = /^\d+$/.test(error.property);
    const name = !prefix
      ? error.property
      : isIndex
        ? `${prefix}[${error.property}]`
        : `${prefix}.${error.property}`;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) {
      fields[name] =
        error.value === undefined ? [REQUIRED_MESSAGE] : [...(fields[name] ?? []), ...messages];
    }
    Object.assign(fields, toFieldErrors(error.children ?? [], name));
  }
  return fields;
}

/** What class-validator keeps in its errors: the value (to tell a missing field), no target. */
export const VALIDATION_ERROR_OPTIONS = { target: false, value: true } as const;

/**
 * The global pipe: strips unknown keys (clients send extras), converts to the DTO classes and
 * turns every violation into a 422 with the fields named; submitted values are never echoed.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    validationError: VALIDATION_ERROR_OPTIONS,
    exceptionFactory: (errors) => DomainError.validation(toFieldErrors(errors)),
  });
}
