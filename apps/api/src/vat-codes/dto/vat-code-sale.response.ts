import { ApiProperty } from '@nestjs/swagger';
import { VatCodePurchaseResponse } from './vat-code-purchase.response';

/** A sales VAT code as the API returns it. */
export class VatCodeSaleResponse extends VatCodePurchaseResponse {
  @ApiProperty() print_gross_total!: boolean;
  @ApiProperty({ type: String, nullable: true }) notice_tax_exemption!: string | null;
  @ApiProperty({ type: String, nullable: true }) notice_tax_exemption_alt!: string | null;
}
