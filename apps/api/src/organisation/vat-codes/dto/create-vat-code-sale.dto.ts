import { BooleanField, TextField } from '../../../platform/input';
import { CreateVatCodePurchaseDto } from './create-vat-code-purchase.dto';

const NOTICE = { maxLength: 10_000, nullable: true } as const;

/** A sales code has the purchase fields plus what offers and invoices print. */
export class CreateVatCodeSaleDto extends CreateVatCodePurchaseDto {
  @BooleanField({ optional: true, default: true }) print_gross_total?: boolean;

  @TextField({ ...NOTICE, description: 'Printed when tax is exempt' })
  notice_tax_exemption?: string | null;

  @TextField({ ...NOTICE, description: 'Alternative notice' })
  notice_tax_exemption_alt?: string | null;

  @TextField({
    ...NOTICE,
    deprecated: true,
    description:
      "The reference's old name of notice_tax_exemption_alt; that one wins when both are sent",
  })
  notice_tax_exemption_en?: string | null;
}
