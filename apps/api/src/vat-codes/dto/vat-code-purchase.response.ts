import { ApiProperty } from '@nestjs/swagger';

/** The reference's purchase VAT code record: what purchase items and suppliers embed. */
export class PurchaseVatCodeReference {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 19, description: 'Tax percentage' }) tax!: number;
  @ApiProperty({ example: 'Input tax 19 %', description: 'The code when none was stored' })
  description!: string;
  @ApiProperty() reverse_charge!: boolean;
  @ApiProperty() intra_eu!: boolean;
  @ApiProperty() active!: boolean;
  @ApiProperty({ example: 'VSt19' }) code!: string;
}

/** A purchase VAT code as `/vat_code_purchases` answers it: the record plus Faktura's fields. */
export class VatCodePurchaseResponse extends PurchaseVatCodeReference {
  @ApiProperty({ type: String, nullable: true, example: '1576' }) credit_account!: string | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
