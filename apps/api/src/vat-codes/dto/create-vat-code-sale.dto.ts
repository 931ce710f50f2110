import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CreateVatCodePurchaseDto } from './create-vat-code-purchase.dto';

/** A sales code has the purchase fields plus what offers and invoices print. */
export class CreateVatCodeSaleDto extends CreateVatCodePurchaseDto {
  @ApiPropertyOptional({ default: true })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsBoolean()
  print_gross_total?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Printed when tax is exempt' })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  notice_tax_exemption?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Alternative notice' })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  notice_tax_exemption_alt?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    deprecated: true,
    description:
      "The reference's old name of notice_tax_exemption_alt; that one wins when both are sent",
  })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  notice_tax_exemption_en?: string | null;
}
