import { ApiProperty } from '@nestjs/swagger';
import { RecurrencePeriod, ServicePeriodDirection } from '@faktura/db';
import { Property } from '../../../../platform/openapi';
import { RevenueCategoryReference } from '../../project-tasks/dto/revenue-category-reference.response';
import {
  ExpenseProjectRef,
  ExpenseUserRef,
} from '../../project-expenses/dto/project-expense-references.response';

/** A recurring expense as the API returns it (the reference's record). */
export class RecurringExpenseResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @Property.IsoDate({ example: '2026-01-01' }) start_date!: string;
  @Property.IsoDate({ nullable: true, example: '2026-12-31' }) finish_date!: string | null;
  @Property.IsoDate({
    example: '2026-02-01',
    description: 'The date of the next expense; past finish_date once the last one exists',
  })
  recur_next_date!: string;
  @ApiProperty({ enum: Object.values(RecurrencePeriod), example: 'monthly' })
  period!: RecurrencePeriod;
  @ApiProperty({ example: 'Hosting' }) title!: string;
  @Property.Nullable(String, { description: 'Rich text' }) description!: string | null;
  @ApiProperty({ example: 1 }) quantity!: number;
  @Property.Nullable(String, { example: 'month' }) unit!: string | null;
  @ApiProperty({ example: 120 }) unit_price!: number;
  @ApiProperty({ example: 80 }) unit_cost!: number;
  @ApiProperty({ example: 120, description: 'quantity x unit_price, rounded to the currency' })
  price!: number;
  @ApiProperty({ example: 80, description: 'quantity x unit_cost, rounded to the currency' })
  cost!: number;
  @ApiProperty({ example: 'EUR', description: "The project's currency" }) currency!: string;
  @ApiProperty() budget_relevant!: boolean;
  @ApiProperty() billable!: boolean;
  @ApiProperty() purchase_assignment_locked!: boolean;
  @ApiProperty({ enum: Object.values(ServicePeriodDirection), example: 'forward' })
  service_period_direction!: ServicePeriodDirection;
  @Property.CustomProperties({ example: { Kostenstelle: 'A1' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ type: ExpenseProjectRef }) project!: ExpenseProjectRef;
  @Property.Nullable(ExpenseUserRef) user!: ExpenseUserRef | null;
  @Property.Nullable(RevenueCategoryReference)
  revenue_category!: RevenueCategoryReference | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
