import type { VatCodePurchase, VatCodeSale } from '@faktura/db';
import { toApiNumber } from '@faktura/domain';
import { apiTimestamp } from '../common/serialization/api-format';
import type {
  PurchaseVatCodeReference,
  VatCodePurchaseResponse,
} from './dto/vat-code-purchase.response';
import type { SalesVatCodeReference, VatCodeSaleResponse } from './dto/vat-code-sale.response';
import { vatFlagsOf, type VatCodeRow } from './vat-code.rules';

/** The fields both reference records share. The reference types `description` non-null. */
function referenceFields(row: VatCodeRow) {
  return {
    id: row.id,
    tax: toApiNumber(row.tax.toString()),
    description: row.description ?? row.code,
    ...vatFlagsOf(row.kind),
  };
}

/** The reference's sales VAT code, as offers, invoices and customers embed it. */
export function toSalesVatCodeReference(code: VatCodeSale): SalesVatCodeReference {
  return {
    ...referenceFields(code),
    print_gross_total: code.printGrossTotal,
    notice_tax_exemption: code.noticeTaxExemption,
    notice_tax_exemption_en: code.noticeTaxExemptionAlt,
    notice_tax_exemption_alt: code.noticeTaxExemptionAlt,
    active: code.active,
    code: code.code,
    credit_account: code.creditAccount,
  };
}

/** A sales VAT code as `/vat_code_sales` answers it. */
export function toVatCodeSaleResponse(code: VatCodeSale): VatCodeSaleResponse {
  return {
    ...toSalesVatCodeReference(code),
    created_at: apiTimestamp(code.createdAt),
    updated_at: apiTimestamp(code.updatedAt),
  };
}

/** The reference's purchase VAT code, as purchase items and suppliers embed it. */
export function toPurchaseVatCodeReference(code: VatCodePurchase): PurchaseVatCodeReference {
  return { ...referenceFields(code), active: code.active, code: code.code };
}

/** A purchase VAT code as `/vat_code_purchases` answers it. */
export function toVatCodePurchaseResponse(code: VatCodePurchase): VatCodePurchaseResponse {
  return {
    ...toPurchaseVatCodeReference(code),
    credit_account: code.creditAccount,
    created_at: apiTimestamp(code.createdAt),
    updated_at: apiTimestamp(code.updatedAt),
  };
}
