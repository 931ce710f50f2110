import { FieldErrorCollector } from './field-errors.collector.js';
import {
  Decimal,
  Numeric,
  assertWithinLimit,
  minorUnits,
  roundMoney,
  sumDecimals,
  toPercentage,
} from './money.js';
import {
  CalculatedPosition,
  DocumentKind,
  PositionInput,
  calculatePositions,
} from './position-totals.calculator.js';
import { VatKind, effectiveTaxRate, isVatKind } from './vat.calculator.js';

/** An offer or invoice as far as its amounts are concerned. */
export interface DocumentInput {
  kind?: DocumentKind;
  currency: string;
  items: readonly PositionInput[];
  /** Tax rate in percent, 0..100. Ignored (treated as 0) for reverse_charge and intra_eu. */
  tax: Numeric;
  vat_kind?: VatKind | null;
  /** Discount on the whole document in percent, 0..100. */
  discount?: Numeric | null;
  /** Cash discount (Skonto) in percent, 0..100; invoices only in practice. */
  cash_discount?: Numeric | null;
}

/** Every amount of a document, all rounded to the currency's minor unit. */
export interface DocumentTotals {
  items: CalculatedPosition[];
  /** Sum of the non-optional items before the discount. */
  items_total: Decimal;
  /** items_total - net_total. */
  discount_total: Decimal;
  net_total: Decimal;
  /** Net total if every optional item were accepted too, after the discount. */
  net_total_plus_options: Decimal;
  /** The rate actually applied: 0 for reverse_charge and intra_eu. */
  tax_rate: Decimal;
  tax_total: Decimal;
  gross_total: Decimal;
  cash_discount_total: Decimal;
  gross_total_with_cash_discount: Decimal;
}

/**
 * Computes positions and document totals. The discount applies to the sum of rounded item
 * totals and is rounded once; tax is computed on the discounted net and rounded once; gross is
 * then the exact sum net + tax, so the printed figures always add up.
 */
export function calculateDocumentTotals(input: DocumentInput): DocumentTotals {
  const errors = new FieldErrorCollector();
  const currency = input.currency;
  const validCurrency = errors.capture(() => (minorUnits(currency), true), false);
  const percent = (value: Numeric | null | undefined, field: string): Decimal =>
    errors.capture(() => toPercentage(value ?? 0, field), zero());
  const discount = percent(input.discount, 'discount');
  const cashDiscount = percent(input.cash_discount, 'cash_discount');
  const vatKind = input.vat_kind ?? 'tax';
  if (!isVatKind(vatKind)) errors.add('vat_kind', 'must be tax, reverse_charge or intra_eu');
  const taxRate = errors.capture(
    () => effectiveTaxRate(isVatKind(vatKind) ? vatKind : 'tax', input.tax, 'tax'),
    zero(),
  );
  if (!validCurrency) errors.throwIfAny();
  const items = errors.capture(() => calculatePositions(input.items, currency, input.kind), []);
  errors.throwIfAny();

  const billable = items.filter((position) => position.type === 'item');
  const itemsTotal = sumDecimals(billable.filter((p) => !p.optional).map((p) => p.net_total));
  const optionsTotal = sumDecimals(billable.filter((p) => p.optional).map((p) => p.net_total));
  const keep = new Decimal(100).minus(discount).div(100);

  const netTotal = roundMoney(itemsTotal.times(keep), currency);
  const taxTotal = roundMoney(netTotal.times(taxRate).div(100), currency);
  const grossTotal = netTotal.plus(taxTotal);
  const cashDiscountTotal = roundMoney(grossTotal.times(cashDiscount).div(100), currency);

  const withOptions = itemsTotal.plus(optionsTotal);
  assertWithinLimit([withOptions, grossTotal, optionsTotal], 'items');

  return {
    items,
    items_total: itemsTotal,
    discount_total: itemsTotal.minus(netTotal),
    net_total: netTotal,
    net_total_plus_options: roundMoney(withOptions.times(keep), currency),
    tax_rate: taxRate,
    tax_total: taxTotal,
    gross_total: grossTotal,
    cash_discount_total: cashDiscountTotal,
    gross_total_with_cash_discount: grossTotal.minus(cashDiscountTotal),
  };
}

function zero(): Decimal {
  return new Decimal(0);
}
