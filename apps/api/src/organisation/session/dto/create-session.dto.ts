import { PASSWORD_MAX_LENGTH } from '../../../platform/auth';
import { TextField } from '../../../platform/input';

/** POST /session: the user's e-mail and password. */
export class CreateSessionDto {
  // Any text up to an e-mail's length: a malformed address is refused like a wrong one (401).
  @TextField({ maxLength: 254, example: 'hello@example.com', description: "The user's e-mail" })
  email!: string;

  // No minimum: a login tells nothing about the password rules; the maximum bounds hashing.
  @TextField({ maxLength: PASSWORD_MAX_LENGTH, description: "The user's password" })
  password!: string;
}
