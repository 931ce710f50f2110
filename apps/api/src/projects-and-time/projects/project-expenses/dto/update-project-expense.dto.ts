import { PartialType } from '@nestjs/swagger';
import { CreateProjectExpenseDto } from './create-project-expense.dto';

/** Every field optional; only the ones sent change; price and cost are computed again. */
export class UpdateProjectExpenseDto extends PartialType(CreateProjectExpenseDto) {}
