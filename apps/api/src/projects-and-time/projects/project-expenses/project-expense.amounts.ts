import {
  Decimal,
  DomainError,
  MAX_AMOUNT,
  type Numeric,
  roundMoney,
  toDecimal,
} from '@faktura/domain';

/** The numbers of an expense as stored: inputs at their column scale, totals in the currency. */
export interface ExpenseAmounts {
  quantity: Decimal;
  unitPrice: Decimal;
  unitCost: Decimal;
  price: Decimal;
  cost: Decimal;
}

/**
 * price = quantity x unit_price and cost = quantity x unit_cost, rounded to the currency. The
 * factors are first rounded to the scale their columns keep, so the stored product is exactly
 * the product of the stored factors.
 */
export function expenseAmounts(
  input: { quantity: Numeric; unitPrice: Numeric; unitCost: Numeric },
  currency: string,
): ExpenseAmounts {
  const quantity = toDecimal(input.quantity, 'quantity').toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  const unitPrice = toDecimal(input.unitPrice, 'unit_price').toDecimalPlaces(
    4,
    Decimal.ROUND_HALF_UP,
  );
  const unitCost = toDecimal(input.unitCost, 'unit_cost').toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  const price = roundMoney(quantity.times(unitPrice), currency);
  const cost = roundMoney(quantity.times(unitCost), currency);
  if (price.abs().gte(MAX_AMOUNT) || cost.abs().gte(MAX_AMOUNT)) {
    throw DomainError.validation({ quantity: ['gives a price or cost that is too large'] });
  }
  return { quantity, unitPrice, unitCost, price, cost };
}

/** A stored decimal (Prisma's Decimal), read through its text. */
type Stored = { toString(): string };

/** The amounts after a change: the factors sent, the stored ones for those left out. */
export function changedExpenseAmounts(
  input: { quantity?: number; unit_price?: number; unit_cost?: number },
  current: { quantity: Stored; unitPrice: Stored; unitCost: Stored; currency: string },
): ExpenseAmounts {
  return expenseAmounts(
    {
      quantity: input.quantity ?? current.quantity.toString(),
      unitPrice: input.unit_price ?? current.unitPrice.toString(),
      unitCost: input.unit_cost ?? current.unitCost.toString(),
    },
    current.currency,
  );
}
