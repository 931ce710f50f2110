import { PartialType } from '@nestjs/swagger';
import { CreateUserDto } from './create-user.dto';

/** Every field optional; only the ones sent change. */
export class UpdateUserDto extends PartialType(CreateUserDto) {}
