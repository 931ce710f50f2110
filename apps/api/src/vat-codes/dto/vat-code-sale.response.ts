import { ApiProperty } from '@nestjs/swagger';
import { SalesVatCodeReference } from '../../common/vat/vat-code-reference.response';

/** A sales VAT code as `/vat_code_sales` answers it: the record plus its timestamps. */
export class VatCodeSaleResponse extends SalesVatCodeReference {
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
