import { enqueueJob, type PrismaClient } from '@faktura/db';
import type { Logger } from '../logger';
import { periodKey, type Schedule } from './schedules';

/**
 * Enqueues each schedule's job once per period. Every worker runs this; the (type, dedupe_key)
 * unique index makes the first insert win, so a period's job exists exactly once.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly schedules: Schedule[],
    private readonly log: Logger,
    private readonly checkEveryMs = 60_000,
  ) {}

  async start(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => void this.tick(), this.checkEveryMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Enqueues the jobs due in the current period; returns how many were new. */
  async tick(now = new Date()): Promise<number> {
    let created = 0;
    for (const schedule of this.schedules) {
      try {
        const inserted = await enqueueJob(this.prisma, {
          type: schedule.type,
          payload: {},
          dedupeKey: periodKey(schedule.period, now),
        });
        if (inserted) created++;
      } catch (error) {
        this.log.error(`scheduling ${schedule.type} failed: ${(error as Error).message}`);
      }
    }
    return created;
  }
}
