import { Decimal, toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../platform/serialization';
import type { ActivityRecord } from './activities.repository';
import type { ActivityResponse } from './dto/activity.response';

/** Whole seconds of a duration stored in hours (six decimals: exact to the second). */
export function hoursToSeconds(hours: string): number {
  return new Decimal(hours).times(3600).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** The hours column's value for a duration in seconds. */
export function secondsToHours(seconds: number): string {
  return new Decimal(seconds).div(3600).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toString();
}

/**
 * The API shape of an activity (the reference's record; also the invoice timesheet's). The
 * customer is the project's company and the deal the project's deal. `seconds` (and `hours`)
 * are the billable time, `worked_seconds` the time worked: they differ once billable_seconds set
 * the first apart; Faktura rounds no durations.
 */
export function toActivityResponse(activity: ActivityRecord): ActivityResponse {
  const { project, task, user } = activity;
  const seconds = hoursToSeconds(activity.hours.toString());
  return {
    id: activity.id,
    date: apiDate(activity.date),
    hours: toApiNumber(activity.hours.toString()),
    description: activity.description,
    billed: activity.billed,
    billable: activity.billable,
    invoice_id: activity.invoiceId,
    tag: activity.tag,
    remote_service: activity.remoteService,
    remote_id: activity.remoteId,
    remote_url: activity.remoteUrl,
    project: {
      id: project.id,
      identifier: project.identifier,
      name: project.name,
      billable: project.billable,
    },
    task: { id: task.id, name: task.name, billable: task.billable },
    customer: { id: project.company.id, name: project.company.name },
    user: { id: user.id, firstname: user.firstname, lastname: user.lastname },
    deal: project.deal,
    hourly_rate: toApiNumber(activity.hourlyRate.toString()),
    seconds,
    worked_seconds:
      activity.workedHours === null ? seconds : hoursToSeconds(activity.workedHours.toString()),
    timer_started_at: apiTimestamp(activity.timerStartedAt),
    created_at: apiTimestamp(activity.createdAt),
    updated_at: apiTimestamp(activity.updatedAt),
  };
}
