import { DomainError } from './domain-error.js';
import { FieldErrorCollector } from './field-errors.collector.js';
import {
  Decimal,
  Numeric,
  assertWithinLimit,
  roundMoney,
  sumDecimals,
  toDecimal,
  toPercentage,
} from './money.js';

/** How a position or purchase item is taxed. */
export type VatKind = 'tax' | 'reverse_charge' | 'intra_eu';

/** Every VAT kind, in a stable order. */
export const VAT_KINDS: readonly VatKind[] = Object.freeze(['tax', 'reverse_charge', 'intra_eu']);

/** Type guard for VAT kinds. */
export function isVatKind(value: unknown): value is VatKind {
  return typeof value === 'string' && (VAT_KINDS as readonly string[]).includes(value);
}

/** Reads the kind from a VAT object's flags; both flags at once are contradictory and refused. */
export function vatKindFromFlags(vat: {
  reverse_charge?: boolean | null;
  intra_eu?: boolean | null;
}): VatKind {
  if (vat.reverse_charge && vat.intra_eu) {
    throw DomainError.validation({ vat: ['cannot be both reverse charge and intra-EU'] });
  }
  if (vat.reverse_charge) return 'reverse_charge';
  if (vat.intra_eu) return 'intra_eu';
  return 'tax';
}

/**
 * The rate that actually applies. Under reverse charge the recipient owes the tax and intra-EU
 * supplies are exempt, so the seller charges nothing whatever rate the VAT code carries.
 */
export function effectiveTaxRate(kind: VatKind, rate: Numeric, field = 'tax'): Decimal {
  const percent = toPercentage(rate, field);
  return kind === 'tax' ? percent : new Decimal(0);
}

/** Tax on a net amount: net x effective rate / 100, rounded to the currency. */
export function taxAmount(net: Numeric, kind: VatKind, rate: Numeric, currency: string): Decimal {
  const percent = effectiveTaxRate(kind, rate);
  return roundMoney(toDecimal(net, 'net_total').times(percent).div(100), currency);
}

/** The three amounts every taxed line or document ends up with. */
export interface TaxedAmounts {
  net_total: Decimal;
  tax_total: Decimal;
  gross_total: Decimal;
}

/** A purchase item as entered: one total, either net or gross. */
export interface PurchaseItemInput {
  total: Numeric;
  /** True when `total` is gross (tax included); absent means net. */
  tax_included?: boolean | null;
  vat_kind?: VatKind | null;
  /** Tax rate in percent (0..100). */
  tax?: Numeric | null;
}

/**
 * Splits a purchase item into net, tax and gross. With tax included the gross is what was paid,
 * so the net is derived (gross / (1 + rate), rounded) and the tax takes the remainder: the three
 * always add up exactly.
 */
export function calculatePurchaseItem(
  item: PurchaseItemInput,
  currency: string,
  field = 'item',
): TaxedAmounts {
  const errors = new FieldErrorCollector();
  const kind = item.vat_kind ?? 'tax';
  if (!isVatKind(kind)) errors.add(`${field}.vat_kind`, 'must be tax, reverse_charge or intra_eu');
  const total = errors.capture(
    () => roundMoney(toDecimal(item.total, `${field}.total`), currency),
    new Decimal(0),
  );
  const rate = errors.capture(
    () => effectiveTaxRate(isVatKind(kind) ? kind : 'tax', item.tax ?? 0, `${field}.tax`),
    new Decimal(0),
  );
  errors.throwIfAny();

  if (item.tax_included) {
    const net = roundMoney(total.div(rate.div(100).plus(1)), currency);
    return { net_total: net, tax_total: total.minus(net), gross_total: total };
  }
  const tax = roundMoney(total.times(rate).div(100), currency);
  return { net_total: total, tax_total: tax, gross_total: total.plus(tax) };
}

/** Computes every item and the purchase totals, which are the plain sums of the item amounts. */
export function calculatePurchaseTotals(
  items: readonly PurchaseItemInput[],
  currency: string,
): TaxedAmounts & { items: TaxedAmounts[] } {
  const errors = new FieldErrorCollector();
  const computed = items.map((item, index) =>
    errors.capture(() => calculatePurchaseItem(item, currency, `items[${index}]`), zeroAmounts()),
  );
  errors.throwIfAny();
  const totals = {
    net_total: sumDecimals(computed.map((item) => item.net_total)),
    tax_total: sumDecimals(computed.map((item) => item.tax_total)),
    gross_total: sumDecimals(computed.map((item) => item.gross_total)),
  };
  assertWithinLimit(Object.values(totals), 'items');
  return { items: computed, ...totals };
}

function zeroAmounts(): TaxedAmounts {
  return { net_total: new Decimal(0), tax_total: new Decimal(0), gross_total: new Decimal(0) };
}
