import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A pino destination that keeps every JSON line. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  /** The response can reach the client just before the server's "finish" writes the line. */
  const find = async (match: (line: Record<string, unknown>) => boolean) => {
    // A bound for a hung server, not an expectation: a loaded machine may take seconds.
    for (let round = 0; round < 3000; round++) {
      const line = lines.find(match);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no such log line');
  };
  return { lines, stream, find };
}

describe('cross-cutting HTTP behaviour (default configuration)', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const log = captureLog();

  beforeAll(async () => {
    t = await startTestApp({}, { logDestination: log.stream });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const newUser = () => ({
    firstname: 'Ida',
    lastname: 'Empotent',
    email: `ida-${randomUUID()}@example.com`,
  });
  const post = (key: string, idempotencyKey: string, body: object, path = '/api/v1/users') =>
    client(t.url, key).post(path, body).set('Idempotency-Key', idempotencyKey);
  const usersWithEmail = (email: string) => prisma.user.count({ where: { email } });

  describe('X-Request-Id', () => {
    it('echoes a well-formed client id on success, errors and unknown routes', async () => {
      const ok = await request(t.url).get('/api/v1/health').set('X-Request-Id', 'abc.DEF_1-2');
      expect(ok.headers['x-request-id']).toBe('abc.DEF_1-2');
      const unauthorized = await request(t.url)
        .get('/api/v1/users')
        .set('X-Request-Id', 'req-401')
        .expect(401);
      expect(unauthorized.headers['x-request-id']).toBe('req-401');
      const missing = await request(t.url)
        .get('/api/v1/nowhere')
        .set('X-Request-Id', 'req-404')
        .expect(404);
      expect(missing.headers['x-request-id']).toBe('req-404');
      const malformed = await request(t.url)
        .post('/api/v1/users')
        .set('Authorization', `Token token=${a.key}`)
        .set('X-Request-Id', 'req-400')
        .set('Content-Type', 'application/json')
        .send('{"broken": ')
        .expect(400);
      expect(malformed.headers['x-request-id']).toBe('req-400');
    });

    it('generates a UUID when the client sends none or a malformed one', async () => {
      const none = await request(t.url).get('/api/v1/health').expect(200);
      expect(none.headers['x-request-id']).toMatch(UUID);
      for (const bad of ['has space', 'x'.repeat(129), 'semi;colon', 'ümlaut']) {
        const response = await request(t.url).get('/api/v1/health').set('X-Request-Id', bad);
        expect(response.headers['x-request-id']).toMatch(UUID);
      }
      const max = 'y'.repeat(128);
      const longest = await request(t.url).get('/api/v1/health').set('X-Request-Id', max);
      expect(longest.headers['x-request-id']).toBe(max);
    });
  });

  describe('rate limit headers', () => {
    it('are on successes and errors, counting per key, 1200 per 120 s by default', async () => {
      const first = await client(t.url, b.key).get('/api/v1/users').expect(200);
      expect(first.headers['x-ratelimit-limit']).toBe('1200');
      const remaining = Number(first.headers['x-ratelimit-remaining']);
      expect(remaining).toBeLessThan(1200);
      expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(first.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(120);
      const error = await client(t.url, b.key).get('/api/v1/users/999999').expect(404);
      expect(error.headers['x-ratelimit-limit']).toBe('1200');
      expect(Number(error.headers['x-ratelimit-remaining'])).toBe(remaining - 1);
      const unknownRoute = await request(t.url).get('/api/v1/nowhere').expect(404);
      expect(unknownRoute.headers['x-ratelimit-limit']).toBe('1200');
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first response to a retry with the same body, doing the work once', async () => {
      const body = newUser();
      const first = await post(a.key, 'replay-1', body).expect(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const retry = await post(a.key, 'replay-1', body).expect(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(retry.text).toBe(first.text);
      expect(await usersWithEmail(body.email)).toBe(1);
      expect(await prisma.idempotencyRecord.count({ where: { key: 'replay-1' } })).toBe(1);
    });

    it('answers 409 for the same key with another body or another path', async () => {
      const body = newUser();
      await post(a.key, 'conflict-1', body).expect(200);
      const otherBody = await post(a.key, 'conflict-1', { ...body, lastname: 'Other' }).expect(409);
      expect(otherBody.body).toEqual({
        message: 'Idempotency-Key already used for another request',
      });
      await post(a.key, 'conflict-1', body, '/api/v1/users?copy=1').expect(409);
      expect(await usersWithEmail(body.email)).toBe(1);
    });

    it('runs concurrent duplicates once; the others wait and get the same answer', async () => {
      const body = newUser();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => post(a.key, 'concurrent-1', body)),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      for (const response of responses) expect(response.body).toEqual(responses[0].body);
      const replayed = responses.filter((r) => r.headers['idempotent-replayed'] === 'true');
      expect(replayed).toHaveLength(4);
      expect(await usersWithEmail(body.email)).toBe(1);
    });

    it('keeps keys per account', async () => {
      const body = newUser();
      const alpha = await post(a.key, 'shared-key', body).expect(200);
      const beta = await post(b.key, 'shared-key', body).expect(200);
      expect(beta.headers['idempotent-replayed']).toBeUndefined();
      expect(beta.body.id).not.toBe(alpha.body.id);
    });

    it('replays a 4xx answer too', async () => {
      const first = await post(a.key, 'invalid-1', { firstname: 'No' }).expect(422);
      const retry = await post(a.key, 'invalid-1', { firstname: 'No' }).expect(422);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
    });

    it('ignores an expired record', async () => {
      await prisma.idempotencyRecord.create({
        data: {
          accountId: a.accountId,
          key: 'expired-1',
          requestMethod: 'POST',
          requestPath: '/api/v1/users',
          requestHash: '0'.repeat(64),
          responseStatus: 200,
          responseBody: { id: 1 },
          expiresAt: new Date(Date.now() - 1000),
        },
      });
      const body = newUser();
      const response = await post(a.key, 'expired-1', body).expect(200);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
      expect(await usersWithEmail(body.email)).toBe(1);
    });

    it('answers 422 naming the header for an empty or over-long key', async () => {
      for (const key of ['', 'k'.repeat(256)]) {
        const response = await post(a.key, key, newUser()).expect(422);
        expect(response.body).toEqual({
          errors: { 'Idempotency-Key': ['must be 1 to 255 characters long'] },
        });
      }
      await post(a.key, 'k'.repeat(255), newUser()).expect(200);
    });

    it('still answers 401 and 403 before looking at the key', async () => {
      await request(t.url).post('/api/v1/users').set('Idempotency-Key', 'x').expect(401);
      await post(a.readOnlyKey, 'read-only-1', newUser()).expect(403);
      expect(await prisma.idempotencyRecord.count({ where: { key: 'read-only-1' } })).toBe(0);
    });
  });

  describe('request log', () => {
    it('writes one JSON line per request with id, account, method, route pattern, status, latency', async () => {
      const created = await client(t.url, a.key).post('/api/v1/users', newUser()).expect(200);
      await client(t.url, a.key)
        .get(`/api/v1/users/${created.body.id}?verbose=1`)
        .set('X-Request-Id', 'log-line-1')
        .expect(200);
      const line = await log.find((entry) => entry.request_id === 'log-line-1');
      expect(line).toMatchObject({
        level: 30,
        request_id: 'log-line-1',
        account_id: a.accountId,
        method: 'GET',
        route: '/api/v1/users/:id',
        status: 200,
        latency_ms: expect.any(Number),
      });
      expect(log.lines.filter((entry) => entry.request_id === 'log-line-1')).toHaveLength(1);
    });

    it('logs unknown routes without a route and never the key or the body', async () => {
      await request(t.url).get('/api/v1/nowhere/42').set('X-Request-Id', 'log-line-2').expect(404);
      const line = await log.find((entry) => entry.request_id === 'log-line-2');
      expect(line).toMatchObject({ account_id: null, route: null, status: 404 });
      const secret = `secret-${randomUUID()}`;
      await client(t.url, a.key)
        .post('/api/v1/users', { ...newUser(), lastname: secret })
        .set('X-Request-Id', 'log-line-3')
        .expect(200);
      await log.find((entry) => entry.request_id === 'log-line-3');
      const all = log.lines.map((entry) => JSON.stringify(entry)).join('\n');
      expect(all).not.toContain(a.key);
      expect(all).not.toContain(secret);
      expect(all.toLowerCase()).not.toContain('authorization');
    });

    it('says why a 4xx failed: the error code and the names of the fields, never values', async () => {
      const secret = `secret-${randomUUID()}`;
      await client(t.url, a.key)
        .post('/api/v1/users', { firstname: secret, email: 'not-an-address' })
        .set('X-Request-Id', 'log-422')
        .expect(422);
      const invalid = await log.find((entry) => entry.request_id === 'log-422');
      expect(invalid).toMatchObject({
        level: 40,
        status: 422,
        error_code: 'validation_failed',
        error_fields: ['lastname', 'email'],
      });
      expect(JSON.stringify(invalid)).not.toContain(secret);
      expect(JSON.stringify(invalid)).not.toContain('not-an-address');

      await client(t.url, a.key).get('/api/v1/users/999999').set('X-Request-Id', 'log-404');
      expect(await log.find((entry) => entry.request_id === 'log-404')).toMatchObject({
        status: 404,
        error_code: 'not_found',
      });
      await request(t.url).get('/api/v1/users').set('X-Request-Id', 'log-401');
      expect(await log.find((entry) => entry.request_id === 'log-401')).toMatchObject({
        status: 401,
        error_code: 'unauthorized',
      });
      await request(t.url)
        .post('/api/v1/users')
        .set('Authorization', `Token token=${a.key}`)
        .set('Content-Type', 'application/json')
        .set('X-Request-Id', 'log-400')
        .send('{"broken": ');
      expect(await log.find((entry) => entry.request_id === 'log-400')).toMatchObject({
        status: 400,
        error_code: 'malformed_json',
      });
      const ok = await log.find((entry) => entry.request_id === 'log-line-1');
      expect(ok.error_code).toBeUndefined();
    });

    it('logs an unexpected error with its error_id and stack', async () => {
      await prisma.$executeRawUnsafe('ALTER TABLE users RENAME TO users_away');
      try {
        const response = await client(t.url, a.key)
          .get('/api/v1/users')
          .set('X-Request-Id', 'log-line-500')
          .expect(500);
        expect(response.body).toEqual({
          message: 'Internal server error',
          error_id: expect.stringMatching(UUID),
        });
        expect(response.headers['x-request-id']).toBe('log-line-500');
        expect(response.headers['x-ratelimit-limit']).toBe('1200');
        const line = await log.find((entry) => entry.error_id === response.body.error_id);
        expect(line).toMatchObject({ level: 50, request_id: 'log-line-500' });
        expect((line.err as { stack: string }).stack).toContain('\n    at ');
      } finally {
        await prisma.$executeRawUnsafe('ALTER TABLE users_away RENAME TO users');
      }
    });
  });
});

describe('rate limit (3 requests per 60 s)', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({ rateLimitRequests: 3, rateLimitWindowSeconds: 60 });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
  });

  afterAll(() => t.close());

  it('counts down and answers 429 with Retry-After once the key is over the limit', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await client(t.url, a.key).get('/api/v1/users').expect(200);
      expect(response.headers['x-ratelimit-limit']).toBe('3');
      remaining.push(response.headers['x-ratelimit-remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await client(t.url, a.key)
      .get('/api/v1/users')
      .set('X-Request-Id', 'limited-1')
      .expect(429);
    expect(limited.body).toEqual({ message: 'Too many requests' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['x-ratelimit-reset']).toBe(limited.headers['retry-after']);
    expect(limited.headers['x-request-id']).toBe('limited-1');
    // Writes are limited as well, before any work is done.
    await client(t.url, a.key).post('/api/v1/users', { firstname: 'X' }).expect(429);
  });

  it('keeps a separate bucket per key', async () => {
    const response = await client(t.url, a.readOnlyKey).get('/api/v1/users').expect(200);
    expect(response.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('counts requests without a key, and with keys that do not exist, by client IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      statuses.push((await request(t.url).get('/api/v1/users')).status);
      statuses.push((await client(t.url, `fk_unknown_${i}`).get('/api/v1/users')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('never limits or counts the health and readiness probes', async () => {
    // Use up the client IP's bucket (3 requests); probes still answer.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(t.url).get('/api/v1/users')).status);
    expect(statuses).toContain(429);
    for (let i = 0; i < 10; i++) {
      for (const path of ['/api/v1/health', '/api/v1/ready', '/API/V1/HEALTH/']) {
        const response = await request(t.url).get(path);
        expect(response.status).not.toBe(429);
        expect(response.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
    const health = await client(t.url, a.key).get('/api/v1/health').expect(200);
    expect(health.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('applies the account override from accounts.rate_limit_requests', async () => {
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    try {
      await prisma.account.update({
        where: { id: b.accountId },
        data: { rateLimitRequests: 5, rateLimitWindowSeconds: 10 },
      });
    } finally {
      await prisma.$disconnect();
    }
    const response = await client(t.url, b.key).get('/api/v1/users').expect(200);
    expect(response.headers['x-ratelimit-limit']).toBe('5');
    expect(response.headers['x-ratelimit-remaining']).toBe('4');
    expect(Number(response.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(10);
  });
});

describe('rate limit disabled (FAKTURA_RATE_LIMIT=0)', () => {
  let t: TestApp;
  let a: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({ rateLimitRequests: 0 });
    a = await createTestAccount(t.db.url);
  });

  afterAll(() => t.close());

  it('never answers 429 and sends no rate limit headers', async () => {
    for (let i = 0; i < 30; i++) {
      const response = await client(t.url, a.key).get('/api/v1/users').expect(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });
});
