import { PartialType } from '@nestjs/swagger';
import { CreateContactDto } from './create-contact.dto';

/** Every field optional; only the ones sent change. `null` on `lastname` is a 422. */
export class UpdateContactDto extends PartialType(CreateContactDto, {
  skipNullProperties: false,
}) {}
