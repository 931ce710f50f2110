import { RevenueAssignmentKind } from '@faktura/db';
import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../../platform/openapi';

/** The reference's revenue category record: what positions, tasks and expenses embed. */
export class RevenueCategoryReference {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
  @Property.Nullable(Number, {
    example: 8400,
    description: 'Ledger account number; always set in Faktura',
  })
  revenue_account!: number | null;
  @Property.Nullable(String, { example: 'KST-100' }) cost_category!: string | null;
  @ApiProperty({ enum: RevenueAssignmentKind, example: 'tasks_and_expenses' })
  assignment_kind!: RevenueAssignmentKind;
}

/** A revenue category as `/revenue_categories` answers it: the record plus Faktura's fields. */
export class RevenueCategoryResponse extends RevenueCategoryReference {
  @ApiProperty({ description: 'false: no longer offered for new positions' }) active!: boolean;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
