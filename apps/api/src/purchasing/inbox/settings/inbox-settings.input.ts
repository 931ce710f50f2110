import { readBody } from '../../../platform/request-validation';
import { UpdateInboxSettingsDto } from './dto/update-inbox-settings.dto';

/** A body of `PUT /account/inbox` read outside an HTTP request (the admin CLI). */
export function readInboxSettingsInput(body: Record<string, unknown>): UpdateInboxSettingsDto {
  return readBody(UpdateInboxSettingsDto, body);
}
