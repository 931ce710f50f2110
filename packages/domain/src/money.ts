import { Decimal as DecimalJs } from 'decimal.js';
import { DomainError } from './domain-error.js';
import { DEFAULT_MINOR_UNITS, NON_DEFAULT_MINOR_UNITS } from './currency-minor-units.table.js';

/**
 * The package's own Decimal constructor. 40 significant digits keep every product of two money
 * values exact and leave ample guard digits for divisions before the final rounding; the exponent
 * limits make `toString()` never switch to exponential notation. A clone, so nobody else's
 * `Decimal.set` can change our arithmetic.
 */
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
/** A decimal.js instance (from this package's constructor or any other decimal.js copy). */
export type Decimal = DecimalJs;

/** What numeric input fields accept: JSON numbers, decimal strings (e.g. from the DB), Decimals. */
export type Numeric = string | number | Decimal;

const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Largest magnitude (exclusive) for inputs and totals: beyond it cents stop being exact doubles. */
export const MAX_AMOUNT = new Decimal('1e15');
const SANITY_LIMIT = new Decimal('1e30');

/** Parses a number, decimal string or Decimal exactly; throws `validation_failed` on garbage. */
export function toDecimal(value: Numeric, field = 'value'): Decimal {
  const parsed = parseOrThrow(value, field);
  if (parsed.abs().gte(MAX_AMOUNT)) {
    throw DomainError.validation({ [field]: ['is too large'] });
  }
  return parsed;
}

function parseOrThrow(value: unknown, field: string): Decimal {
  const parsed = parse(value);
  if (parsed === null) {
    throw DomainError.validation({ [field]: ['must be a number'] });
  }
  // Far above any real intermediate sum; stops "1e900000" from printing a million digits.
  if (!parsed.isFinite() || parsed.abs().gte(SANITY_LIMIT)) {
    throw DomainError.validation({ [field]: ['is too large'] });
  }
  // Normalises -0, which would otherwise print as "-0.00".
  return parsed.isZero() ? new Decimal(0) : parsed;
}

function parse(value: unknown): Decimal | null {
  if (typeof value === 'number') {
    // String(n) is the shortest decimal that maps back to the client's double: 0.1 stays 0.1.
    return Number.isFinite(value) ? new Decimal(String(value)) : null;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    // decimal.js would also take hex, binary, "NaN" and "Infinity"; money never needs those.
    return PLAIN_DECIMAL.test(text) ? new Decimal(text) : null;
  }
  if (DecimalJs.isDecimal(value)) {
    return value.isFinite() ? new Decimal(value) : null;
  }
  return null;
}

/** Parses a percentage and checks it lies within 0..100. */
export function toPercentage(value: Numeric, field = 'value'): Decimal {
  const percent = toDecimal(value, field);
  if (percent.lt(0) || percent.gt(100)) {
    throw DomainError.validation({ [field]: ['must be between 0 and 100'] });
  }
  return percent;
}

/** True for a valid-looking ISO 4217 code: three upper-case letters. */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && CURRENCY_CODE.test(value);
}

/** Number of minor-unit digits of a currency (2 for EUR, 0 for JPY, 3 for KWD, 2 if unlisted). */
export function minorUnits(currency: string): number {
  if (!isCurrencyCode(currency)) {
    throw DomainError.validation({ currency: ['must be a three-letter ISO 4217 code'] });
  }
  return NON_DEFAULT_MINOR_UNITS[currency] ?? DEFAULT_MINOR_UNITS;
}

/** Rounds half away from zero to the currency's minor unit, so negated amounts round symmetrically. */
export function roundMoney(amount: Numeric, currency: string): Decimal {
  const rounded = parseOrThrow(amount, 'amount').toDecimalPlaces(
    minorUnits(currency),
    Decimal.ROUND_HALF_UP,
  );
  return rounded.isZero() ? new Decimal(0) : rounded;
}

/** Plain decimal string with exactly the currency's minor-unit digits, e.g. `1944.00`. */
export function formatMoney(amount: Numeric, currency: string): string {
  return roundMoney(amount, currency).toFixed(minorUnits(currency));
}

/** Throws `validation_failed` on `field` when any amount reaches {@link MAX_AMOUNT}. */
export function assertWithinLimit(amounts: readonly Decimal[], field: string): void {
  if (amounts.some((amount) => amount.abs().gte(MAX_AMOUNT))) {
    throw DomainError.validation({ [field]: ['add up to an amount that is too large'] });
  }
}

/** Sums decimals exactly; an empty list sums to 0. */
export function sumDecimals(values: readonly Decimal[]): Decimal {
  return values.reduce<Decimal>((total, value) => total.plus(value), new Decimal(0));
}

/**
 * The JSON number for a response: rounded to the currency's minor unit when a currency is given
 * (amounts), otherwise as is (percentages, quantities). The only place a Decimal becomes a JS
 * number; `Number()` of the decimal string picks the double nearest to it, no arithmetic involved.
 */
export function toApiNumber(value: Numeric, currency?: string): number {
  const fast = typeof value === 'string' ? exactNumber(value, currency) : null;
  if (fast !== null) return fast;
  const decimal = currency === undefined ? toDecimal(value) : roundMoney(value, currency);
  const result = Number(decimal.toString());
  if (currency !== undefined && !new Decimal(String(result)).eq(decimal)) {
    throw DomainError.rule('Amount cannot be represented exactly as a JSON number');
  }
  return result;
}

const SHORT_DECIMAL = /^-?(\d{1,15})(?:\.(\d{1,15}))?$/;

/**
 * toApiNumber without decimal.js, for the common case of a database numeric already at its
 * scale: at most 15 significant digits (so the double nearest to it prints back as the same
 * decimal) and no more fraction digits than the currency has (so rounding changes nothing).
 * Null when the string is not that simple; the caller then takes the exact path.
 */
function exactNumber(text: string, currency?: string): number | null {
  const match = SHORT_DECIMAL.exec(text);
  if (match === null) return null;
  const fraction = match[2] ?? '';
  if (currency !== undefined && fraction.length > minorUnits(currency)) return null;
  const digits = (match[1] + fraction).replace(/^0+/, '');
  if (digits.length > 15) return null;
  const result = Number(text);
  // -0 prints as 0, as the exact path normalises it.
  return result === 0 ? 0 : result;
}
