import { moneyPlaceholderValues, type MoneyPlaceholder, type Numeric } from '@faktura/domain';
import { formatAmountNumber, formatDate, formatQuantity } from './document-format';

type MoneyTotals = Parameters<typeof moneyPlaceholderValues>[0];

/**
 * The amount variables as the locale writes an amount (`9.942,45` in de-DE, `9,942.45` in
 * en-GB), with the currency's minor unit of decimals and WITHOUT the currency: users write it
 * next to the variable themselves (`{gross_total} €`). The domain rounds, Intl only writes the
 * exact decimal string, so no float can round a cent wrongly.
 */
export function localMoneyPlaceholderValues(
  totals: MoneyTotals,
  currency: string,
  locale: string,
): Record<MoneyPlaceholder, string> {
  const machine = moneyPlaceholderValues(totals, currency);
  const entries = Object.entries(machine).map(([name, value]) => [
    name,
    formatAmountNumber(value, currency, locale),
  ]);
  return Object.fromEntries(entries) as Record<MoneyPlaceholder, string>;
}

/** `{date}` and `{due_date}` as the locale writes dates (`02.03.2026` in de-DE). */
export function datePlaceholderValues(
  dates: { date: Date; dueDate: Date },
  locale: string,
): { date: string; due_date: string } {
  return { date: formatDate(dates.date, locale), due_date: formatDate(dates.dueDate, locale) };
}

/** A percentage variable (`{cash_discount}`) as a bare number with its own decimals: `2`, `2,5`. */
export const percentPlaceholderValue = (percent: Numeric, locale: string): string =>
  formatQuantity(percent, locale);
