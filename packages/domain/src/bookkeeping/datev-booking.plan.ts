import { Decimal, toDecimal } from '../money.js';
import { compactVatIdentifier } from '../vat-identifier.format.js';
import type { BookingTaxCase, BookkeepingAccounts } from './bookkeeping-accounts.table.js';
import { DATEV_MAX_EXCHANGE_RATE } from './datev-columns.table.js';
import { datevDocumentField, datevText } from './datev-text.rules.js';

/** One line of a document to book: a tax rate/case and account with its amounts. */
export interface BookableLine {
  /** Net amount, 2 decimals. */
  net: string;
  /** VAT amount, 2 decimals. */
  tax: string;
  /** The rate in percent, e.g. '19', '7', '0'. */
  rate: string;
  taxCase: BookingTaxCase;
  /** Revenue/expense account from a revenue or purchase category; default from the case. */
  account?: number | null;
}

/** One document to book (the caller resolves accounts of categories and parties). */
export interface BookableDocument {
  kind: 'invoice' | 'credit_note' | 'reminder_fee' | 'purchase';
  /** Belegfeld 1: the document number (max 36 chars in DATEV). */
  number: string;
  /** Belegdatum, YYYY-MM-DD. */
  date: string;
  /** Start of the service period, YYYY-MM-DD. */
  servicePeriodFrom?: string | null;
  /** End of the service period, YYYY-MM-DD: the Leistungsdatum (when the service is complete). */
  servicePeriodTo?: string | null;
  /** ISO 4217. */
  currency: string;
  /** Amount of one unit of `currency` in the account's currency, when known (CHF -> EUR). */
  exchangeRate?: string | null;
  /** Debitor (invoices, credit notes, reminder fees) or creditor (purchases) number. */
  partyAccount: number;
  /** The customer's or supplier's VAT ID (EU-USt-IdNr), printed on intra-EU / reverse-charge lines. */
  partyVatId?: string | null;
  /** Buchungstext (shortened to DATEV's 60 characters here). */
  text: string;
  /** Beleglink: the document's file name in the export's ZIP (e.g. `Belege/R260001.pdf`), or null. */
  documentLink?: string | null;
  /**
   * One line per tax rate/case and account; amounts are POSITIVE decimal strings for an ordinary
   * invoice or purchase; a credit note gives them positive too (kind says it).
   */
  lines: ReadonlyArray<BookableLine>;
}

/** A DATEV booking line (the fields Faktura fills; everything else stays empty). */
export interface DatevBooking {
  /** Umsatz, positive, 2 decimals with a decimal point (the file writer puts the comma). */
  amount: string;
  /** Soll/Haben-Kennzeichen, of `account`. */
  debitCredit: 'S' | 'H';
  /** WKZ Umsatz. */
  currency: string;
  /** Kurs: units of `currency` per one unit of the base currency (6 decimals), or null. */
  exchangeRate: string | null;
  /** Basis-Umsatz (the amount in the account's currency) when foreign, else null. */
  baseAmount: string | null;
  /** WKZ Basis-Umsatz, with `baseAmount`. */
  baseCurrency: string | null;
  /** Konto (the party account). */
  account: number;
  /** Gegenkonto (the revenue/expense account). */
  contraAccount: number;
  /** BU-Schlüssel (null where the account is an automatic one or the line carries no tax). */
  taxKey: string | null;
  /** Belegdatum, YYYY-MM-DD. */
  documentDate: string;
  /** Belegfeld 1. */
  documentField1: string;
  /** Buchungstext. */
  text: string;
  /** Beleglink. */
  documentLink: string | null;
  /** EU-Land u. UStID (Bestimmung): the compact VAT ID, country prefix first (e.g. `ATU12345678`). */
  vatId: string | null;
  /** Leistungsdatum, YYYY-MM-DD. */
  serviceDate: string | null;
}

/** Options of the plan: the account's own (base) currency, EUR unless given. */
export interface DatevPlanOptions {
  baseCurrency?: string;
}

/** BU keys where the line's account is not the chart's automatic account of its case. */
const REVENUE_KEYS: Readonly<Record<BookingTaxCase, string | null>> = {
  standard: '3',
  reduced: '2',
  tax_free: null,
  intra_eu: null,
  reverse_charge: null,
};
const EXPENSE_KEYS: Readonly<Record<BookingTaxCase, string | null>> = {
  standard: '9',
  reduced: '8',
  tax_free: null,
  intra_eu: '19',
  reverse_charge: '94',
};
const EXPENSE_REDUCED_KEYS = { intra_eu: '18', reverse_charge: '91' } as const;

