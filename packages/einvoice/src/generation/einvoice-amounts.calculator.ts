import {
  Decimal,
  FieldErrorCollector,
  calculateDocumentTotals,
  roundMoney,
  sumDecimals,
  toDecimal,
} from '@faktura/domain';
import type { EInvoiceLine, EInvoiceSource, VatCategory } from './einvoice-source.types';
import { statedRate, vatExemption } from './vat-category.rules';

/** A line as the e-invoice states it. */
export interface EInvoiceLineAmounts {
  /** BT-129: negative for a line that reduces the total. */
  quantity: Decimal;
  /** BT-146: never negative (BR-27); per `baseQuantity` units when that is set. */
  price: Decimal;
  /** BT-149: set when the unit price has more than two decimals, which BT-146 cannot carry. */
  baseQuantity: Decimal | null;
  /** BT-131. */
  net: Decimal;
}

/** One VAT breakdown (BG-23) with its share of the document discount. */
export interface EInvoiceVatGroup {
  category: VatCategory;
  /** BT-119 as stated. */
  rate: string;
  exemptionReason?: string;
  exemptionReasonCode?: string;
  /** Sum of the group's line net amounts. */
  lineTotal: Decimal;
  /** The group's document allowance (BT-92). */
  allowance: Decimal;
  /** BT-116. */
  taxable: Decimal;
  /** BT-117. */
  tax: Decimal;
}

/** Every amount of the e-invoice, all rounded to the currency's minor unit. */
export interface EInvoiceAmounts {
  lines: EInvoiceLineAmounts[];
  groups: EInvoiceVatGroup[];
  /** BT-106. */
  lineTotal: Decimal;
  /** BT-107. */
  allowanceTotal: Decimal;
  /** BT-109. */
  taxBasis: Decimal;
  /** BT-110. */
  taxTotal: Decimal;
  /** BT-112. */
  grandTotal: Decimal;
  /** BT-113. */
  paidAmount: Decimal;
  /** BT-115. */
  duePayable: Decimal;
}

/**
 * Computes the e-invoice's amounts with the domain's document calculation, once per VAT group
 * (category and rate): line nets are quantity x price rounded, the discount is taken from each
 * group's line total and rounded once, the tax from each group's discounted net. With one group
 * (every Faktura document today) the figures are exactly the PDF's; the totals are exact sums,
 * so BR-CO-10 to BR-CO-16 hold without tolerance. A credit note states the reversal's negated
 * amounts as positive ones.
 */
export function calculateEInvoiceAmounts(source: EInvoiceSource): EInvoiceAmounts {
  const errors = new FieldErrorCollector();
  const sign = source.kind === 'credit_note' ? -1 : 1;
  const stated = source.lines.map((line) => statedLine(line, sign));
  const groups = groupLines(source.lines, errors);
  const lineNets: Decimal[] = [];
  const vatGroups = groups.map((group) => {
    const totals = calculateDocumentTotals({
      kind: 'invoice',
      currency: source.currency,
      tax: group.rate,
      discount: source.discountPercent ?? 0,
      items: group.indexes.map((index) => ({
        type: 'item' as const,
        quantity: stated[index].quantity.toString(),
        unit_price: stated[index].price.toString(),
      })),
    });
    group.indexes.forEach((index, position) => {
      lineNets[index] = totals.items[position].net_total;
    });
    return {
      ...group.vat,
      lineTotal: totals.items_total,
      allowance: totals.discount_total,
      taxable: totals.net_total,
      tax: totals.tax_total,
    };
  });
  source.lines.forEach((line, index) => {
    if (line.netAmount === undefined) return;
    if (!toDecimal(line.netAmount).times(sign).eq(lineNets[index])) {
      errors.add(`lines[${index}].netAmount`, 'must equal quantity x unit price, rounded');
    }
  });
  errors.throwIfAny();

  const lines = stated.map(({ quantity, price }, index) => {
    const base = priceBase(price);
    return { quantity, price: price.times(base ?? 1), baseQuantity: base, net: lineNets[index] };
  });
  const taxBasis = sumDecimals(vatGroups.map((group) => group.taxable));
  const taxTotal = sumDecimals(vatGroups.map((group) => group.tax));
  const grandTotal = taxBasis.plus(taxTotal);
  const paidAmount = roundMoney(toDecimal(source.paidAmount ?? 0).times(sign), source.currency);
  return {
    lines,
    groups: vatGroups,
    lineTotal: sumDecimals(vatGroups.map((group) => group.lineTotal)),
    allowanceTotal: sumDecimals(vatGroups.map((group) => group.allowance)),
    taxBasis,
    taxTotal,
    grandTotal,
    paidAmount,
    duePayable: grandTotal.minus(paidAmount),
  };
}

/** Quantity and a non-negative price: a negative price moves its sign to the quantity. */
function statedLine(line: EInvoiceLine, sign: number): { quantity: Decimal; price: Decimal } {
  const quantity = toDecimal(line.quantity).times(sign);
  const price = toDecimal(line.unitPrice);
  return price.isNegative()
    ? { quantity: quantity.negated(), price: price.negated() }
    : { quantity, price };
}

/** 10^(decimals - 2) for a price with more than two decimals, else null. */
function priceBase(price: Decimal): Decimal | null {
  const extra = price.decimalPlaces() - 2;
  return extra > 0 ? new Decimal(10).pow(extra) : null;
}

interface LineGroup {
  rate: string;
  vat: Pick<EInvoiceVatGroup, 'category' | 'rate' | 'exemptionReason' | 'exemptionReasonCode'>;
  indexes: number[];
}

/** Lines grouped by VAT category and stated rate, in order of first appearance. */
function groupLines(lines: readonly EInvoiceLine[], errors: FieldErrorCollector): LineGroup[] {
  const groups = new Map<string, LineGroup>();
  lines.forEach((line, index) => {
    const rate = statedRate(line.vat);
    const key = `${line.vat.category}|${rate}`;
    const exemption = vatExemption(line.vat);
    const group = groups.get(key);
    if (group === undefined) {
      const vat = {
        category: line.vat.category,
        rate,
        exemptionReason: exemption.reason,
        exemptionReasonCode: exemption.code,
      };
      groups.set(key, { rate, vat, indexes: [index] });
      return;
    }
    // One breakdown per category and rate can state only one exemption (BR-E-01, BR-AE-01).
    if (
      group.vat.exemptionReason !== exemption.reason ||
      group.vat.exemptionReasonCode !== exemption.code
    ) {
      errors.add(
        `lines[${index}].vat`,
        'must state the same exemption as the other lines of its category',
      );
    }
    group.indexes.push(index);
  });
  return [...groups.values()];
}
