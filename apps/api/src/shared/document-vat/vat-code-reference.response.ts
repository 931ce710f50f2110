import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../platform/openapi';

/** The fields both sides' VAT code records start with; only their examples differ. */
function VatCodeRecordBase(examples: { id: number; description: string }) {
  class VatCodeRecord {
    @ApiProperty({ example: examples.id }) id!: number;
    @ApiProperty({ example: 19, description: 'Tax percentage' }) tax!: number;
    @ApiProperty({ example: examples.description, description: 'The code when none was stored' })
    description!: string;
    @ApiProperty() reverse_charge!: boolean;
    @ApiProperty() intra_eu!: boolean;
  }
  return VatCodeRecord;
}

/** The reference's sales VAT code record: the `vat` that offers, invoices and customers embed. */
export class SalesVatCodeReference extends VatCodeRecordBase({
  id: 2,
  description: 'Standard rate 19 %',
}) {
  @ApiProperty() print_gross_total!: boolean;
  @Property.Nullable(String, { description: 'Printed when tax is exempt' })
  notice_tax_exemption!: string | null;
  @Property.Nullable(String, {
    deprecated: true,
    description: 'Same value as notice_tax_exemption_alt (the reference keeps the old name)',
  })
  notice_tax_exemption_en!: string | null;
  @Property.Nullable(String, { description: 'Alternative-language notice' })
  notice_tax_exemption_alt!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ example: 'UST19' }) code!: string;
  @Property.Nullable(String, { example: '8400' }) credit_account!: string | null;
}

/** The reference's purchase VAT code record: what purchase items and suppliers embed. */
export class PurchaseVatCodeReference extends VatCodeRecordBase({
  id: 3,
  description: 'Input tax 19 %',
}) {
  @ApiProperty() active!: boolean;
  @ApiProperty({ example: 'VSt19' }) code!: string;
}
