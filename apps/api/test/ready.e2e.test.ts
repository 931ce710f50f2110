import { createPrismaClient } from '@faktura/db';
import request from 'supertest';
import { shippedMigrations } from '../src/health/readiness.service';
import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/v1/ready', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);

  afterAll(() => t.close());

  it('answers 200 without authentication when the database is up and fully migrated', async () => {
    const response = await request(t.url).get('/api/v1/ready').expect(200);
    expect(response.body).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });
    expect(response.headers['x-request-id']).toBeDefined();
  });

  it('answers 503 naming a migration that is not recorded as finished', async () => {
    const latest = shippedMigrations().at(-1)!;
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    try {
      await prisma.$executeRaw`DELETE FROM _prisma_migrations WHERE migration_name = ${latest}`;
    } finally {
      await prisma.$disconnect();
    }
    const response = await request(t.url).get('/api/v1/ready').expect(503);
    expect(response.body).toEqual({
      status: 'not_ready',
      database: 'up',
      migrations: 'pending',
      pending_migrations: [latest],
    });
  });

  it('answers 503 with the database down once it is gone', async () => {
    await t.db.drop();
    const response = await request(t.url).get('/api/v1/ready').expect(503);
    expect(response.body).toEqual({ status: 'not_ready', database: 'down', migrations: 'unknown' });
  });
});
