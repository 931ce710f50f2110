import { PickType } from '@nestjs/swagger';
import { RecurrencePeriod, ServicePeriodDirection } from '@faktura/db';
import {
  AmountField,
  ApiDateField,
  BooleanField,
  EnumField,
  TextField,
} from '../../../../platform/input';
import { CreateProjectExpenseDto } from '../../project-expenses/dto/create-project-expense.dto';

/**
 * The body of POST /projects/{project_id}/recurring_expenses (the reference's names): the
 * expense's own fields as an expense takes them, and when it recurs.
 */
export class CreateRecurringExpenseDto extends PickType(CreateProjectExpenseDto, [
  'description',
  'quantity',
  'unit',
  'unit_cost',
  'billable',
  'budget_relevant',
  'purchase_assignment_locked',
  'user_id',
  'revenue_category_id',
  'custom_properties',
]) {
  @ApiDateField({ example: '2026-01-01', description: 'The date of the first expense' })
  start_date!: string;

  @ApiDateField({ nullable: true, description: 'No expense after it; not before start_date' })
  finish_date?: string | null;

  @EnumField(Object.values(RecurrencePeriod), {
    description: 'biannual: every six months; annual2/annual3: every two/three years',
  })
  period!: RecurrencePeriod;

  @TextField({ maxLength: 255, example: 'Hosting' }) title!: string;
  @AmountField({ signed: true, example: 120 }) unit_price!: number;

  @EnumField(Object.values(ServicePeriodDirection), {
    optional: true,
    default: ServicePeriodDirection.none,
    description:
      'The period each expense bills: the one starting on its date (forward), the one ending the day before (backward), or none',
  })
  service_period_direction?: ServicePeriodDirection;

  @BooleanField({
    optional: true,
    deprecated: true,
    description:
      'Alias of service_period_direction (true = forward, false = backward); 422 when both are sent and differ',
  })
  billing_in_advance?: boolean;
}
