import { ApiProperty } from '@nestjs/swagger';

/** A purchase category as the API returns it. */
export class PurchaseCategoryResponse {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 'Office supplies' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: '06815' }) credit_account!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
