import { ApiProperty } from '@nestjs/swagger';

/** A revenue category as the API returns it. */
export class RevenueCategoryResponse {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
  @ApiProperty({ example: 8400 }) revenue_account!: number;
  @ApiProperty({ type: String, nullable: true, example: 'KST-100' }) cost_category!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
