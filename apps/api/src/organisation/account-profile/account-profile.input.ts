import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DomainError } from '@faktura/domain';
import { toFieldErrors, VALIDATION_ERROR_OPTIONS } from '../../platform/request-validation';
import { UpdateAccountProfileDto } from './dto/update-account-profile.dto';

/**
 * A body of `PUT /account` read outside an HTTP request (the admin CLI), with the checks and
 * transforms the global ValidationPipe applies: 422-style field errors as a `DomainError`.
 */
export function readAccountProfileInput(body: Record<string, unknown>): UpdateAccountProfileDto {
  const input = plainToInstance(UpdateAccountProfileDto, body);
  const errors = validateSync(input, { whitelist: true, ...VALIDATION_ERROR_OPTIONS });
  if (errors.length > 0) throw DomainError.validation(toFieldErrors(errors));
  return input;
}
