import { PartialType } from '@nestjs/swagger';
import { CreateExpenseTemplateDto } from './create-expense-template.dto';

/** Every field optional; only the ones sent change. null stays invalid for non-null fields. */
export class UpdateExpenseTemplateDto extends PartialType(CreateExpenseTemplateDto, {
  skipNullProperties: false,
}) {}
