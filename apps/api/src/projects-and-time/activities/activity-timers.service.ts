import { Injectable } from '@nestjs/common';
import { activityTimerTransition, type ActivityTimerChange, DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { Clock } from '../../platform/clock';
import type { AccountTx } from '../../platform/database';
import { found } from '../../platform/errors';
import { DomainEvents } from '../../platform/events';
import { apiDate } from '../../platform/serialization';
import { accountToday } from '../projects';
import { ActivitiesRepository, type ActivityRecord } from './activities.repository';
import { ActivityLocksRepository, type LockedActivity } from './activity-locks.repository';
import { hoursToSeconds, secondsToHours, toActivityResponse } from './activity-response.mapper';
import type { ActivityResponse } from './dto/activity.response';

/**
 * The timers of activities (PATCH start_timer and stop_timer): one runs per user at most, which
 * the database guards too (activities_one_running_timer_per_user). The time is the Clock's.
 */
@Injectable()
export class ActivityTimersService {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly locks: ActivityLocksRepository,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /**
   * Starts the timer of an unbilled activity of today (in the account's time zone); the timer
   * its user has running elsewhere stops first, its time added, in the same transaction.
   */
  async start(account: AccountContext, id: number): Promise<ActivityResponse> {
    const { accountId } = account;
    return this.activities.transaction(accountId, async (tx) => {
      const userId = await this.locks.userOf(accountId, id, tx);
      if (userId === null) throw DomainError.notFound();
      await this.locks.lockTimersOf(accountId, userId, tx);
      const rows = await this.locks.lockWithRunningTimers(accountId, id, userId, tx);
      // Deleted in the meantime, or moved to another user whose timers are not locked.
      const activity = found(rows.find((row) => row.id === id && row.userId === userId));
      const now = this.clock.now();
      const today = apiDate(accountToday(await this.activities.timeZone(accountId, tx), now));
      const started = activityTimerTransition(activity, { type: 'start', now, today });
      const running = rows.find((row) => row.id !== id) ?? null;
      if (running) {
        const stopped = activityTimerTransition(running, { type: 'stop', now });
        await this.write(accountId, running, stopped, tx);
      }
      const record = toActivityResponse(await this.write(accountId, activity, started, tx));
      await this.events.record(tx, account, {
        type: 'activity.timer_started',
        id,
        record,
        stopped: running?.id ?? null,
      });
      return record;
    });
  }

  /** Stops the running timer of the activity and adds the elapsed time to it. */
  async stop(account: AccountContext, id: number): Promise<ActivityResponse> {
    const { accountId } = account;
    return this.activities.transaction(accountId, async (tx) => {
      const activity = found(await this.locks.lock(accountId, id, tx));
      const change = activityTimerTransition(activity, { type: 'stop', now: this.clock.now() });
      const record = toActivityResponse(await this.write(accountId, activity, change, tx));
      await this.events.record(tx, account, { type: 'activity.changed', id, record });
      return record;
    });
  }

  /** The timer as `change` leaves it, its seconds added to the billable and the worked time. */
  private write(
    accountId: number,
    activity: LockedActivity,
    change: ActivityTimerChange,
    tx: AccountTx,
  ): Promise<ActivityRecord> {
    const added = change.addedSeconds;
    return this.activities.update(
      accountId,
      activity.id,
      {
        timerStartedAt: change.timerStartedAt,
        ...(added > 0 && {
          hours: plusSeconds(activity.hours, added),
          workedHours: activity.workedHours && plusSeconds(activity.workedHours, added),
        }),
      },
      tx,
    );
  }
}

/** A duration in hours with `seconds` more, kept exact to the second. */
function plusSeconds(hours: string, seconds: number): string {
  return secondsToHours(hoursToSeconds(hours) + seconds);
}
