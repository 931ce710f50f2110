import type { VatCodeSale } from '@faktura/db';
import { toApiNumber } from '@faktura/domain';
import type { DocumentVatResponse } from './document-vat.response';
import { toSalesVatCodeReference } from './vat-code-reference.mapper';

type Rate = { toString(): string };

/**
 * The `vat` object of an offer or invoice: its VAT code as the reference embeds it, or, for a
 * rate kept without a code, exactly the object docs/reference/conventions.md prescribes.
 */
export function toDocumentVat(code: VatCodeSale | null, tax: Rate): DocumentVatResponse {
  if (!code) {
    return {
      tax: toApiNumber(tax.toString()),
      reverse_charge: false,
      intra_eu: false,
      active: true,
      print_gross_total: true,
      notice_tax_exemption: '',
      notice_tax_exemption_alt: '',
    };
  }
  return toSalesVatCodeReference(code);
}
