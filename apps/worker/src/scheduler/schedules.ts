import type { JobType } from '@faktura/db';

export interface Schedule {
  type: JobType;
  /** The job runs once per period; the period's key deduplicates between workers. */
  period: 'hour' | 'day';
}

/** Recurring system jobs. */
export const schedules: Schedule[] = [
  { type: 'maintenance.purge', period: 'hour' },
  { type: 'invoices.overdue-sweep', period: 'hour' },
  { type: 'projects.recurring-expenses', period: 'hour' },
  { type: 'invoices.dunning-run', period: 'day' },
];

/** `hour:2026-11-22T09` / `day:2026-11-22`: the same in every worker during one period. */
export function periodKey(period: Schedule['period'], now: Date): string {
  const iso = now.toISOString();
  return period === 'hour' ? `hour:${iso.slice(0, 13)}` : `day:${iso.slice(0, 10)}`;
}
