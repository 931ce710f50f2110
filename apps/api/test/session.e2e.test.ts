import { request as httpRequest } from 'node:http';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const PASSWORD = 'correct horse battery staple';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

describe('/api/v1/session and /api/v1/profile', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const log: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({}, { logDestination: { write: (line: string) => log.push(line) } });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 1 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  /** A user of account `a` with a password (and `body`'s other fields). */
  async function userWithPassword(body: object = {}) {
    const email = `login-${Math.random().toString(36).slice(2)}@example.com`;
    const user = (
      await client(t.url, a.key)
        .post('/api/v1/users', {
          firstname: 'Lena',
          lastname: 'Login',
          email,
          password: PASSWORD,
          ...body,
        })
        .expect(200)
    ).body as { id: number };
    return { ...user, email };
  }

  /** POST /session from the loopback address `from` (each test its own, for the throttle). */
  function login(body: object, from = '127.0.0.1'): Promise<Answer> {
    const { port } = new URL(t.url);
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          localAddress: from,
          method: 'POST',
          path: '/api/v1/session',
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  it('exchanges e-mail and password for a working API key, without an API key', async () => {
    const user = await userWithPassword();
    const answer = await login(
      { email: user.email.toUpperCase(), password: PASSWORD },
      '127.0.0.2',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ api_key: expect.stringMatching(/^fk_/), user_id: user.id });
    const key = answer.body.api_key as string;
    const session = await client(t.url, key).get('/api/v1/session').expect(200);
    const { uuid } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(session.body).toEqual({ id: user.id, uuid });
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await client(t.url, key).post('/api/v1/units', { name: 'Made by a session key' }).expect(200);
    // A new key on every login: the plain key of an earlier one is not stored to be shown again.
    const again = await login({ email: user.email, password: PASSWORD }, '127.0.0.2');
    expect(again.body.api_key).not.toBe(key);
    await client(t.url, key).get('/api/v1/session').expect(200);
  });

  it('answers GET /profile with the key’s user and its unit', async () => {
    const profile = await client(t.url, a.key).get('/api/v1/profile').expect(200);
    const [team] = (await client(t.url, a.key).get('/api/v1/units').expect(200)).body;
    const owner = await prisma.user.findUniqueOrThrow({ where: { id: a.userId } });
    expect(profile.body).toEqual({
      id: a.userId,
      email: owner.email,
      full_name: 'Owner Alpha',
      first_name: 'Owner',
      last_name: 'Alpha',
      active: true,
      external: false,
      avatar_url: null,
      unit: { id: team.id, name: 'Team' },
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const other = await client(t.url, b.key).get('/api/v1/profile').expect(200);
    expect(other.body.id).toBe(b.userId);
    expect((await client(t.url, b.key).get('/api/v1/session').expect(200)).body.id).toBe(b.userId);
  });

  it('answers 401 to GET /session and GET /profile without a valid key', async () => {
    for (const path of ['/api/v1/session', '/api/v1/profile']) {
      const missing = await request(t.url).get(path).expect(401);
      expect(missing.body).toEqual({ message: 'Unauthorized' });
      await request(t.url).get(path).set('Authorization', 'Token token=fk_unknown').expect(401);
    }
  });

  it('gives a read-only user a read-only key', async () => {
    const user = await userWithPassword({ role_id: 2 });
    const answer = await login({ email: user.email, password: PASSWORD }, '127.0.0.3');
    const key = answer.body.api_key as string;
    const stored = await prisma.apiKey.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.kind).toBe('read_only');
    await client(t.url, key).get('/api/v1/profile').expect(200);
    await client(t.url, key).post('/api/v1/units', { name: 'Nope' }).expect(403);
  });

  it('answers every wrong credential with the same 401, never saying which part was wrong', async () => {
    const user = await userWithPassword();
    const inactive = await userWithPassword({ active: false });
    const withoutPassword = await userWithPassword({ password: null });
    const answers = [
      await login({ email: user.email, password: 'wrong password!' }, '127.0.0.4'),
      await login({ email: 'nobody@example.com', password: PASSWORD }, '127.0.0.4'),
      await login({ email: inactive.email, password: PASSWORD }, '127.0.0.4'),
      await login({ email: withoutPassword.email, password: PASSWORD }, '127.0.0.4'),
      await login({ email: 'not an e-mail', password: PASSWORD }, '127.0.0.4'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthorized' });
    }
    expect(await prisma.apiKey.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers a missing field and a 1 MB password with 422 naming the field', async () => {
    const missing = await login({ password: PASSWORD }, '127.0.0.5');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors as object)).toEqual(['email']);
    const huge = await login(
      { email: 'a@example.com', password: 'x'.repeat(1_000_000) },
      '127.0.0.5',
    );
    expect(huge.status).toBe(422);
    expect(Object.keys(huge.body.errors as object)).toEqual(['password']);
  });

  it('allows 10 failed logins a minute per e-mail, then 429 with Retry-After, even for the right password', async () => {
    const user = await userWithPassword();
    // Each try from another address: only the e-mail's count adds up.
    for (let i = 0; i < 10; i++) {
      const answer = await login(
        { email: user.email, password: 'wrong password!' },
        `127.0.1.${i + 1}`,
      );
      expect(answer.status).toBe(401);
    }
    for (const password of ['wrong password!', PASSWORD]) {
      const answer = await login({ email: user.email, password }, '127.0.1.50');
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ message: 'Too many requests' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    const other = await userWithPassword();
    expect((await login({ email: other.email, password: PASSWORD }, '127.0.1.51')).status).toBe(
      200,
    );
  });

  it('allows 10 failed logins a minute per client address, then 429', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await login(
        { email: `guess-${i}@example.com`, password: 'guess' },
        '127.0.2.1',
      );
      expect(answer.status).toBe(401);
    }
    const user = await userWithPassword();
    const blocked = await login({ email: user.email, password: PASSWORD }, '127.0.2.1');
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login({ email: user.email, password: PASSWORD }, '127.0.2.2')).status).toBe(200);
  });

  it('does not count successful logins, and keeps the 20 newest session keys of a user', async () => {
    const user = await userWithPassword();
    const keys: string[] = [];
    for (let i = 0; i < 22; i++) {
      const answer = await login({ email: user.email, password: PASSWORD }, '127.0.3.1');
      expect(answer.status).toBe(200);
      keys.push(answer.body.api_key as string);
    }
    const active = await prisma.apiKey.count({ where: { userId: user.id, revokedAt: null } });
    expect(active).toBe(20);
    await client(t.url, keys[21]).get('/api/v1/session').expect(200);
    await client(t.url, keys[0]).get('/api/v1/session').expect(401);
  });

  it('never writes a key or a password into the log', async () => {
    const user = await userWithPassword();
    const answer = await login({ email: user.email, password: PASSWORD }, '127.0.4.1');
    await client(t.url, answer.body.api_key as string)
      .get('/api/v1/profile')
      .expect(200);
    await login({ email: user.email, password: 'another wrong one' }, '127.0.4.1');
    const text = log.join('\n');
    expect(text).toContain('/api/v1/session');
    expect(text).not.toContain(answer.body.api_key as string);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('another wrong one');
  });
});
