import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError } from '@faktura/domain';

/**
 * class-validator errors as field errors: nested properties and array elements are named the
 * way clients write them, e.g. `items[2].quantity`.
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
    if (messages.length > 0) fields[name] = [...(fields[name] ?? []), ...messages];
    Object.assign(fields, toFieldErrors(error.children ?? [], name));
  }
  return fields;
}

/**
 * The global pipe: strips unknown keys (clients send extras), converts to the DTO classes and
 * turns every violation into a 422 with the fields named; submitted values are never echoed.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => DomainError.validation(toFieldErrors(errors)),
  });
}
