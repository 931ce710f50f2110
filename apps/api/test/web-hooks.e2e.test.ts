import request from 'supertest';
import { createPrismaClient, type PrismaClient, webhookDrainKey } from '@faktura/db';
import { expectPaging } from './support/list-checks';
import { expectForeignRecordHidden } from './support/tenancy-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/account/web_hooks';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const RECORD_KEYS = [
  'id',
  'target',
  'event',
  'hook',
  'disabled',
  'disabled_at',
  'created_at',
  'updated_at',
];

const ids = (body: { id: number }[]) => body.map((row) => row.id);

describe('/api/v1/account/web_hooks', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let sequence = 0;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const body = (overrides: object = {}) => ({
    target: 'Invoice',
    event: 'create',
    hook: `https://example.com/hooks/${++sequence}`,
    ...overrides,
  });
  /** A new hook's record, without the secret only the create answer shows. */
  const create = async (overrides: object = {}, account: TestAccount = a) => {
    const response = await api(account).post(PATH, body(overrides)).expect(200);
    const { secret: _secret, ...record } = response.body as { id: number; secret: string };
    return record as Record<string, unknown> & { id: number };
  };
  const stored = (id: number) => prisma.webhookSubscription.findUniqueOrThrow({ where: { id } });

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('access', () => {
    it('answers 401 without a key on every route', async () => {
      for (const call of [
        request(t.url).get(PATH),
        request(t.url).post(PATH).send(body()),
        request(t.url).get(`${PATH}/1`),
        request(t.url).put(`${PATH}/1`).send({ hook: 'https://example.com' }),
        request(t.url).patch(`${PATH}/1`).send({ hook: 'https://example.com' }),
        request(t.url).put(`${PATH}/1/disable`),
        request(t.url).put(`${PATH}/1/enable`),
        request(t.url).delete(`${PATH}/1`),
        request(t.url).get(`${PATH}/1/deliveries`),
        request(t.url).post(`${PATH}/1/deliveries/1/redeliver`),
      ]) {
        expect((await call.expect(401)).body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write', async () => {
      const hook = await create();
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get(PATH).expect(200);
      await readOnly.get(`${PATH}/${hook.id}`).expect(200);
      await readOnly.get(`${PATH}/${hook.id}/deliveries`).expect(200);
      for (const call of [
        readOnly.post(PATH, body()),
        readOnly.put(`${PATH}/${hook.id}`, { hook: 'https://example.com/x' }),
        readOnly.patch(`${PATH}/${hook.id}`, { hook: 'https://example.com/x' }),
        readOnly.put(`${PATH}/${hook.id}/disable`),
        readOnly.put(`${PATH}/${hook.id}/enable`),
        readOnly.delete(`${PATH}/${hook.id}`),
        readOnly.post(`${PATH}/${hook.id}/deliveries/1/redeliver`),
      ]) {
        expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
      }
      expect((await api().get(`${PATH}/${hook.id}`).expect(200)).body).toEqual(hook);
    });

    it("answers another account's hook exactly like a missing one, on every route", async () => {
      const theirs = await create({ hook: 'https://beta.example.com/hook' }, b);
      const before = await stored(theirs.id);
      await expectForeignRecordHidden(api(), api(b), PATH, theirs, {
        body: { hook: 'https://attacker.example.com/' },
        field: 'hook',
      });
      const missing = await api().get(`${PATH}/99999999`).expect(404);
      for (const call of [
        api().patch(`${PATH}/${theirs.id}`, { hook: 'https://attacker.example.com/' }),
        api().put(`${PATH}/${theirs.id}/disable`),
        api().put(`${PATH}/${theirs.id}/enable`),
      ]) {
        expect((await call.expect(404)).body).toEqual(missing.body);
      }
      expect(await stored(theirs.id)).toEqual(before);
    });
  });

  describe('create and read', () => {
    it('answers 200 with the record and its secret, which no other answer shows', async () => {
      const response = await api()
        .post(PATH, body({ target: 'Invoice::Payment' }))
        .expect(200);
      const { secret, ...record } = response.body as Record<string, unknown>;
      expect(Object.keys(record)).toEqual(RECORD_KEYS);
      expect(record).toEqual({
        id: expect.any(Number),
        target: 'Invoice::Payment',
        event: 'create',
        hook: `https://example.com/hooks/${sequence}`,
        disabled: false,
        disabled_at: null,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect(secret).toMatch(/^[0-9a-f]{32}$/);
      expect((await stored(record.id as number)).secret).toBe(secret);
      const shown = await api()
        .get(`${PATH}/${record.id as number}`)
        .expect(200);
      expect(shown.body).toEqual(record);
      const listed = await api()
        .get(`${PATH}?ids=${record.id as number}`)
        .expect(200);
      expect(listed.body).toEqual([record]);
      expect(JSON.stringify([shown.body, listed.body])).not.toContain(secret as string);
      const other = (await api().post(PATH, body()).expect(200)).body as { secret: string };
      expect(other.secret).toMatch(/^[0-9a-f]{32}$/);
      expect(other.secret).not.toBe(secret);
    });

    it('takes every target and event of the design', async () => {
      const targets = ['Offer', 'InvoiceReminder', 'Purchase::Payment', 'Activity', 'Expense'];
      for (const target of targets) {
        for (const event of ['create', 'update', 'delete']) {
          const hook = await create({ target, event });
          expect([hook.target, hook.event]).toEqual([target, event]);
        }
      }
    });

    it('answers 422 naming target, event and hook, never echoing values', async () => {
      const missing = await api().post(PATH, {}).expect(422);
      expect(Object.keys(missing.body.errors as object).sort()).toEqual([
        'event',
        'hook',
        'target',
      ]);
      const cases: [object, string][] = [
        [{ target: 'Invoice::Approval' }, 'target'],
        [{ target: 'invoice' }, 'target'],
        [{ event: 'archive' }, 'event'],
        [{ event: null }, 'event'],
        [{ hook: 'ftp://example.com/hooks' }, 'hook'],
        [{ hook: 'not a url' }, 'hook'],
        [{ hook: 'example.com/hooks' }, 'hook'],
        [{ hook: 'https:example.com/hooks' }, 'hook'],
        [{ hook: 'https://user:secret@example.com/hooks' }, 'hook'],
        [{ hook: 'https://token@example.com/hooks' }, 'hook'],
        [{ hook: 'https://example.com/a b' }, 'hook'],
        [{ hook: `https://example.com/${'x'.repeat(2030)}` }, 'hook'],
        [{ hook: 42 }, 'hook'],
        [{ hook: '' }, 'hook'],
      ];
      for (const [overrides, field] of cases) {
        const response = await api().post(PATH, body(overrides)).expect(422);
        expect([overrides, Object.keys(response.body.errors as object)]).toEqual([
          overrides,
          [field],
        ]);
        expect(JSON.stringify(response.body)).not.toContain('secret@');
      }
      const longest = `https://example.com/${'x'.repeat(2048 - 20)}`;
      expect(longest).toHaveLength(2048);
      await api()
        .post(PATH, body({ hook: longest }))
        .expect(200);
      await api()
        .post(PATH, body({ hook: 'http://127.0.0.1:8080/hook?x=1' }))
        .expect(200);
    });
  });

  describe('update', () => {
    it.each(['put', 'patch'] as const)(
      '%s changes only hook and ignores other keys',
      async (method) => {
        const hook = await create({ target: 'Deal', event: 'update' });
        const before = await stored(hook.id);
        const response = await api()
          [method](`${PATH}/${hook.id}`, {
            hook: 'https://example.com/moved',
            target: 'Offer',
            event: 'delete',
            disabled: true,
            secret: '0'.repeat(32),
            id: 1,
          })
          .expect(200);
        expect(response.body).toEqual({
          ...hook,
          hook: 'https://example.com/moved',
          updated_at: expect.stringMatching(TIMESTAMP),
        });
        const after = await stored(hook.id);
        expect(after).toEqual({
          ...before,
          hook: 'https://example.com/moved',
          updatedAt: after.updatedAt,
        });
        expect((await api().get(`${PATH}/${hook.id}`).expect(200)).body).toEqual(response.body);
      },
    );

    it("starts a new URL without the old one's failures and pause, and sends what waited", async () => {
      const hook = await create({ target: 'Deal', event: 'create' });
      const paused = { consecutiveFailures: 12, pausedUntil: new Date(Date.now() + 3_600_000) };
      await prisma.webhookSubscription.update({ where: { id: hook.id }, data: paused });
      await api().put(`${PATH}/${hook.id}`, { hook: hook.hook }).expect(200);
      expect(await stored(hook.id)).toMatchObject(paused);
      expect(await prisma.job.count({ where: { dedupeKey: `hook:${hook.id}` } })).toBe(0);

      await api().put(`${PATH}/${hook.id}`, { hook: 'https://example.com/fixed' }).expect(200);
      expect(await stored(hook.id)).toMatchObject({ consecutiveFailures: 0, pausedUntil: null });
      const drain = await prisma.job.findFirstOrThrow({ where: { dedupeKey: `hook:${hook.id}` } });
      expect(drain).toMatchObject({ type: 'webhooks.deliver', status: 'queued' });
    });

    it('requires a valid hook', async () => {
      const hook = await create();
      for (const change of [
        {},
        { target: 'Offer' },
        { hook: 'ftp://example.com' },
        { hook: null },
      ]) {
        const response = await api().put(`${PATH}/${hook.id}`, change).expect(422);
        expect(Object.keys(response.body.errors as object)).toEqual(['hook']);
      }
      expect((await stored(hook.id)).hook).toBe(hook.hook);
    });
  });

  describe('disable and enable', () => {
    it('disables once, keeping disabled_at on a second disable', async () => {
      const hook = await create();
      const disabled = (await api().put(`${PATH}/${hook.id}/disable`).expect(200)).body;
      expect(disabled).toEqual({
        ...hook,
        disabled: true,
        disabled_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const row = await stored(hook.id);
      const again = await api().put(`${PATH}/${hook.id}/disable`).expect(200);
      expect(again.body).toEqual(disabled);
      expect(await stored(hook.id)).toEqual(row);
      const patched = await api().patch(`${PATH}/${hook.id}/disable`).expect(200);
      expect(patched.body).toEqual(disabled);
    });

    it('enables with a clean slate and queues the drain; enabling again changes nothing', async () => {
      const hook = await create();
      await api().put(`${PATH}/${hook.id}/disable`).expect(200);
      await prisma.webhookSubscription.update({
        where: { id: hook.id },
        data: { consecutiveFailures: 500, pausedUntil: new Date(Date.now() + 3_600_000) },
      });
      const drains = () =>
        prisma.job.findMany({
          where: { type: 'webhooks.deliver', dedupeKey: webhookDrainKey(hook.id) },
        });
      expect(await drains()).toEqual([]);
      const enabled = await api().put(`${PATH}/${hook.id}/enable`).expect(200);
      expect(enabled.body).toEqual({
        ...hook,
        disabled: false,
        disabled_at: null,
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect(await stored(hook.id)).toMatchObject({
        disabled: false,
        disabledAt: null,
        consecutiveFailures: 0,
        pausedUntil: null,
      });
      const [drain] = await drains();
      expect(drain).toMatchObject({
        accountId: a.accountId,
        status: 'queued',
        payload: { subscriptionId: hook.id },
      });
      await prisma.job.deleteMany({ where: { id: drain.id } });
      const row = await stored(hook.id);
      await api().put(`${PATH}/${hook.id}/enable`).expect(200);
      await api().patch(`${PATH}/${hook.id}/enable`).expect(200);
      expect(await stored(hook.id)).toEqual(row);
      expect(await drains()).toEqual([]);
    });
  });

  describe('delete', () => {
    it('answers 204 with an empty body and takes the deliveries with it', async () => {
      const hook = await create();
      const delivery = await prisma.webhookDelivery.create({
        data: {
          accountId: a.accountId,
          subscriptionId: hook.id,
          entityId: 1,
          payload: { id: 1 },
          attemptLog: {
            create: { accountId: a.accountId, attemptedAt: new Date(), durationMs: 5 },
          },
        },
      });
      const response = await api().delete(`${PATH}/${hook.id}`).expect(204);
      expect(response.text).toBe('');
      await api().get(`${PATH}/${hook.id}`).expect(404);
      await api().delete(`${PATH}/${hook.id}`).expect(404);
      expect(await prisma.webhookDelivery.count({ where: { id: delivery.id } })).toBe(0);
      expect(
        await prisma.webhookDeliveryAttempt.count({ where: { deliveryId: delivery.id } }),
      ).toBe(0);
    });
  });

  describe('list', () => {
    it('pages with X-Page, X-Per-Page, X-Total and Link headers', async () => {
      await expectPaging(
        () => api(),
        PATH,
        () => create(),
        'hook',
      );
    });

    it('filters by ids and updated_after, sorts with sort_by and rejects bad parameters', async () => {
      const first = await create();
      const second = await create();
      const both = await api().get(`${PATH}?ids=${first.id},,${second.id}`).expect(200);
      expect(ids(both.body)).toEqual([first.id, second.id]);
      const reversed = await api()
        .get(`${PATH}?ids=${first.id},${second.id}&sort_by=id desc`)
        .expect(200);
      expect(ids(reversed.body)).toEqual([second.id, first.id]);
      await prisma.webhookSubscription.update({
        where: { id: first.id },
        data: { updatedAt: new Date('2030-01-01T00:00:00Z') },
      });
      const recent = await api().get(`${PATH}?updated_after=2029-12-31T23:59:59Z`).expect(200);
      expect(ids(recent.body)).toEqual([first.id]);
      const bad = await api()
        .get(`${PATH}?ids=x&updated_after=yesterday&sort_by=secret&per_page=0`)
        .expect(422);
      expect(Object.keys(bad.body.errors as object).sort()).toEqual([
        'ids',
        'per_page',
        'sort_by',
        'updated_after',
      ]);
      const mine = await api().get(`${PATH}?per_page=1000`).expect(200);
      const theirs = await create({}, b);
      expect(ids(mine.body)).not.toContain(theirs.id);
      expect((await api(b).get(PATH).expect(200)).body).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ id: first.id })]),
      );
    });
  });
});
