import {
  dueRecurrenceDates,
  nextRecurrenceDate,
  recurrenceServicePeriod,
  type RecurrencePeriod,
  type ServicePeriodDirection,
} from './recurrence.calendar.js';
import { formatServicePeriod } from './service-period.format.js';

/** One expense a recurring expense creates: its date and the service period it bills. */
export interface RecurringExpensePeriod {
  date: string;
  servicePeriodFrom: string | null;
  servicePeriodTo: string | null;
  /** As printed (`MM/YYYY` or `DD.MM.YYYY - DD.MM.YYYY`); null without a service period. */
  servicePeriod: string | null;
}

/** A recurring expense's series and where it stands (`from` is its recur_next_date). */
export interface RecurringExpenseSeries {
  start: string;
  finish: string | null;
  period: RecurrencePeriod;
  direction: ServicePeriodDirection;
  from: string;
}

/**
 * The periods due from the series' next date up to `upTo` (at most `limit`), each with its
 * service period, and the next date after them (unchanged when none is due; past the finish
 * date once the last one is planned).
 */
export function planRecurringExpensePeriods(
  series: RecurringExpenseSeries,
  upTo: string,
  limit?: number,
): { periods: RecurringExpensePeriod[]; nextDate: string } {
  const { start, finish, period, direction, from } = series;
  const dates = dueRecurrenceDates({ start, finish, period, from, upTo, limit });
  const periods = dates.map((date) => {
    const billed = recurrenceServicePeriod(start, period, date, direction);
    return {
      date,
      servicePeriodFrom: billed?.from ?? null,
      servicePeriodTo: billed?.to ?? null,
      servicePeriod: billed ? formatServicePeriod(billed.from, billed.to) : null,
    };
  });
  const last = dates.at(-1);
  return { periods, nextDate: last === undefined ? from : nextRecurrenceDate(start, period, last) };
}