/** The booking lines of a document: one per line (tax rate/case and account). */
export function planDatevBookings(
  doc: BookableDocument,
  accounts: BookkeepingAccounts,
  options: DatevPlanOptions = {},
): DatevBooking[] {
  const baseCurrency = options.baseCurrency ?? 'EUR';
  const bookings: DatevBooking[] = [];
  doc.lines.forEach((line, index) => {
    const gross = toDecimal(line.net, `lines[${index}].net`)
      .plus(toDecimal(line.tax, `lines[${index}].tax`))
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (gross.isZero()) return;
    const { contraAccount, taxKey } = contraOf(doc, line, accounts);
    // A negative line (a discount booked on its own account) books the other side.
    const side = gross.isNegative() ? flip(sideOf(doc.kind)) : sideOf(doc.kind);
    const amount = gross.abs();
    bookings.push({
      amount: amount.toFixed(2),
      debitCredit: side,
      currency: doc.currency,
      ...foreignAmounts(doc, amount, baseCurrency),
      account: doc.partyAccount,
      contraAccount,
      taxKey,
      documentDate: doc.date,
      documentField1: datevDocumentField(doc.number),
      text: datevText(doc.text),
      documentLink: doc.documentLink ?? null,
      vatId: doc.kind === 'reminder_fee' ? null : vatIdOf(doc.partyVatId, line.taxCase),
      serviceDate: doc.servicePeriodTo ?? doc.servicePeriodFrom ?? null,
    });
  });
  return bookings;
}

/** The party account's side: receivables grow in Soll, payables in Haben. */
function sideOf(kind: BookableDocument['kind']): 'S' | 'H' {
  return kind === 'invoice' || kind === 'reminder_fee' ? 'S' : 'H';
}

function flip(side: 'S' | 'H'): 'S' | 'H' {
  return side === 'S' ? 'H' : 'S';
}

function contraOf(
  doc: BookableDocument,
  line: BookableLine,
  accounts: BookkeepingAccounts,
): { contraAccount: number; taxKey: string | null } {
  // Reminder fees are damages, not a supply: no VAT, their own account.
  if (doc.kind === 'reminder_fee') {
    return { contraAccount: line.account ?? accounts.reminderFees, taxKey: null };
  }
  const { taxCase } = line;
  if (doc.kind === 'purchase') {
    const reduced =
      isReducedRate(line.rate) && (taxCase === 'intra_eu' || taxCase === 'reverse_charge');
    const automatic = reduced ? accounts.expenseReducedRate[taxCase] : accounts.expense[taxCase];
    const contraAccount = line.account ?? automatic;
    if (contraAccount === automatic) return { contraAccount, taxKey: null };
    return {
      contraAccount,
      taxKey: reduced ? EXPENSE_REDUCED_KEYS[taxCase] : EXPENSE_KEYS[taxCase],
    };
  }
  const automatic = accounts.revenue[taxCase];
  const contraAccount = line.account ?? automatic;
  return { contraAccount, taxKey: contraAccount === automatic ? null : REVENUE_KEYS[taxCase] };
}

/** Germany's reduced rates (7 %, and 5 % in the second half of 2020) lie below 10 %. */
function isReducedRate(rate: string): boolean {
  const percent = toDecimal(rate, 'rate');
  return percent.gt(0) && percent.lt(10);
}

function foreignAmounts(
  doc: BookableDocument,
  amount: Decimal,
  baseCurrency: string,
): Pick<DatevBooking, 'exchangeRate' | 'baseAmount' | 'baseCurrency'> {
  if (doc.currency === baseCurrency || !doc.exchangeRate) {
    return { exchangeRate: null, baseAmount: null, baseCurrency: null };
  }
  const rate = toDecimal(doc.exchangeRate, 'exchange_rate');
  // DATEV quotes rates like the ECB: units of the foreign currency for one unit of the base.
  const quoted = new Decimal(1).div(rate).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  // A rate DATEV's field cannot hold (IDR, VND: over 9999 per euro) is left to DATEV's own table.
  if (quoted.isZero() || quoted.gt(DATEV_MAX_EXCHANGE_RATE)) {
    return { exchangeRate: null, baseAmount: null, baseCurrency: null };
  }
  return {
    exchangeRate: quoted.toFixed(6),
    baseAmount: amount.times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    baseCurrency,
  };
}

/**
 * The VAT ID for DATEV's "EU-Land u. UStID (Bestimmung)": only for intra-EU and § 13b lines, and
 * not a German one (a domestic § 13b supply has no other member state of destination).
 */
function vatIdOf(vatId: string | null | undefined, taxCase: BookingTaxCase): string | null {
  if (!vatId || (taxCase !== 'intra_eu' && taxCase !== 'reverse_charge')) return null;
  const compact = compactVatIdentifier(vatId);
  return compact.startsWith('DE') ? null : compact.slice(0, 15);
}
