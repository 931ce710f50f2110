import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Property } from '../../platform/openapi';

/**
 * The `vat` of an offer or invoice: its sales VAT code, or for a `tax` rate without a code the
 * inline object of docs/reference/conventions.md (then `id`, `code`, `description`, `credit_account` and
 * `notice_tax_exemption_en` are absent).
 */
export class DocumentVatResponse {
  @ApiPropertyOptional({ example: 3, description: 'Absent for an inline rate' }) id?: number;
  @ApiProperty({ example: 8.1, description: 'Tax percentage' }) tax!: number;
  @ApiPropertyOptional({ example: 'Normalsatz 8.1 %', description: 'Absent for an inline rate' })
  description?: string;
  @ApiProperty() reverse_charge!: boolean;
  @ApiProperty() intra_eu!: boolean;
  @ApiProperty() print_gross_total!: boolean;
  @Property.Nullable(String) notice_tax_exemption!: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Deprecated name of notice_tax_exemption_alt; absent for an inline rate',
  })
  notice_tax_exemption_en?: string | null;
  @Property.Nullable(String) notice_tax_exemption_alt!: string | null;
  @ApiProperty() active!: boolean;
  @ApiPropertyOptional({ example: 'UST81', description: 'Absent for an inline rate' })
  code?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Absent for an inline rate' })
  credit_account?: string | null;
}
