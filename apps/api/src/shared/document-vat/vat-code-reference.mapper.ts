import type { VatCodePurchase, VatCodeSale } from '@faktura/db';
import { toApiNumber } from '@faktura/domain';
import type {
  PurchaseVatCodeReference,
  SalesVatCodeReference,
} from './vat-code-reference.response';

/** The fields both reference records share. The reference types `description` non-null. */
function referenceFields(code: VatCodeSale | VatCodePurchase) {
  return {
    id: code.id,
    tax: toApiNumber(code.tax.toString()),
    description: code.description ?? code.code,
    reverse_charge: code.kind === 'reverse_charge',
    intra_eu: code.kind === 'intra_eu',
  };
}

/** The reference's sales VAT code, as offers, invoices and customers embed it. */
export function toSalesVatCodeReference(code: VatCodeSale): SalesVatCodeReference {
  // Properties added in place, not spread: every row of a document list runs this.
  const reference = referenceFields(code) as SalesVatCodeReference;
  reference.print_gross_total = code.printGrossTotal;
  reference.notice_tax_exemption = code.noticeTaxExemption;
  // The reference's deprecated name of the alternative-language notice.
  reference.notice_tax_exemption_en = code.noticeTaxExemptionAlt;
  reference.notice_tax_exemption_alt = code.noticeTaxExemptionAlt;
  reference.active = code.active;
  reference.code = code.code;
  reference.credit_account = code.creditAccount;
  return reference;
}

/** The reference's purchase VAT code, as purchase items and suppliers embed it. */
export function toPurchaseVatCodeReference(code: VatCodePurchase): PurchaseVatCodeReference {
  const reference = referenceFields(code) as PurchaseVatCodeReference;
  reference.active = code.active;
  reference.code = code.code;
  return reference;
}
