import { ApiProperty } from '@nestjs/swagger';
import { RevenueAssignmentKind } from '@faktura/db';

/** The revenue category a task or an expense is booked to. */
export class RevenueCategoryReference {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
  @ApiProperty({ type: Number, nullable: true, example: 8400 }) revenue_account!: number | null;
  @ApiProperty({ type: String, nullable: true }) cost_category!: string | null;
  @ApiProperty({ enum: RevenueAssignmentKind }) assignment_kind!: RevenueAssignmentKind;
}
