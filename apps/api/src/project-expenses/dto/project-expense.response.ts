import { ApiProperty } from '@nestjs/swagger';

export class ExpenseCompanyRef {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

export class ExpenseProjectRef {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
}

/** A project expense as the API returns it. */
export class ProjectExpenseResponse {
  @ApiProperty({ example: 44 }) id!: number;
  @ApiProperty({ format: 'date', example: '2026-11-22' }) date!: string;
  @ApiProperty({ example: 'Hosting' }) title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Rich text' })
  description!: string | null;
  @ApiProperty({ example: 3 }) quantity!: number;
  @ApiProperty({ type: String, nullable: true, example: 'month' }) unit!: string | null;
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
  @ApiProperty({ type: Number, nullable: true }) recurring_expense_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) service_period!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true })
  service_period_from!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true })
  service_period_to!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Receipt link; null without one' })
  file_url!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { Kostenstelle: 'A1' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ type: ExpenseCompanyRef, description: "The project's company" })
  company!: ExpenseCompanyRef;
  @ApiProperty({ type: ExpenseProjectRef }) project!: ExpenseProjectRef;
  @ApiProperty({ type: Number, nullable: true }) purchase_id!: number | null;
  @ApiProperty({ type: Number, nullable: true }) purchase_item_id!: number | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
