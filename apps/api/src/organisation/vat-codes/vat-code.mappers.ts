import type { VatCodePurchase, VatCodeSale } from '@faktura/db';
import { apiTimestamp } from '../../platform/serialization';
import { toPurchaseVatCodeReference, toSalesVatCodeReference } from '../../shared/document-vat';
import type { VatCodePurchaseResponse } from './dto/vat-code-purchase.response';
import type { VatCodeSaleResponse } from './dto/vat-code-sale.response';

/** A sales VAT code as `/vat_code_sales` answers it. */
export function toVatCodeSaleResponse(code: VatCodeSale): VatCodeSaleResponse {
  return {
    ...toSalesVatCodeReference(code),
    created_at: apiTimestamp(code.createdAt),
    updated_at: apiTimestamp(code.updatedAt),
  };
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
