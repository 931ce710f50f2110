import { DomainError } from './domain-error.js';
import {
  nextRecurrenceDate,
  type RecurrencePeriod,
  type ServicePeriodDirection,
} from './recurrence.calendar.js';

/** What the input says about the direction: the field, its deprecated alias, either or none. */
export interface ServicePeriodDirectionInput {
  /** The direction as the reference names it. */
  service_period_direction?: ServicePeriodDirection;
  /** Deprecated alias: true = forward, false = backward. */
  billing_in_advance?: boolean;
}

/**
 * The direction the input sets, or undefined when it sets none. `billing_in_advance` is the
 * reference's deprecated alias (true = forward, false = backward); sent with a direction that
 * says otherwise, the input contradicts itself and neither wins.
 */
export function servicePeriodDirectionOf(
  input: ServicePeriodDirectionInput,
): ServicePeriodDirection | undefined {
  const direction = input.service_period_direction;
  const alias = input.billing_in_advance;
  if (alias === undefined) return direction;
  const aliased: ServicePeriodDirection = alias ? 'forward' : 'backward';
  if (direction !== undefined && direction !== aliased) {
    throw DomainError.validation({
      billing_in_advance: ['contradicts service_period_direction'],
    });
  }
  return aliased;
}

/** Refuses a recurrence that finishes before it starts (dates as `YYYY-MM-DD`). */
export function checkRecurrenceSpan(startDate: string, finishDate: string | null): void {
  if (finishDate !== null && finishDate < startDate) {
    throw DomainError.validation({ finish_date: ['must not be before start_date'] });
  }
}

/**
 * The next date of a series whose start or period changed: its start while no period has been
 * created, else its first date after the last one created (no period is created twice).
 */
export function rescheduledRecurrence(
  start: string,
  period: RecurrencePeriod,
  lastCreated: string | null,
): string {
  return lastCreated === null ? start : nextRecurrenceDate(start, period, lastCreated);
}
