import { ApiProperty } from '@nestjs/swagger';
import { RevenueCategoryReference } from '../../project-tasks/dto/revenue-category-reference.response';
import {
  ExpenseCompanyRef,
  ExpenseGroupRef,
  ExpenseProjectRef,
  ExpensePurchaseItemRef,
  ExpenseUserRef,
} from './project-expense-references.response';
import { Property } from '../../../../platform/openapi';

const DATE = { type: String, format: 'date', nullable: true } as const;

/**
 * A project expense as the API returns it (the reference's expense record, also answered by
 * GET /invoices/{id}/expenses), plus Faktura's purchase_id and purchase_item_id.
 */
export class ProjectExpenseResponse {
  @ApiProperty({ example: 44 }) id!: number;
  @Property.IsoDate({ example: '2026-11-22' }) date!: string;
  @ApiProperty({ example: 'Hosting' }) title!: string;
  @Property.Nullable(String, { description: 'Rich text' })
  description!: string | null;
  @ApiProperty({ example: 3 }) quantity!: number;
  @Property.Nullable(String, { example: 'month' }) unit!: string | null;
  @ApiProperty({ example: 120 }) unit_price!: number;
  @ApiProperty({ example: 80 }) unit_cost!: number;
  @ApiProperty({ example: 360, description: 'quantity x unit_price, rounded to the currency' })
  price!: number;
  @ApiProperty({ example: 240, description: 'quantity x unit_cost, rounded to the currency' })
  cost!: number;
  @ApiProperty({ example: 'EUR', description: "The project's currency" }) currency!: string;
  @ApiProperty() budget_relevant!: boolean;
  @ApiProperty() billable!: boolean;
  @ApiProperty({ description: 'Set when an invoice bills the expense; then it is read-only' })
  billed!: boolean;
  @ApiProperty() purchase_assignment_locked!: boolean;
  @ApiProperty({ example: 240 }) cost_total_planned!: number;
  @ApiProperty(DATE) planned_purchase_date!: string | null;
  @Property.Nullable(Number, { description: 'The invoice that billed it' })
  invoice_id!: number | null;
  @Property.Nullable(String) service_period!: string | null;
  @ApiProperty(DATE) service_period_from!: string | null;
  @ApiProperty(DATE) service_period_to!: string | null;
  @Property.Nullable(Number) recurring_expense_id!: number | null;
  @Property.Nullable(String, { description: 'Receipt link; null without one' })
  file_url!: string | null;
  @Property.CustomProperties({ example: { Kostenstelle: 'A1' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ type: ExpenseCompanyRef, description: "The project's company" })
  company!: ExpenseCompanyRef;
  @ApiProperty({ type: ExpenseProjectRef }) project!: ExpenseProjectRef;
  @Property.Nullable(ExpenseGroupRef, { description: 'Always null: Faktura has no expense groups' })
  group!: ExpenseGroupRef | null;
  @ApiProperty({
    type: [ExpensePurchaseItemRef],
    description: 'The purchase item the expense came from; empty when none',
  })
  purchase_items!: ExpensePurchaseItemRef[];
  @Property.Nullable(ExpenseUserRef) user!: ExpenseUserRef | null;
  @Property.Nullable(RevenueCategoryReference)
  revenue_category!: RevenueCategoryReference | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
  @Property.Nullable(Number, { description: 'Faktura: the source purchase' })
  purchase_id!: number | null;
  @Property.Nullable(Number, { description: 'Faktura: the source item' })
  purchase_item_id!: number | null;
}
