import { Decimal, sumDecimals } from '../money.js';
import type {
  DocumentPages,
  PrefillField,
  PrefillSource,
  PrefillTaxRate,
} from './draft-prefill.types.js';
import { uncertain } from './prefill-fields.reader.js';
import { TAX_KEYWORD } from './prefill-labels.table.js';
import { findAmounts, findPercents } from './prefill-values.parse.js';

interface TaxLine extends PrefillTaxRate {
  base: string | null;
  found: PrefillSource;
}

/** Words before an amount that make it the base the tax is computed on, not the tax. */
const BASE_BEFORE = /(?:auf|von|on|of)\s*(?:EUR|€)?\s*$/i;
/** Words before an amount that make it the gross the tax is contained in. */
const GROSS_BEFORE = /(?:aus|from)\s*(?:EUR|€)?\s*$/i;

/**
 * The VAT rates stated with a tax word (`zzgl. 19 % USt 19,00`, `VAT 20%: 24.00`), one per line
 * with a single percentage; on a line that carries a labelled total (`page:line` in
 * `totalLines`) only the rate counts.
 */
function taxLines(pages: DocumentPages, totalLines: ReadonlySet<string>): TaxLine[] {
  const lines: TaxLine[] = [];
  pages.forEach((pageLines, page) =>
    pageLines.forEach((text, line) => {
      const percents = [...new Set(findPercents(text))];
      if (!TAX_KEYWORD.test(text) || percents.length !== 1) return;
      const found = { page: page + 1, line: line + 1, text };
      if (totalLines.has(`${page + 1}:${line + 1}`)) {
        lines.push({ rate: percents[0], amount: null, base: null, found });
        return;
      }
      const amounts = findAmounts(text).map((amount) => ({
        ...amount,
        before: text.slice(0, amount.index),
      }));
      const base = amounts.find((amount) => BASE_BEFORE.test(amount.before));
      const taxes = amounts.filter(
        (amount) => !BASE_BEFORE.test(amount.before) && !GROSS_BEFORE.test(amount.before),
      );
      const amount = taxes.at(-1)?.value ?? null;
      lines.push({ rate: percents[0], amount, base: base?.value ?? null, found });
    }),
  );
  return lines;
}

/** The tax rates of the document, or null; two different amounts for one rate are a conflict. */
function taxRatesField(lines: TaxLine[]): PrefillField<PrefillTaxRate[]> | null {
  if (lines.length === 0) return null;
  const byRate = new Map<string, PrefillTaxRate>();
  let conflict = false;
  for (const line of lines) {
    const known = byRate.get(line.rate);
    if (known && known.amount !== null && line.amount !== null && known.amount !== line.amount) {
      conflict = true;
    }
    if (!known || known.amount === null)
      byRate.set(line.rate, { rate: line.rate, amount: line.amount });
  }
  const field = { value: [...byRate.values()], certain: !conflict, found: lines[0].found };
  return conflict ? { ...field, note: 'one rate with different tax amounts' } : field;
}

const close = (a: Decimal, b: Decimal) => a.minus(b).abs().lte('0.01');
const percentOf = (amount: Decimal, rate: string) => amount.times(rate).dividedBy(100);

/** The checks that the printed totals and rates allow; false when one of them fails. */
function totalsAgree(
  net: Decimal | null,
  gross: Decimal | null,
  rates: TaxLine[],
  field: PrefillField<PrefillTaxRate[]> | null,
): boolean {
  const taxes = field?.value ?? [];
  const amounts = taxes.map((tax) => tax.amount);
  const checks: boolean[] = [];
  if (net && gross) checks.push(net.lte(gross));
  if (net && gross && taxes.length > 0 && amounts.every((amount) => amount !== null)) {
    checks.push(close(net.plus(sumDecimals(amounts.map((amount) => new Decimal(amount!)))), gross));
  }
  if (taxes.length === 1) {
    const [{ rate, amount }] = taxes;
    if (net && gross && amount === null) checks.push(close(net.plus(percentOf(net, rate)), gross));
    if (net && amount !== null) checks.push(close(percentOf(net, rate), new Decimal(amount)));
    if (!net && gross && amount !== null) {
      const contained = gross.times(rate).dividedBy(new Decimal(rate).plus(100));
      checks.push(close(contained, new Decimal(amount)));
    }
  }
  for (const line of rates) {
    if (line.base !== null && line.amount !== null) {
      checks.push(close(percentOf(new Decimal(line.base), line.rate), new Decimal(line.amount)));
    }
  }
  return checks.every(Boolean);
}

/**
 * Tax rates read with the totals, and the three cross-checked: wherever net, VAT and gross are
 * printed, net + VAT must equal gross (and each tax its rate of its base) within a cent, or
 * none of them is certain.
 */
export function crossCheckedTotals(
  pages: DocumentPages,
  gross: PrefillField<string> | null,
  net: PrefillField<string> | null,
  totalLines: ReadonlySet<string>,
) {
  const lines = taxLines(pages, totalLines);
  const taxRates = taxRatesField(lines);
  const amountOf = (field: PrefillField<string> | null) =>
    field?.certain ? new Decimal(field.value) : null;
  if (totalsAgree(amountOf(net), amountOf(gross), lines, taxRates)) {
    return { gross, net, taxRates };
  }
  const note = 'net, VAT and gross total do not add up';
  return {
    gross: uncertain(gross, note),
    net: uncertain(net, note),
    taxRates: uncertain(taxRates, note),
  };
}
