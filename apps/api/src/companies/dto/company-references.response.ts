import { ApiProperty } from '@nestjs/swagger';

/** The user responsible for a company. */
export class CompanyUserReference {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

/** One project of a company. */
export class CompanyProjectReference {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ type: String, nullable: true, example: 'P260001' }) identifier!: string | null;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty() billable!: boolean;
}

/** The default sales VAT code of a customer (`customer_vat`). */
export class CompanyCustomerVat {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 19, description: 'Tax percentage' }) tax!: number;
  @ApiProperty({ example: 'Standard rate 19 %', description: 'The code when none was stored' })
  description!: string;
  @ApiProperty() reverse_charge!: boolean;
  @ApiProperty() intra_eu!: boolean;
  @ApiProperty() print_gross_total!: boolean;
  @ApiProperty({ type: String, nullable: true }) notice_tax_exemption!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    deprecated: true,
    description: 'Same value as notice_tax_exemption_alt',
  })
  notice_tax_exemption_en!: string | null;
  @ApiProperty({ type: String, nullable: true }) notice_tax_exemption_alt!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ example: 'UST19' }) code!: string;
  @ApiProperty({ type: String, nullable: true, example: '8400' }) credit_account!: string | null;
}

/** The default purchase VAT code of a supplier (`supplier_vat`). */
export class CompanySupplierVat {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 19, description: 'Tax percentage' }) tax!: number;
  @ApiProperty({ example: 'Input tax 19 %', description: 'The code when none was stored' })
  description!: string;
  @ApiProperty() reverse_charge!: boolean;
  @ApiProperty() intra_eu!: boolean;
  @ApiProperty() active!: boolean;
  @ApiProperty({ example: 'VSt19' }) code!: string;
}
