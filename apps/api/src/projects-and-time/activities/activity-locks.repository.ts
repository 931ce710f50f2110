import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import { AccountDbService, AccountScopedRepository, type AccountTx } from '../../platform/database';

/** What a change of an activity checks and adds to, read under its row lock. */
export interface LockedActivity {
  id: number;
  billed: boolean;
  projectId: number;
  taskId: number;
  userId: number;
  /** `YYYY-MM-DD`. */
  date: string;
  hours: string;
  /** Null while the same as `hours`. */
  workedHours: string | null;
  timerStartedAt: Date | null;
}

/** An activity POST /activities/disregard names, with the customer of its project. */
export interface DisregardedActivity {
  id: number;
  billed: boolean;
  projectId: number;
  companyId: number;
}

interface LockedRow {
  id: number;
  billed: boolean;
  project_id: number;
  task_id: number;
  user_id: number;
  date: string;
  hours: string;
  worked_hours: string | null;
  timer_started_at: Date | null;
}

const LOCKED_COLUMNS = Prisma.sql`id, billed, project_id, task_id, user_id,
  to_char(date, 'YYYY-MM-DD') AS date, hours::text AS hours, worked_hours::text AS worked_hours,
  timer_started_at`;

/**
 * The row locks of activity changes, so invoicing cannot bill an activity halfway through one
 * and two timer starts of one user run one after the other.
 */
@Injectable()
export class ActivityLocksRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** Locks the activity for a change; null if the account has none with this ID. */
  async lock(accountId: number, id: number, tx: AccountTx): Promise<LockedActivity | null> {
    const rows = await tx.$queryRaw<LockedRow[]>`
      SELECT ${LOCKED_COLUMNS} FROM activities
      WHERE id = ${id} AND account_id = ${accountId}
      FOR UPDATE`;
    return rows[0] ? toLocked(rows[0]) : null;
  }

  /** The user of the activity, unlocked; null if the account has none with this ID. */
  async userOf(accountId: number, id: number, tx: AccountTx): Promise<number | null> {
    const rows = await tx.$queryRaw<{ user_id: number }[]>`
      SELECT user_id FROM activities WHERE id = ${id} AND account_id = ${accountId}`;
    return rows[0]?.user_id ?? null;
  }

  /**
   * Locks the user's timers: the user's row (no key update, so activities can still refer to
   * it), taken before any activity, so two starts of one user run one after the other.
   */
  async lockTimersOf(accountId: number, userId: number, tx: AccountTx): Promise<void> {
    await tx.$queryRaw`
      SELECT id FROM users WHERE id = ${userId} AND account_id = ${accountId}
      FOR NO KEY UPDATE`;
  }

  /** The activity and the user's other activities whose timer runs, locked in ID order. */
  async lockWithRunningTimers(
    accountId: number,
    id: number,
    userId: number,
    tx: AccountTx,
  ): Promise<LockedActivity[]> {
    const rows = await tx.$queryRaw<LockedRow[]>`
      SELECT ${LOCKED_COLUMNS} FROM activities
      WHERE account_id = ${accountId}
        AND (id = ${id} OR (user_id = ${userId} AND timer_started_at IS NOT NULL))
      ORDER BY id
      FOR UPDATE`;
    return rows.map(toLocked);
  }

  /** The activities of `ids` the account has, with their project's customer, locked. */
  async lockForDisregard(
    accountId: number,
    ids: readonly number[],
    tx: AccountTx,
  ): Promise<DisregardedActivity[]> {
    return tx.$queryRaw<DisregardedActivity[]>`
      SELECT a.id, a.billed, a.project_id AS "projectId", p.company_id AS "companyId"
      FROM activities a JOIN projects p ON p.id = a.project_id AND p.account_id = a.account_id
      WHERE a.account_id = ${accountId} AND a.id = ANY(${ids}::int[])
      ORDER BY a.id
      FOR UPDATE OF a`;
  }
}

function toLocked(row: LockedRow): LockedActivity {
  return {
    id: row.id,
    billed: row.billed,
    projectId: row.project_id,
    taskId: row.task_id,
    userId: row.user_id,
    date: row.date,
    hours: row.hours,
    workedHours: row.worked_hours,
    timerStartedAt: row.timer_started_at,
  };
}
