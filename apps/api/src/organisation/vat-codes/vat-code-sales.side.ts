import { tableWrites } from '../../platform/database';
import type { VatCodeSale } from '@faktura/db';
import type { CreateVatCodeSaleDto } from './dto/create-vat-code-sale.dto';
import type { VatCodeSaleResponse } from './dto/vat-code-sale.response';
import type { VatCodeSide } from './vat-code.side';
import { toVatCodeSaleResponse } from './vat-code.mappers';

/** `/vat_code_sales`: the codes of offers and invoices, with what they print. */
export const VAT_CODE_SALES: VatCodeSide<VatCodeSale, CreateVatCodeSaleDto, VatCodeSaleResponse> = {
  table: 'vat_codes_sales',
  reads: (db) => db.vatCodeSale,
  ...tableWrites((db) => db.vatCodeSale),
  ownColumns: (input, creating) =>
    creating
      ? {
          printGrossTotal: input.print_gross_total ?? true,
          noticeTaxExemption: input.notice_tax_exemption ?? null,
          noticeTaxExemptionAlt: alternativeNotice(input) ?? null,
        }
      : {
          printGrossTotal: input.print_gross_total,
          noticeTaxExemption: input.notice_tax_exemption,
          noticeTaxExemptionAlt: alternativeNotice(input),
        },
  toResponse: toVatCodeSaleResponse,
};

/** `notice_tax_exemption_alt`, or its old reference name `notice_tax_exemption_en`. */
function alternativeNotice(input: Partial<CreateVatCodeSaleDto>): string | null | undefined {
  return input.notice_tax_exemption_alt !== undefined
    ? input.notice_tax_exemption_alt
    : input.notice_tax_exemption_en;
}
