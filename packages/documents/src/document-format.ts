import { formatMoney, minorUnits, toDecimal, type Numeric } from '@faktura/domain';

// Intl.NumberFormat formats a decimal string exactly (no float in between), so every number
// goes in as the Decimal's plain string; the fraction digits are set to what the value has.
const MAX_FRACTION_DIGITS = 20;

const plain = (value: Numeric) => toDecimal(value).toFixed();

// The ES2022 typings know only numbers; Node's Intl (ES2023) takes the string as an exact decimal.
const exactly = (format: Intl.NumberFormat, value: string) =>
  format.format(value as unknown as number);

const decimalsOf = (value: string) => {
  const point = value.indexOf('.');
  return point === -1 ? 0 : value.length - point - 1;
};

const digits = (count: number) => {
  const fraction = Math.min(count, MAX_FRACTION_DIGITS);
  return { minimumFractionDigits: fraction, maximumFractionDigits: fraction };
};

/** A date column (a calendar day at UTC midnight) as the locale writes it: `23.11.2026`. */
export function formatDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * An amount with its currency as the locale writes it (`5.570,00 €`, `CHF 5'570.00`): the
 * currency's minor unit of decimals, more only when the value has more (unit prices). Round
 * totals with the domain's `formatMoney` first.
 */
export function formatAmount(amount: Numeric, currency: string, locale: string): string {
  return currencyParts(amount, currency, locale)
    .map((part) => part.value)
    .join('');
}

/**
 * An amount as {@link formatAmount} writes it but without the currency (`9.942,45`, fr-CH
 * `9 942.45`): the locale's separators for money, which differ from its plain numbers in some
 * locales (fr-CH writes `9 942,45` for a number), so a user's `{gross_total} CHF` matches the
 * totals printed next to it.
 */
export function formatAmountNumber(amount: Numeric, currency: string, locale: string): string {
  return currencyParts(amount, currency, locale)
    .filter((part) => part.type !== 'currency' && !(part.type === 'literal' && !part.value.trim()))
    .map((part) => part.value)
    .join('');
}

// The parts of an amount in the locale's currency format: the currency's minor unit of
// decimals, more only when the value has more.
function currencyParts(amount: Numeric, currency: string, locale: string) {
  const value = plain(amount);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...digits(Math.max(minorUnits(currency), decimalsOf(value))),
  });
  // The string goes in as an exact decimal, as in `exactly`.
  return format.formatToParts(value as unknown as number);
}

/** A total: rounded to the currency's minor unit by the domain rules, then as {@link formatAmount}. */
export function formatTotal(amount: Numeric, currency: string, locale: string): string {
  return formatAmount(formatMoney(amount, currency), currency, locale);
}

/** A number with exactly the decimals it has (`1,5` in de-DE), grouped as the locale does. */
export function formatQuantity(quantity: Numeric, locale: string): string {
  const value = plain(quantity);
  return exactly(new Intl.NumberFormat(locale, digits(decimalsOf(value))), value);
}

/** A number with exactly `decimals` decimals (hours: `7,50`). */
export function formatFixed(value: Numeric, decimals: number, locale: string): string {
  return exactly(
    new Intl.NumberFormat(locale, digits(decimals)),
    toDecimal(value).toFixed(decimals),
  );
}

/** A percentage given in percent (`19`, `7.7`) as the locale writes it: `19 %`, `7.7%`. */
export function formatPercent(percent: Numeric, locale: string): string {
  const fraction = toDecimal(percent).div(100).toFixed();
  const format = new Intl.NumberFormat(locale, {
    style: 'percent',
    ...digits(Math.max(decimalsOf(fraction) - 2, 0)),
  });
  return exactly(format, fraction);
}
