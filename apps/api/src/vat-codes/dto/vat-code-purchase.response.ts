import { ApiProperty } from '@nestjs/swagger';
import { PurchaseVatCodeReference } from '../../common/vat/vat-code-reference.response';

/** A purchase VAT code as `/vat_code_purchases` answers it: the record plus Faktura's fields. */
export class VatCodePurchaseResponse extends PurchaseVatCodeReference {
  @ApiProperty({ type: String, nullable: true, example: '1576' }) credit_account!: string | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
