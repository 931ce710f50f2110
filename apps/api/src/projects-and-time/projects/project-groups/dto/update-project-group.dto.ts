import { PartialType } from '@nestjs/swagger';
import { CreateProjectGroupDto } from './create-project-group.dto';

/** Every field optional; only the ones sent change (null is a 422 where the field is required). */
export class UpdateProjectGroupDto extends PartialType(CreateProjectGroupDto, {
  skipNullProperties: false,
}) {}
