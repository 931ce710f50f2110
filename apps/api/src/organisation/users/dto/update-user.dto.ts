import { PartialType } from '@nestjs/swagger';
import { CreateUserDto } from './create-user.dto';

/**
 * Every field optional; only the ones sent change. `null` clears a nullable field; on a field
 * that always has a value (names, e-mail, flags, tags) it is a 422.
 */
export class UpdateUserDto extends PartialType(CreateUserDto, { skipNullProperties: false }) {}
