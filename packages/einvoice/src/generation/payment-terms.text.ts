import { toDecimal, type Decimal } from '@faktura/domain';
import type { EInvoiceAmounts } from './einvoice-amounts.calculator';
import type { EInvoiceSource } from './einvoice-source.types';

/**
 * XRechnung's cash discount line for BT-20 (BR-DE-18): `#SKONTO#TAGE=n#PROZENT=p.pp#`, with
 * `BASISBETRAG=b.bb#` appended when the discount is not computed on the amount due (BT-115).
 */
export function skontoLine(days: number, percent: Decimal, baseAmount?: Decimal): string {
  const base = baseAmount === undefined ? '' : `BASISBETRAG=${baseAmount.toFixed(2)}#`;
  return `#SKONTO#TAGE=${days}#PROZENT=${percent.toFixed(2)}#${base}`;
}

/**
 * BT-20: the source's payment terms text, then the `#SKONTO#` line of an invoice's cash
 * discount, which must end with a line break. Faktura computes the cash discount on the grand
 * total, so the base amount is stated whenever something was paid already.
 */
export function paymentTermsNote(
  source: EInvoiceSource,
  amounts: EInvoiceAmounts,
): string | undefined {
  const lines: string[] = [];
  const terms = source.paymentTerms?.trim();
  if (terms) lines.push(terms);
  // A credit note refunds; no cash discount applies to it.
  const cash = source.kind === 'invoice' ? source.cashDiscount : undefined;
  const percent = cash === undefined ? null : toDecimal(cash.percent);
  const withSkonto = cash !== undefined && percent !== null && percent.gt(0);
  if (withSkonto) {
    const base = amounts.paidAmount.isZero() ? undefined : amounts.grandTotal;
    lines.push(skontoLine(cash.days, percent, base));
  }
  if (lines.length === 0) return undefined;
  return lines.join('\n') + (withSkonto ? '\n' : '');
}
