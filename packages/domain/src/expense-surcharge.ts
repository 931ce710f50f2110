import { Decimal, type Numeric, toDecimal, toPercentage } from './money.js';

/**
 * The price of a purchased item passed on to a customer with the account's surcharge:
 * `amount x (1 + percent / 100)`, kept at four decimals like unit prices.
 */
export function withSurcharge(amount: Numeric, percent: Numeric): Decimal {
  const rate = toPercentage(percent, 'surcharge');
  return toDecimal(amount, 'amount')
    .times(rate.dividedBy(100).plus(1))
    .toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
}
