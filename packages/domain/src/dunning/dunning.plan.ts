import type { DocumentLanguage } from '../document-locale.js';
import { Decimal, type Numeric } from '../money.js';
import { substitutePlainPlaceholders } from '../placeholder.substitution.js';
import { addDays } from './calendar-days.js';
import type { DunningLevel } from './dunning-levels.js';
import { INTEREST_LINES } from './dunning-texts.table.js';

/** The statuses of an invoice that is owed and was sent: only those are dunned. */
export const DUNNED_STATUSES: readonly string[] = Object.freeze([
  'sent',
  'overdue',
  'partially_paid',
]);

/** Days a dunning letter gives to pay: its due date is its date plus these. */
export const DUNNING_PAYMENT_DAYS = 10;

/** What the dunning plan reads of an invoice. */
export interface DunnedInvoice {
  status: string;
  dueDate: string;
  /** Gross total minus payments. */
  openAmount: Numeric;
  /** Cancelled by a reversal invoice. */
  reversed: boolean;
  /** Itself a reversal invoice. */
  isReversal: boolean;
  /** Handed to debt collection. */
  debtCollection: boolean;
  /**
   * Its direct debit, where it has one (absent: none): a pending collection, or an announced
   * one (pre-notification) none of whose collections came back, is the creditor's to collect,
   * so no letter asks the customer to pay; after a return the invoice is dunned as any other.
   */
  directDebit?: { pending: boolean; announced: boolean; returned: boolean };
  /** Paused: until a date (inclusive) or, with `until` null, until resumed; null: not paused. */
  pause: { until: string | null } | null;
  /** The highest level reached so far (1-based; 0: none) and the date of its letter. */
  level: number;
  levelDate: string | null;
}

/** The account's dunning settings as the plan needs them. */
export interface DunningSchedule {
  enabled: boolean;
  levels: readonly DunningLevel[];
}

/** Where an invoice stands in its dunning run. */
export interface DunningPlan {
  /** The highest level reached (0: none). */
  level: number;
  /** The next level (1-based) and the day it is due; null when none will come. */
  next: { level: number; date: string } | null;
  /** Whether the next level is due on `today`. */
  due: boolean;
}

/**
 * The next dunning step of an invoice. Nothing comes for a disabled account, an invoice that is
 * not sent and owed (draft, paid, ignored, nothing open), reversed, a reversal, in debt
 * collection, collected by direct debit, paused without end, or past the last level. Level n+1 is due `days` after the due
 * date, but never sooner after level n's letter than the levels' own distance (a run started
 * late still spaces its letters), and not before the day after a pause ends.
 */
export function planDunning(
  invoice: DunnedInvoice,
  schedule: DunningSchedule,
  today: string,
): DunningPlan {
  const none = { level: invoice.level, next: null, due: false };
  const stopped =
    !schedule.enabled ||
    !DUNNED_STATUSES.includes(invoice.status) ||
    !new Decimal(invoice.openAmount).gt(0) ||
    invoice.reversed ||
    invoice.isReversal ||
    invoice.debtCollection ||
    collectedByDirectDebit(invoice) ||
    (invoice.pause !== null && invoice.pause.until === null);
  const nextLevel = schedule.levels[invoice.level];
  if (stopped || nextLevel === undefined) return none;
  const dates = [addDays(invoice.dueDate, nextLevel.days)];
  const previous = schedule.levels[invoice.level - 1];
  if (previous && invoice.levelDate !== null) {
    dates.push(addDays(invoice.levelDate, nextLevel.days - previous.days));
  }
  if (invoice.pause?.until) dates.push(addDays(invoice.pause.until, 1));
  const date = dates.reduce((latest, day) => (day > latest ? day : latest));
  return { level: invoice.level, next: { level: invoice.level + 1, date }, due: date <= today };
}

function collectedByDirectDebit({ directDebit }: DunnedInvoice): boolean {
  if (!directDebit) return false;
  return directDebit.pending || (directDebit.announced && !directDebit.returned);
}

/** The formatted parts of a letter's interest line. */
export interface InterestLineValues {
  amount: string;
  from: string;
  to: string;
  days: string;
  points: string;
}

/** The line a dunning letter with default interest adds, in the letter's language. */
export function dunningInterestLine(
  language: DocumentLanguage,
  values: InterestLineValues,
): string {
  return substitutePlainPlaceholders(INTEREST_LINES[language], { ...values });
}

/** A dunning letter written on `today`: its date and the date it asks to be paid by. */
export function dunningLetterDates(today: string): { date: string; dueDate: string } {
  return { date: today, dueDate: addDays(today, DUNNING_PAYMENT_DAYS) };
}
