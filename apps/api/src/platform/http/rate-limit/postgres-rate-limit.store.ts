import type { PrismaClient } from '@faktura/db';
import type { RateLimitStore, RateLimitWindow } from './rate-limit.store';

interface Row {
  count: number;
  reset_at: Date;
}

/**
 * Counts in PostgreSQL, so every API process of an installation shares one limit: ONE statement
 * per request, an upsert on the bucket's row of the unlogged table `rate_limit_buckets` (a crash
 * of the server forgets the counts, which only restarts the windows). A window that ended starts
 * anew in the same statement; ended rows are removed by the worker's maintenance purge.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  constructor(private readonly prisma: PrismaClient) {}

  async hit(bucket: string, windowMs: number, now: number): Promise<RateLimitWindow> {
    const at = new Date(now);
    const resetAt = new Date(now + windowMs);
    const rows = await this.prisma.$queryRaw<Row[]>`
      INSERT INTO rate_limit_buckets AS b (bucket, count, reset_at)
      VALUES (${bucket}, 1, ${resetAt})
      ON CONFLICT (bucket) DO UPDATE
         SET count = CASE WHEN b.reset_at <= ${at} THEN 1 ELSE b.count + 1 END,
             reset_at = CASE WHEN b.reset_at <= ${at} THEN EXCLUDED.reset_at ELSE b.reset_at END
      RETURNING count, reset_at`;
    const row = rows[0];
    if (!row) throw new Error(`counting rate-limit bucket ${bucket} returned nothing`);
    return { count: row.count, resetAt: row.reset_at.getTime() };
  }

  async forgive(bucket: string, now: number): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE rate_limit_buckets SET count = count - 1
       WHERE bucket = ${bucket} AND reset_at > ${new Date(now)} AND count > 0`;
  }
}
