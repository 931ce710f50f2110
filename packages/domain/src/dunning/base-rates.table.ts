import { DomainError } from '../domain-error.js';
import { type Decimal, toDecimal } from '../money.js';
import { dayNumber } from './calendar-days.js';

/** The base rate (Basiszinssatz, § 247 BGB) in percent from a date on, until the next entry. */
export interface BaseRatePeriod {
  /** First day the rate applies (1 January or 1 July), `YYYY-MM-DD`. */
  from: string;
  /** Percent per year, e.g. `'1.27'`; may be negative. */
  rate: string;
}

/**
 * The base rates published by the Deutsche Bundesbank in the Bundesanzeiger, oldest first. A
 * rate holds until the next entry; past the last entry the last rate keeps applying until an
 * operator adds the new one (FAKTURA_BASE_RATES, see parseBaseRates). Checked against the
 * announcements up to 2026-01-01 (docs/payments.md); 2026-07-01 could not be checked, so it is
 * left to the operator rather than guessed.
 */
export const BASE_RATES: readonly BaseRatePeriod[] = Object.freeze([
  { from: '2016-07-01', rate: '-0.88' },
  { from: '2023-01-01', rate: '1.62' },
  { from: '2023-07-01', rate: '3.12' },
  { from: '2024-01-01', rate: '3.62' },
  { from: '2024-07-01', rate: '3.37' },
  { from: '2025-01-01', rate: '2.27' },
  { from: '2025-07-01', rate: '1.27' },
  { from: '2026-01-01', rate: '1.27' },
]);

const ENTRY = /^(\d{4}-(?:01|07)-01)=(-?\d{1,2}(?:\.\d{1,2})?)$/;

/**
 * Reads operator-supplied base rates, `2026-07-01=1.27,2027-01-01=1.52` (comma separated, each
 * on 1 January or 1 July), and answers the built-in table with them added; an entry for a date
 * the table has replaces it. Anything else in the text is refused with the entry named.
 */
export function parseBaseRates(
  text: string | undefined,
  table: readonly BaseRatePeriod[] = BASE_RATES,
): BaseRatePeriod[] {
  const byDate = new Map(table.map((period) => [period.from, period.rate]));
  for (const entry of (text ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const match = ENTRY.exec(entry);
    if (!match || Number.isNaN(dayNumber(match[1]))) {
      throw DomainError.validation({
        FAKTURA_BASE_RATES: [`"${entry}" is not YYYY-01-01=rate or YYYY-07-01=rate`],
      });
    }
    byDate.set(match[1], match[2]);
  }
  return [...byDate]
    .map(([from, rate]) => ({ from, rate }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** The base rate in force on `date` (the last period starting on or before it). */
export function baseRateOn(date: string, table: readonly BaseRatePeriod[] = BASE_RATES): Decimal {
  let rate: string | null = null;
  for (const period of table) if (period.from <= date) rate = period.rate;
  if (rate === null) throw DomainError.rule(`No base rate is known for ${date}`);
  return toDecimal(rate, 'rate');
}
