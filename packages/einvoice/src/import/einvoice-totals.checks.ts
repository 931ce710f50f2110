import { Decimal, isCurrencyCode, minorUnits, sumDecimals } from '@faktura/domain';
import { quoted } from './import-refusal.error';
import type { ParsedEInvoice, ParsedEInvoiceLine } from './parsed-einvoice.types';

const amount = (value: string) => new Decimal(value);
const sum = (values: readonly string[]) => sumDecimals(values.map(amount));
const places = (value: string) => value.split('.')[1]?.length ?? 0;
// A sum shown with the stated value's decimals, so "947.5" reads "947.50" beside "947.50".
const shown = (value: Decimal, stated: string) =>
  value.toFixed(Math.max(places(stated), value.decimalPlaces()));

/**
 * The arithmetic of a parsed e-invoice, exactly in decimals (EN 16931 BR-CO-10 to BR-CO-16 and
 * BR-LIN-04): line nets against quantity x price, the sums against their totals, and the totals
 * against each other. Returns one sentence per mismatch; an empty list means consistent. The
 * values must be the decimal strings {@link parseEInvoice} gives.
 */
export function checkEInvoiceTotals(parsed: ParsedEInvoice): string[] {
  const { totals } = parsed;
  const problems = parsed.lines.flatMap((line, index) => lineProblem(line, index, parsed.currency));
  const expect = (actual: Decimal, stated: string, description: string) => {
    if (!actual.eq(amount(stated))) {
      problems.push(`${description} is ${shown(actual, stated)}, but ${stated} is stated`);
    }
  };
  expect(
    sum(parsed.lines.map((line) => line.netAmount)),
    totals.lineTotal,
    'The sum of the line net amounts (BT-106)',
  );
  expect(
    sum(parsed.allowances.map((item) => item.amount)),
    totals.allowanceTotal,
    'The sum of the document level allowances (BT-107)',
  );
  expect(
    sum(parsed.charges.map((item) => item.amount)),
    totals.chargeTotal,
    'The sum of the document level charges (BT-108)',
  );
  expect(
    amount(totals.lineTotal).minus(totals.allowanceTotal).plus(totals.chargeTotal),
    totals.taxExclusive,
    'The line total minus allowances plus charges (BT-109)',
  );
  expect(
    sum(parsed.vatBreakdown.map((group) => group.taxAmount)),
    totals.taxTotal,
    'The sum of the VAT breakdown tax amounts (BT-110)',
  );
  expect(
    amount(totals.taxExclusive).plus(totals.taxTotal),
    totals.taxInclusive,
    'The total without VAT plus the VAT total (BT-112)',
  );
  expect(
    amount(totals.taxInclusive).minus(totals.prepaid).plus(totals.rounding),
    totals.payable,
    'The total with VAT minus the paid amount plus rounding (BT-115)',
  );
  return problems;
}

/**
 * A line whose net amount is not its quantity x unit price (less its allowances, plus its
 * charges) rounded half-up to the currency's minor unit, 2 for EUR and CHF, or to the decimals
 * the line states when it states more.
 */
function lineProblem(line: ParsedEInvoiceLine, index: number, currency: string): string[] {
  const stated = amount(line.netAmount);
  const decimals = Math.max(
    places(line.netAmount),
    isCurrencyCode(currency) ? minorUnits(currency) : 2,
  );
  const product = amount(line.quantity).times(line.unitPrice);
  const expected = product
    .minus(line.allowanceTotal ?? 0)
    .plus(line.chargeTotal ?? 0)
    .toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  if (expected.eq(stated)) return [];
  const adjusted =
    line.allowanceTotal || line.chargeTotal ? ' with its allowances and charges' : '';
  return [
    `Line ${index + 1} (${quoted(line.id)}): ${line.quantity} x ${line.unitPrice}${adjusted} ` +
      `is ${expected.toFixed(decimals)}, but its net amount (BT-131) is ${line.netAmount}`,
  ];
}
