import { randomUUID } from 'node:crypto';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { waitUntil } from '@faktura/test-support';
import { bodyHash } from '../src/platform/http/idempotency/idempotency-request';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const BLOCK_LOCK = 4242;

/**
 * An attempt under an Idempotency-Key holds a lease; a retry takes over one whose process died
 * (lease passed) unless its write committed, which the write's transaction notes in the record;
 * an attempt that lost its record to another cannot commit a write. Dead attempts are records as
 * a killed process leaves them.
 */
describe('Idempotency-Key after a process died', () => {
  let t: TestApp;
  let account: TestAccount;
  let prisma: PrismaClient;

  beforeAll(async () => {
    t = await startTestApp({ idempotencyLeaseMs: 1000 });
    account = await createTestAccount(t.db.url, 'Lease');
    prisma = createPrismaClient(t.db.url, { max: 3 });
    // Inserts of users named blocked-* wait for the test's advisory lock: a request held
    // between its write and its commit, for as long as the test wants.
    await prisma.$executeRawUnsafe(`
      CREATE FUNCTION test_block_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.email LIKE 'blocked-%' THEN PERFORM pg_advisory_xact_lock(${BLOCK_LOCK}); END IF;
        RETURN NEW;
      END $$`);
    await prisma.$executeRawUnsafe(`
      CREATE TRIGGER test_block_user BEFORE INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION test_block_user()`);
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  const user = (prefix = 'ida') => ({
    firstname: 'Ida',
    lastname: 'Empotent',
    email: `${prefix}-${randomUUID()}@example.com`,
  });
  const post = (key: string, body: object) =>
    client(t.url, account.key).post('/api/v1/users', body).set('Idempotency-Key', key);
  const usersWithEmail = (email: string) => prisma.user.count({ where: { email } });
  const recordOf = (key: string) =>
    prisma.idempotencyRecord.findFirstOrThrow({ where: { accountId: account.accountId, key } });

  /** The record a process leaves when it dies while running the request. */
  const deadAttempt = (key: string, body: object, writeCommitted: boolean) =>
    prisma.idempotencyRecord.create({
      data: {
        accountId: account.accountId,
        key,
        requestMethod: 'POST',
        requestPath: '/api/v1/users',
        requestHash: bodyHash(Buffer.from(JSON.stringify(body))),
        leaseOwner: randomUUID(),
        lockedUntil: new Date(Date.now() - 1000),
        writeCommitted,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });

  it('notes the write in the record and ends the lease with the answer', async () => {
    await post('noted-1', user()).expect(200);
    const record = await recordOf('noted-1');
    expect(record).toMatchObject({
      writeCommitted: true,
      leaseOwner: null,
      lockedUntil: null,
      responseStatus: 200,
    });
  });

  it('notes a write made outside a transaction before it runs', async () => {
    // A web hook is one INSERT, not a transaction.
    await client(t.url, account.key)
      .post('/api/v1/account/web_hooks', {
        target: 'Invoice',
        event: 'create',
        hook: 'https://example.com/hooks/lease',
      })
      .set('Idempotency-Key', 'noted-2')
      .expect(200);
    expect(await recordOf('noted-2')).toMatchObject({ writeCommitted: true, responseStatus: 200 });
  });

  it('takes over an attempt that died before its write committed, and runs it once', async () => {
    const body = user();
    await deadAttempt('died-before-1', body, false);
    const response = await post('died-before-1', body).expect(200);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(await usersWithEmail(body.email)).toBe(1);
    const replay = await post('died-before-1', body).expect(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(response.body);
    expect(await usersWithEmail(body.email)).toBe(1);
  });

  it('never runs again an attempt that died after its write committed', async () => {
    const body = user();
    await deadAttempt('died-after-1', body, true);
    const response = await post('died-after-1', body).expect(409);
    expect(response.body.message).toMatch(/stopped before answering/);
    expect(await usersWithEmail(body.email)).toBe(0);
  });

  it('lets an attempt that lost its record to another commit nothing', async () => {
    const body = user('blocked');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The test's transaction holds the lock the insert waits for until `release`.
    const holding = prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${BLOCK_LOCK})`;
        await released;
      },
      { timeout: 120_000 },
    );
    // The lock is held before the request is sent.
    await waitUntil(
      async () => {
        const rows = await prisma.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted`;
        return rows[0]!.n > 0;
      },
      30_000,
      'the test holds the lock',
    );
    const answer = post('lost-1', body).then((response) => response);
    await waitUntil(
      async () => {
        const rows = await prisma.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`;
        return rows[0]!.n > 0;
      },
      30_000,
      'the request waits in its insert',
    );
    // Another attempt takes the record over (as a retry would after a missed renewal).
    await prisma.idempotencyRecord.updateMany({
      where: { accountId: account.accountId, key: 'lost-1' },
      data: { leaseOwner: randomUUID() },
    });
    release();
    await holding;
    const response = await answer;
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/took the request over/);
    expect(await usersWithEmail(body.email)).toBe(0);
  });
});
