import { createPgPool, createTestDatabase, type ScratchDatabase } from '@faktura/db';
import { waitUntil } from '@faktura/test-support';
import type { Pool } from 'pg';
import { silentLogger } from '../src/logger';
import { WorkerHeartbeat } from '../src/runner/worker-heartbeat';
import { startWorker } from '../src/worker';

interface HeartbeatRow {
  worker_id: string;
  hostname: string;
  pid: number;
  started_at: Date;
  last_seen_at: Date;
}

describe('worker heartbeat (readiness check-in)', () => {
  let db: ScratchDatabase;
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPgPool(db.url, { max: 2 });
  });

  afterEach(() => pool.query('DELETE FROM worker_heartbeats'));

  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const rows = async () =>
    (await pool.query<HeartbeatRow>('SELECT * FROM worker_heartbeats ORDER BY worker_id')).rows;

  it('checks in at start, renews last_seen_at, and checks out on stop', async () => {
    const heartbeat = new WorkerHeartbeat(pool, 'worker-a', silentLogger, 20);
    try {
      await heartbeat.start();
      const [first] = await rows();
      expect(first).toMatchObject({ worker_id: 'worker-a', pid: process.pid });
      expect(first.hostname).not.toBe('');
      await waitUntil(
        async () => (await rows())[0].last_seen_at > first.last_seen_at,
        30_000,
        'a renewed heartbeat',
      );
      const [renewed] = await rows();
      expect(renewed.started_at).toEqual(first.started_at);
    } finally {
      await heartbeat.stop();
    }
    expect(await rows()).toEqual([]);
  });

  it('checks in again after its row was purged while it ran', async () => {
    const heartbeat = new WorkerHeartbeat(pool, 'worker-b', silentLogger, 20);
    try {
      await heartbeat.start();
      await pool.query('DELETE FROM worker_heartbeats');
      await waitUntil(async () => (await rows()).length === 1, 30_000, 'a new check-in');
    } finally {
      await heartbeat.stop();
    }
    expect(await rows()).toEqual([]);
  });

  it('is part of every started worker, under the runner id', async () => {
    const worker = await startWorker({ databaseUrl: db.url, log: silentLogger, schedules: [] });
    let stopped = false;
    try {
      expect((await rows()).map((row) => row.worker_id)).toEqual([worker.runner.workerId]);
      await worker.stop();
      stopped = true;
      expect(await rows()).toEqual([]);
    } finally {
      if (!stopped) await worker.stop();
    }
  });
});
