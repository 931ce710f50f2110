import { DomainError } from './domain-error.js';

/** The part of an activity its timer machine reads. */
export interface ActivityTimerState {
  /** The activity's date, `YYYY-MM-DD`. */
  date: string;
  billed: boolean;
  /** When its timer started; null while none runs. */
  timerStartedAt: Date | null;
}

/**
 * Things that happen to an activity's timer:
 * - `start`: at `now`, on the account's calendar day `today` (`YYYY-MM-DD`);
 * - `stop`: at `now`, by its own route or because the user started another timer.
 */
export type ActivityTimerEvent =
  { type: 'start'; now: Date; today: string } | { type: 'stop'; now: Date };

/** What an event does: the timer's new start (null: stopped) and the seconds it adds. */
export interface ActivityTimerChange {
  timerStartedAt: Date | null;
  addedSeconds: number;
}

/**
 * Applies a timer event to an activity. A timer starts only on an unbilled activity of today
 * whose timer is not running; stopping adds the elapsed time in whole seconds (half a second
 * up), except to a billed activity, whose time stays as it was billed.
 */
export function activityTimerTransition(
  activity: ActivityTimerState,
  event: ActivityTimerEvent,
): ActivityTimerChange {
  if (event.type === 'start') {
    if (activity.billed) throw DomainError.invalidTransition('A billed activity cannot be changed');
    if (activity.timerStartedAt !== null)
      throw DomainError.invalidTransition('The timer of the activity is already running');
    if (activity.date !== event.today)
      throw DomainError.invalidTransition('A timer can only be started on an activity of today');
    return { timerStartedAt: event.now, addedSeconds: 0 };
  }
  if (event.type !== 'stop')
    throw DomainError.invalidTransition(`Unknown activity timer event: ${String(event)}`);
  if (activity.timerStartedAt === null)
    throw DomainError.invalidTransition('The timer of the activity is not running');
  const elapsed = elapsedSeconds(activity.timerStartedAt, event.now);
  return { timerStartedAt: null, addedSeconds: activity.billed ? 0 : elapsed };
}

/** Whole seconds from `start` to `end`, half a second up; 0 when the clock went back. */
export function elapsedSeconds(start: Date, end: Date): number {
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000));
}

/** Refuses to move an activity whose timer runs to another user: each user runs one timer. */
export function assertTimerKeepsUser(
  activity: { userId: number; timerStartedAt: Date | null },
  userId: number,
): void {
  if (activity.timerStartedAt !== null && userId !== activity.userId)
    throw DomainError.rule('An activity whose timer runs cannot move to another user');
}
