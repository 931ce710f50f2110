import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** A purchase budget with its figures for one year, in the account currency (the reference's). */
export class PurchaseBudgetResponse {
  @ApiProperty({ example: 21 }) id!: number;
  @ApiProperty({ example: 2026, description: 'The year of the figures' }) year!: number;
  @ApiProperty({ example: 'Marketing' }) title!: string;
  @ApiProperty() active!: boolean;
  @Property.Nullable(String, { example: 'travel_expenses' }) cost_category!: string | null;
  @ApiProperty({ example: 50000, description: "The year's target (0 when none is set)" })
  target!: number;
  @ApiProperty({
    example: 22000,
    description:
      "Spent in the year (the reference's spelling): purchases of the budget, and items of its categories in purchases of no budget",
  })
  exhaused!: number;
  @ApiProperty({
    example: 12000,
    description:
      "The year's dates of its planned purchases times their amounts, less what they spent",
  })
  planned!: number;
  @ApiProperty({ example: 16000, description: 'target - exhaused - planned; may be negative' })
  remaining!: number;
  @ApiProperty({
    type: [Number],
    example: [4, 5],
    description: 'Extension: its purchase categories',
  })
  purchase_category_ids!: number[];
}
