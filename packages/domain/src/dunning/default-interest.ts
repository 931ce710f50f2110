import { Decimal, roundMoney, type Numeric } from '../money.js';
import { type BaseRatePeriod, BASE_RATES, baseRateOn } from './base-rates.table.js';
import { addDays, daysFrom } from './calendar-days.js';

/** Points over the base rate, § 288 (1) and (2) BGB: consumers 5, everyone else 9. */
export const DEFAULT_INTEREST_POINTS = Object.freeze({ consumer: 5, business: 9 });

/** Interest counts per day on a year of 365 days (the usual German practice for § 288). */
const DAYS_PER_YEAR = 365;

/** One stretch of days with one rate. */
export interface InterestSegment {
  from: string;
  to: string;
  days: number;
  /** Percent per year: base rate plus the points, never below 0. */
  rate: Decimal;
}

/** Default interest owed on an amount, with how it was counted. */
export interface DefaultInterest {
  /** Rounded to the currency's minor unit (half away from zero), only once, at the end. */
  amount: Decimal;
  days: number;
  segments: InterestSegment[];
}

/** What default interest is computed on. */
export interface DefaultInterestInput {
  /** The amount still open (not negative). */
  amount: Numeric;
  currency: string;
  /** The due date; interest runs from the day after it. */
  dueDate: string;
  /** The last day counted (inclusive), e.g. the reminder's date. */
  until: string;
  /** A business customer (9 points over the base rate) or a consumer (5 points). */
  business: boolean;
  rates?: readonly BaseRatePeriod[];
}

/**
 * Default interest per § 288 BGB: for every day after the due date up to `until`, the amount
 * times (base rate of that day + 5 or 9 points) / 365, summed exactly over the half-year periods
 * of the base rate and rounded once to the currency.
 */
export function defaultInterest(input: DefaultInterestInput): DefaultInterest {
  const rates = input.rates ?? BASE_RATES;
  const amount = new Decimal(input.amount);
  const points = input.business
    ? DEFAULT_INTEREST_POINTS.business
    : DEFAULT_INTEREST_POINTS.consumer;
  const segments: InterestSegment[] = [];
  let total = new Decimal(0);
  for (let from = addDays(input.dueDate, 1); from <= input.until;) {
    const nextChange = rates.find((period) => period.from > from)?.from;
    const to = nextChange && nextChange <= input.until ? addDays(nextChange, -1) : input.until;
    const days = daysFrom(from, to) + 1;
    const rate = Decimal.max(baseRateOn(from, rates).plus(points), 0);
    segments.push({ from, to, days, rate });
    total = total.plus(
      amount
        .times(rate)
        .times(days)
        .dividedBy(100 * DAYS_PER_YEAR),
    );
    from = addDays(to, 1);
  }
  const days = segments.reduce((sum, segment) => sum + segment.days, 0);
  const owed = amount.isPositive() ? total : new Decimal(0);
  return { amount: roundMoney(owed, input.currency), days, segments };
}
