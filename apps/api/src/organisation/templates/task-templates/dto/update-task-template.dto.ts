import { PartialType } from '@nestjs/swagger';
import { CreateTaskTemplateDto } from './create-task-template.dto';

/** Every field optional; only the ones sent change. null stays invalid for non-null fields. */
export class UpdateTaskTemplateDto extends PartialType(CreateTaskTemplateDto, {
  skipNullProperties: false,
}) {}
