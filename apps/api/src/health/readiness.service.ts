import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { MIGRATIONS_DIR, pingDatabase, type PrismaClient } from '@faktura/db';
import { PRISMA } from '../database/prisma.token';
import type { ReadinessResponse } from './dto/readiness.response';

/** The migration folders shipped with this build, oldest first. */
export function shippedMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

/**
 * Ready means: the database answers and every migration this build ships is recorded as
 * finished. A process started against an older schema would fail on its first query; a
 * load balancer asking /ready keeps traffic away until `migrate deploy` has run.
 */
@Injectable()
export class ReadinessService {
  private shipped: string[] | null = null;

  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async check(): Promise<ReadinessResponse> {
    if (!(await pingDatabase(this.prisma))) {
      return { status: 'not_ready', database: 'down', migrations: 'unknown' };
    }
    // The folders do not change while the process runs.
    this.shipped ??= shippedMigrations();
    const applied = await this.appliedMigrations();
    if (applied === null) {
      return { status: 'not_ready', database: 'up', migrations: 'unknown' };
    }
    const pending = this.shipped.filter((name) => !applied.has(name));
    if (pending.length > 0) {
      return {
        status: 'not_ready',
        database: 'up',
        migrations: 'pending',
        pending_migrations: pending,
      };
    }
    return { status: 'ready', database: 'up', migrations: 'applied' };
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
}
