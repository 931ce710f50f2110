import { PartialType } from '@nestjs/swagger';
import { CreateCustomFieldDefinitionDto } from './create-custom-field-definition.dto';

/**
 * name and options change; entity and kind may be sent (clients send the whole record) but
 * must equal the stored values.
 */
export class UpdateCustomFieldDefinitionDto extends PartialType(CreateCustomFieldDefinitionDto, {
  skipNullProperties: false,
}) {}
