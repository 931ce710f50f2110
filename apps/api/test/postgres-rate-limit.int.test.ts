import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { PostgresRateLimitStore } from '../src/platform/http/rate-limit/postgres-rate-limit.store';

/**
 * The shared rate-limit store: one upsert per request on `rate_limit_buckets`, so several API
 * processes (here: two stores on two connection pools, as two processes would have) count in
 * one window without losing or doubling a request.
 */
describe('PostgresRateLimitStore', () => {
  let db: ScratchDatabase;
  let one: PrismaClient;
  let two: PrismaClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    one = createPrismaClient(db.url, { max: 8 });
    two = createPrismaClient(db.url, { max: 8 });
  });

  afterAll(async () => {
    await one?.$disconnect();
    await two?.$disconnect();
    await db?.drop();
  });

  it('counts concurrent hits of two processes exactly once each, in one window', async () => {
    const stores = [new PostgresRateLimitStore(one), new PostgresRateLimitStore(two)];
    const now = Date.parse('2026-11-27T10:00:00Z');
    const windows = await Promise.all(
      Array.from({ length: 120 }, (_, index) => stores[index % 2]!.hit('key:a', 60_000, now)),
    );
    expect(windows.map((window) => window.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 120 }, (_, index) => index + 1),
    );
    expect(new Set(windows.map((window) => window.resetAt))).toEqual(new Set([now + 60_000]));
  });

  it('keeps buckets apart and starts a new window once the old one ended', async () => {
    const store = new PostgresRateLimitStore(one);
    const start = Date.parse('2026-11-27T11:00:00Z');
    expect(await store.hit('ip:10.0.0.1', 1000, start)).toEqual({
      count: 1,
      resetAt: start + 1000,
    });
    expect(await store.hit('ip:10.0.0.1', 1000, start + 999)).toEqual({
      count: 2,
      resetAt: start + 1000,
    });
    expect(await store.hit('ip:10.0.0.2', 1000, start + 999)).toEqual({
      count: 1,
      resetAt: start + 1999,
    });
    // At the reset instant the window has ended: the count starts again with this request.
    expect(await store.hit('ip:10.0.0.1', 1000, start + 1000)).toEqual({
      count: 1,
      resetAt: start + 2000,
    });
  });

  it('forgives one request of the current window, never below 0 and never an ended window', async () => {
    const store = new PostgresRateLimitStore(one);
    const start = Date.parse('2026-11-27T12:00:00Z');
    await store.hit('login-ip:10.0.0.3', 1000, start);
    await store.hit('login-ip:10.0.0.3', 1000, start + 1);
    await store.forgive('login-ip:10.0.0.3', start + 2);
    expect((await store.hit('login-ip:10.0.0.3', 1000, start + 3)).count).toBe(2);
    for (let i = 0; i < 3; i++) await store.forgive('login-ip:10.0.0.3', start + 4);
    expect((await store.hit('login-ip:10.0.0.3', 1000, start + 5)).count).toBe(1);
    await store.forgive('login-ip:10.0.0.3', start + 1000);
    await store.forgive('login-ip:unknown', start);
    expect((await store.hit('login-ip:10.0.0.3', 1000, start + 999)).count).toBe(2);
  });

  it('lives in an unlogged table (no WAL per request)', async () => {
    const rows = await one.$queryRaw<{ relpersistence: string }[]>`
      SELECT relpersistence::text AS relpersistence FROM pg_class WHERE relname = 'rate_limit_buckets'`;
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });
});
