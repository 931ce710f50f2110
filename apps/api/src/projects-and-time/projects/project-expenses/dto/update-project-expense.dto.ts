import { OmitType, PartialType } from '@nestjs/swagger';
import { CreateProjectExpenseDto } from './create-project-expense.dto';

/**
 * Every field optional; only the ones sent change; price and cost are computed again. A
 * template is only a starting point: an update takes none.
 */
export class UpdateProjectExpenseDto extends PartialType(
  OmitType(CreateProjectExpenseDto, ['expense_template_id']),
) {}
