import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { silentLogger, startWorker, type RunningWorker } from '@faktura/worker';
import request from 'supertest';
import { shippedMigrations } from '../src/platform/health/readiness.service';
import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/v1/ready', () => {
  let t: TestApp;
  let prisma: PrismaClient;
  let worker: RunningWorker | null = null;

  const startTheWorker = async () => {
    worker = await startWorker({ databaseUrl: t.db.url, log: silentLogger, schedules: [] });
  };
  const stopTheWorker = async () => {
    const running = worker;
    worker = null;
    await running?.stop();
  };

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
  });

  afterAll(async () => {
    await stopTheWorker();
    await prisma.$disconnect();
    await t.close();
  });

  it('answers 503 while no worker has checked in, then 200 once one has', async () => {
    const before = await request(t.url).get('/api/v1/ready').expect(503);
    expect(before.body).toEqual({
      status: 'not_ready',
      database: 'up',
      migrations: 'applied',
      worker: 'down',
    });
    expect(before.headers['retry-after']).toBe('5');
    await startTheWorker();
    const response = await request(t.url).get('/api/v1/ready').expect(200);
    expect(response.body).toEqual({
      status: 'ready',
      database: 'up',
      migrations: 'applied',
      worker: 'up',
    });
    expect(response.headers['x-request-id']).toBeDefined();
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('answers 503 again as soon as the last worker stopped', async () => {
    await stopTheWorker();
    const response = await request(t.url).get('/api/v1/ready').expect(503);
    expect(response.body).toMatchObject({ status: 'not_ready', worker: 'down' });
  });

  it('does not count a worker whose heartbeat is older than three intervals (15 s)', async () => {
    await prisma.$executeRaw`
      INSERT INTO worker_heartbeats (worker_id, hostname, pid, last_seen_at)
      VALUES ('killed-worker', 'elsewhere', 1, now() - interval '16 seconds')`;
    const stale = await request(t.url).get('/api/v1/ready').expect(503);
    expect(stale.body).toMatchObject({ worker: 'down' });
    await prisma.$executeRaw`
      UPDATE worker_heartbeats SET last_seen_at = now() - interval '10 seconds'
      WHERE worker_id = 'killed-worker'`;
    const recent = await request(t.url).get('/api/v1/ready').expect(200);
    expect(recent.body).toMatchObject({ status: 'ready', worker: 'up' });
    await prisma.$executeRaw`DELETE FROM worker_heartbeats`;
  });

  it('answers 503 naming a migration that is not recorded as finished', async () => {
    await startTheWorker();
    const latest = shippedMigrations().at(-1)!;
    await prisma.$executeRaw`DELETE FROM _prisma_migrations WHERE migration_name = ${latest}`;
    const response = await request(t.url).get('/api/v1/ready').expect(503);
    expect(response.body).toEqual({
      status: 'not_ready',
      database: 'up',
      migrations: 'pending',
      worker: 'up',
      pending_migrations: [latest],
    });
  });

  it('answers 503 with the database down once it is gone', async () => {
    await stopTheWorker();
    await prisma.$disconnect();
    await t.db.drop();
    const response = await request(t.url).get('/api/v1/ready').expect(503);
    expect(response.body).toEqual({
      status: 'not_ready',
      database: 'down',
      migrations: 'unknown',
      worker: 'unknown',
    });
    expect(response.headers['retry-after']).toBe('5');
  });
});

describe('GET /api/v1/ready with a worker from the test app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({}, { worker: true });
  });

  afterAll(() => t.close());

  it('is ready', async () => {
    const response = await request(t.url).get('/api/v1/ready').expect(200);
    expect(response.body).toMatchObject({ status: 'ready', worker: 'up' });
  });
});
