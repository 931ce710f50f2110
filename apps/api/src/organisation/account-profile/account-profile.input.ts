import { readBody } from '../../platform/request-validation';
import { UpdateAccountProfileDto } from './dto/update-account-profile.dto';

/**
 * A body of `PUT /account` read outside an HTTP request (the admin CLI), with the checks and
 * transforms the global ValidationPipe applies: 422-style field errors as a `DomainError`.
 */
export function readAccountProfileInput(body: Record<string, unknown>): UpdateAccountProfileDto {
  return readBody(UpdateAccountProfileDto, body);
}
