import { RevenueAssignmentKind } from '@faktura/db';
import { BooleanField, EnumField, IntField, TextField, MAX_ID } from '../../../../platform/input';
export class CreateRevenueCategoryDto {
  @TextField({ maxLength: 255, example: 'Consulting' }) name!: string;

  @IntField({
    min: 0,
    max: MAX_ID,
    example: 8400,
    description: 'Ledger account number for revenue bookings; required, never null in Faktura',
  })
  revenue_account!: number;

  @TextField({ maxLength: 255, nullable: true, example: 'KST-100' })
  cost_category?: string | null;

  @EnumField(Object.values(RevenueAssignmentKind), {
    optional: true,
    default: RevenueAssignmentKind.tasks_and_expenses,
    description: 'Whether project tasks, expenses or both may use the category',
  })
  assignment_kind?: RevenueAssignmentKind;

  @BooleanField({ optional: true, default: true }) active?: boolean;
}
