import { isTargetBusinessDay, nextTargetBusinessDay } from './target-calendar';

/** The first TARGET2 business day on or after `date` (YYYY-MM-DD). */
export function targetBusinessDayFrom(date: string): string {
  return isTargetBusinessDay(date) ? date : nextTargetBusinessDay(date);
}

/**
 * The earliest collection date of a direct debit file handed to the bank on `submittedOn`: the
 * EPC rulebooks (SDD Core since 2016, and B2B) want the collection at the debtor's bank one
 * TARGET2 business day before the due date, for every sequence type. A file handed in on a
 * closing day counts from the next business day.
 */
export function earliestCollectionDate(submittedOn: string): string {
  return nextTargetBusinessDay(targetBusinessDayFrom(submittedOn));
}
