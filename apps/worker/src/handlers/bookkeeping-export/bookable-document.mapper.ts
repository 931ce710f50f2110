import { type BookableDocument, type BookingTaxCase, Decimal, toDecimal } from '@faktura/domain';
import { exportDocumentPath } from '@faktura/db';

/** An invoice of an export as its batch statement reads it (numbers as text: exact). */
export interface ExportInvoiceRow {
  id: number;
  identifier: string | null;
  date: Date;
  service_period_from: Date | null;
  service_period_to: Date | null;
  currency: string;
  net_total: string;
  gross_total: string;
  tax: string;
  vat_kind: 'tax' | 'reverse_charge' | 'intra_eu' | null;
  reversed_invoice_id: number | null;
  party_account: number;
  party_vat_id: string | null;
  party_name: string;
  /** Net of the items (not optional) per revenue account; null: the case's default. */
  accounts: { account: number | null; net: string }[];
  reminders: { id: number; date: string; fee: string }[];
}

/** A purchase of an export; items summed per tax rate/kind and expense account. */
export interface ExportPurchaseRow {
  id: number;
  identifier: string;
  date: Date;
  service_period_from: Date | null;
  service_period_to: Date | null;
  currency: string;
  party_account: number;
  party_vat_id: string | null;
  party_name: string;
  document_extension: string | null;
  lines: {
    rate: string;
    vat_kind: 'tax' | 'reverse_charge' | 'intra_eu' | null;
    account: string | null;
    net: string;
    tax: string;
  }[];
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** The tax case of a VAT code's kind and rate: 0 % is tax free, below 10 % the reduced rate. */
export function taxCaseOf(kind: string | null, rate: string): BookingTaxCase {
  if (kind === 'reverse_charge') return 'reverse_charge';
  if (kind === 'intra_eu') return 'intra_eu';
  const percent = toDecimal(rate);
  if (percent.isZero()) return 'tax_free';
  return percent.lessThan(10) ? 'reduced' : 'standard';
}

/**
 * Splits `total` over `weights` in proportion, rounded to cents half-up, the last part taking
 * the remainder, so the parts always add up to `total` exactly.
 */
export function splitByWeights(total: Decimal, weights: readonly Decimal[]): Decimal[] {
  const sum = weights.reduce((a, b) => a.plus(b), new Decimal(0));
  if (weights.length <= 1 || sum.isZero())
    return weights.map((_, i) => (i === 0 ? total : new Decimal(0)));
  let rest = total;
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return rest;
    const part = total.times(weight).dividedBy(sum).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    rest = rest.minus(part);
    return part;
  });
}

/**
 * An invoice as DATEV bookings take it: one line per revenue account, its net and tax the
 * invoice's stored totals split in proportion to the items' nets (a document discount falls on
 * every account alike), so a document's lines add up to its gross total exactly. A reversal
 * (or any invoice with a negative total) is a credit note with positive amounts.
 */
export function bookableInvoice(row: ExportInvoiceRow): BookableDocument {
  const net = toDecimal(row.net_total);
  const tax = toDecimal(row.gross_total).minus(net);
  const credit = row.reversed_invoice_id !== null || toDecimal(row.gross_total).isNegative();
  const sign = credit && toDecimal(row.gross_total).isNegative() ? -1 : 1;
  const accounts = row.accounts.length > 0 ? row.accounts : [{ account: null, net: row.net_total }];
  const weights = accounts.map((entry) => toDecimal(entry.net).abs());
  const nets = splitByWeights(net.times(sign), weights);
  const taxes = splitByWeights(tax.times(sign), weights);
  const number = row.identifier ?? String(row.id);
  return {
    kind: credit ? 'credit_note' : 'invoice',
    number,
    date: day(row.date)!,
    servicePeriodFrom: day(row.service_period_from),
    servicePeriodTo: day(row.service_period_to),
    currency: row.currency,
    partyAccount: row.party_account,
    partyVatId: row.party_vat_id,
    text: row.party_name,
    documentLink: exportDocumentPath({ kind: 'invoice', number, format: 'pdf' }),
    lines: accounts.map((entry, index) => ({
      net: nets[index].toFixed(2),
      tax: taxes[index].toFixed(2),
      rate: toDecimal(row.tax).toString(),
      taxCase: taxCaseOf(row.vat_kind, row.tax),
      account: entry.account,
    })),
  };
}

/** The fee of each exported reminder of the invoice: no VAT (damages, not a supply). */
export function bookableReminderFees(row: ExportInvoiceRow): BookableDocument[] {
  const invoiceNumber = row.identifier ?? String(row.id);
  return row.reminders.map((reminder) => ({
    kind: 'reminder_fee',
    number: invoiceNumber,
    date: reminder.date,
    currency: row.currency,
    partyAccount: row.party_account,
    partyVatId: row.party_vat_id,
    text: `Mahngebühr ${row.party_name}`,
    documentLink: exportDocumentPath({
      kind: 'invoice_reminder',
      invoiceNumber,
      reminderId: reminder.id,
    }),
    lines: [
      { net: toDecimal(reminder.fee).toFixed(2), tax: '0.00', rate: '0', taxCase: 'tax_free' },
    ],
  }));
}

/** A purchase: one line per tax rate/kind and expense account (its category's account). */
export function bookablePurchase(row: ExportPurchaseRow): BookableDocument {
  return {
    kind: 'purchase',
    number: row.identifier,
    date: day(row.date)!,
    servicePeriodFrom: day(row.service_period_from),
    servicePeriodTo: day(row.service_period_to),
    currency: row.currency,
    partyAccount: row.party_account,
    partyVatId: row.party_vat_id,
    text: row.party_name,
    documentLink:
      row.document_extension === null
        ? null
        : exportDocumentPath({
            kind: 'purchase',
            number: row.identifier,
            extension: row.document_extension,
          }),
    lines: row.lines.map((line) => ({
      net: toDecimal(line.net).toFixed(2),
      tax: toDecimal(line.tax).toFixed(2),
      rate: toDecimal(line.rate).toString(),
      taxCase: taxCaseOf(line.vat_kind, line.rate),
      account: line.account !== null && /^\d+$/.test(line.account) ? Number(line.account) : null,
    })),
  };
}
