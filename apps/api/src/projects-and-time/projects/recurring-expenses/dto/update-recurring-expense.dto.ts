import { PartialType } from '@nestjs/swagger';
import { CreateRecurringExpenseDto } from './create-recurring-expense.dto';

/**
 * Every field optional; only the ones sent change (null is a 422 where the field is required);
 * price and cost are computed again, and a new start_date or period moves recur_next_date onto
 * the new series.
 */
export class UpdateRecurringExpenseDto extends PartialType(CreateRecurringExpenseDto, {
  skipNullProperties: false,
}) {}
