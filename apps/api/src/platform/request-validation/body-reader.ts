import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DomainError } from '@faktura/domain';
import { toFieldErrors, VALIDATION_ERROR_OPTIONS } from './validation.pipe';

/**
 * A request body read outside an HTTP request (the admin CLI), with the checks and transforms
 * the global ValidationPipe applies: 422-style field errors as a `DomainError`.
 */
export function readBody<T extends object>(type: ClassConstructor<T>, body: object): T {
  const input = plainToInstance(type, body);
  const errors = validateSync(input, { whitelist: true, ...VALIDATION_ERROR_OPTIONS });
  if (errors.length > 0) throw DomainError.validation(toFieldErrors(errors));
  return input;
}
