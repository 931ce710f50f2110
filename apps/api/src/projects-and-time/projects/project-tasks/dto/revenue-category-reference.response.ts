import { ApiProperty } from '@nestjs/swagger';
import { RevenueAssignmentKind } from '@faktura/db';
import { Property } from '../../../../platform/openapi';

/** The revenue category a task or an expense is booked to. */
export class RevenueCategoryReference {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
  @Property.Nullable(Number, { example: 8400 }) revenue_account!: number | null;
  @Property.Nullable(String) cost_category!: string | null;
  @ApiProperty({ enum: RevenueAssignmentKind }) assignment_kind!: RevenueAssignmentKind;
}
