import { RevenueAssignmentKind } from '@faktura/db';
import { ApiProperty } from '@nestjs/swagger';

/** The reference's revenue category record: what positions, tasks and expenses embed. */
export class RevenueCategoryReference {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 8400,
    description: 'Ledger account number; always set in Faktura',
  })
  revenue_account!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'KST-100' }) cost_category!: string | null;
  @ApiProperty({ enum: RevenueAssignmentKind, example: 'tasks_and_expenses' })
  assignment_kind!: RevenueAssignmentKind;
}

/** A revenue category as `/revenue_categories` answers it: the record plus Faktura's fields. */
export class RevenueCategoryResponse extends RevenueCategoryReference {
  @ApiProperty({ description: 'false: no longer offered for new positions' }) active!: boolean;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
