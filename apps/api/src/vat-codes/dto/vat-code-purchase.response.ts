import { ApiProperty } from '@nestjs/swagger';

/** A purchase VAT code as the API returns it. */
export class VatCodePurchaseResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'VSt19' }) code!: string;
  @ApiProperty({ example: 19, description: 'Tax percentage' }) tax!: number;
  @ApiProperty() reverse_charge!: boolean;
  @ApiProperty() intra_eu!: boolean;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, nullable: true, example: '1576' }) credit_account!: string | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
