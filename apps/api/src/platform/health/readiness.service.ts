import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { MIGRATIONS_DIR, pingDatabase, type PrismaClient } from '@faktura/db';
import { API_CONFIG } from '../config';
import type { ApiConfig } from '../config';
import { PRISMA } from '../database';
import type { ReadinessResponse } from './dto/readiness.response';
import { ShutdownState } from './shutdown.state';
import { WORKER_CHECK_IN, type WorkerCheckInConfig } from './worker-check-in.config';

/** The migration folders shipped with this build, oldest first. */
export function shippedMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

/**
 * Ready means: the database answers, every migration this build ships is recorded as
 * finished, and a worker checked in recently. A process started against an older schema would
 * fail on its first query, and without a worker no PDF or e-mail ever leaves; a load balancer
 * asking /ready keeps traffic away until `migrate deploy` has run and a worker is up.
 */
@Injectable()
export class ReadinessService {
  private shipped: string[] | null = null;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(WORKER_CHECK_IN) private readonly checkIn: WorkerCheckInConfig,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly shutdown: ShutdownState,
  ) {}

  /** As `report`, and never ready once the process is shutting down. */
  async check(): Promise<ReadinessResponse> {
    const report = await this.report();
    return this.shutdown.draining
      ? { ...report, status: 'not_ready', shutting_down: true }
      : report;
  }

  private async report(): Promise<ReadinessResponse> {
    if (!(await pingDatabase(this.prisma, this.config.databasePingTimeoutMs))) {
      return { status: 'not_ready', database: 'down', migrations: 'unknown', worker: 'unknown' };
    }
    // The folders do not change while the process runs.
    this.shipped ??= shippedMigrations();
    const [applied, worker] = await Promise.all([this.appliedMigrations(), this.workerState()]);
    const pending = applied === null ? null : this.shipped.filter((name) => !applied.has(name));
    const migrations = pending === null ? 'unknown' : pending.length > 0 ? 'pending' : 'applied';
    return {
      status: migrations === 'applied' && worker === 'up' ? 'ready' : 'not_ready',
      database: 'up',
      migrations,
      worker,
      ...(pending && pending.length > 0 ? { pending_migrations: pending } : {}),
    };
  }

  /** Names of finished, not rolled back migrations; null when Prisma's table is missing. */
  private async appliedMigrations(): Promise<Set<string> | null> {
    try {
      const rows = await this.prisma.$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM _prisma_migrations
        WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
      return new Set(rows.map((row) => row.migration_name));
    } catch {
      return null;
    }
  }

  /**
   * `up` when some worker renewed its heartbeat within the configured age (compared on the
   * database's clock, the one the workers write with); `unknown` before the table exists.
   */
  private async workerState(): Promise<ReadinessResponse['worker']> {
    try {
      const rows = await this.prisma.$queryRaw<{ seen: boolean }[]>`
        SELECT EXISTS (
          SELECT 1 FROM worker_heartbeats
          WHERE last_seen_at > now() - make_interval(secs => ${this.checkIn.maxAgeMs}::float8 / 1000)
        ) AS seen`;
      return rows[0]?.seen ? 'up' : 'down';
    } catch {
      return 'unknown';
    }
  }
}
