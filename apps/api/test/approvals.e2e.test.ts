import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { generateApiKey } from '../src/platform/auth/api-key.crypto';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** A user of an account with a full-access key of its own. */
interface Approver {
  id: number;
  key: string;
}

describe('/api/v1/approvals', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let anna: Approver;
  let ben: Approver;
  let carla: Approver;
  let foreigner: Approver;
  let sequence = 0;

  const as = (who: { key: string }) => client(t.url, who.key);
  const approvalCount = (account: TestAccount = a) =>
    prisma.purchaseApprovalRequest.count({ where: { accountId: account.accountId } });

  const purchase = async (account: TestAccount = a): Promise<number> => {
    sequence += 1;
    const row = await prisma.purchase.create({
      data: {
        accountId: account.accountId,
        identifier: `E26${String(sequence).padStart(4, '0')}`,
        title: 'Server hosting',
        date: new Date('2026-03-20'),
        paymentMethod: 'bank_transfer',
        currency: 'CHF',
        netTotal: '500.00',
      },
    });
    return row.id;
  };

  const approver = async (account: TestAccount, firstname: string): Promise<Approver> => {
    const user = await prisma.user.create({
      data: {
        accountId: account.accountId,
        firstname,
        lastname: 'Muster',
        email: `${firstname.toLowerCase()}-${account.accountId}@example.com`,
      },
    });
    const key = generateApiKey();
    await prisma.apiKey.create({
      data: {
        accountId: account.accountId,
        userId: user.id,
        name: firstname,
        keyHash: key.hash,
        prefix: key.prefix,
      },
    });
    return { id: user.id, key: key.plain };
  };

  const create = async (body: object) =>
    (await as(a).post('/api/v1/approvals', body).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    anna = await approver(a, 'Anna');
    ben = await approver(a, 'Ben');
    carla = await approver(a, 'Carla');
    foreigner = await approver(b, 'Fritz');
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  it('creates an approval of a purchase and answers the reference record', async () => {
    const purchaseId = await purchase();
    const created = await create({
      target_type: 'purchase',
      target_id: purchaseId,
      approver_id: anna.id,
      approver2_id: ben.id,
      note: 'review pls',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      status: 'pending',
      target_type: 'purchase',
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
      decided_at: null,
      note: 'review pls',
      deny_note: null,
      creator: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
      approver: { id: anna.id, firstname: 'Anna', lastname: 'Muster' },
      approver2: { id: ben.id, firstname: 'Ben', lastname: 'Muster' },
      processed_by: null,
      target: {
        id: purchaseId,
        title: 'Server hosting',
        date: '2026-03-20',
        net_total: 500,
        currency: 'CHF',
      },
    });
    expect((await as(a).get(`/api/v1/approvals/${created.id}`).expect(200)).body).toEqual(created);
    // The same request under the purchase's own path family.
    const old = await as(a).get(`/api/v1/purchases/${purchaseId}/approvals`).expect(200);
    expect(old.body).toEqual([
      expect.objectContaining({ id: created.id, state: 'pending', comment: 'review pls' }),
    ]);
    const purchaseRecord = await as(a).get(`/api/v1/purchases/${purchaseId}`).expect(200);
    expect(purchaseRecord.body.approval_status).toBe('pending');
  });

  it('lets the second approver approve, records who did, and refuses a second answer', async () => {
    const purchaseId = await purchase();
    const created = await create({
      target_type: 'purchase',
      target_id: purchaseId,
      approver_id: anna.id,
      approver2_id: ben.id,
    });
    const outsider = await as(carla).post(`/api/v1/approvals/${created.id}/approve`).expect(403);
    expect(outsider.body).toEqual({ errors: ['Access denied'] });
    const approved = await as(ben).post(`/api/v1/approvals/${created.id}/approve`).expect(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      decided_at: expect.stringMatching(TIMESTAMP),
      processed_by: { id: ben.id, firstname: 'Ben', lastname: 'Muster' },
    });
    const again = await as(anna).post(`/api/v1/approvals/${created.id}/deny`).expect(422);
    expect(again.body).toEqual({ errors: ['Only a pending approval request can be decided'] });
    const purchaseRecord = await as(a).get(`/api/v1/purchases/${purchaseId}`).expect(200);
    expect(purchaseRecord.body.approval_status).toBe('approved');
  });

  it('denies with a note, kept apart from the request note', async () => {
    const purchaseId = await purchase();
    const created = await create({
      target_type: 'purchase',
      target_id: purchaseId,
      approver_id: anna.id,
      note: 'please',
    });
    const denied = await as(anna)
      .post(`/api/v1/approvals/${created.id}/deny`, { note: 'Wrong cost centre' })
      .expect(200);
    expect(denied.body).toMatchObject({
      status: 'denied',
      note: 'please',
      deny_note: 'Wrong cost centre',
      processed_by: { id: anna.id },
    });
    const tooLong = await as(anna)
      .post(`/api/v1/approvals/${created.id}/deny`, { note: 'x'.repeat(1_000_000) })
      .expect(422);
    expect(Object.keys(tooLong.body.errors)).toEqual(['note']);
  });

  it('answers 422 naming each bad field, and writes nothing', async () => {
    const purchaseId = await purchase();
    const theirs = await purchase(b);
    await create({ target_type: 'purchase', target_id: purchaseId, approver_id: carla.id });
    const before = await approvalCount();
    const cases: [object, string[]][] = [
      [{}, ['approver_id', 'target_id', 'target_type']],
      [{ target_type: 'offer', target_id: purchaseId, approver_id: anna.id }, ['target_type']],
      [{ target_type: 'invoice', target_id: purchaseId, approver_id: anna.id }, ['target_type']],
      [{ target_type: 'purchase', target_id: theirs, approver_id: anna.id }, ['target_id']],
      [{ target_type: 'purchase', target_id: 99999999, approver_id: anna.id }, ['target_id']],
      [
        { target_type: 'purchase', target_id: purchaseId, approver_id: foreigner.id },
        ['approver_id'],
      ],
      [
        {
          target_type: 'purchase',
          target_id: purchaseId,
          approver_id: anna.id,
          approver2_id: foreigner.id,
        },
        ['approver2_id'],
      ],
      [
        {
          target_type: 'purchase',
          target_id: purchaseId,
          approver_id: anna.id,
          approver2_id: anna.id,
        },
        ['approver2_id'],
      ],
      [{ target_type: 'purchase', target_id: purchaseId, approver_id: carla.id }, ['approver_id']],
      [
        {
          target_type: 'purchase',
          target_id: purchaseId,
          approver_id: anna.id,
          note: 'x'.repeat(100_000),
        },
        ['note'],
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await as(a).post('/api/v1/approvals', body).expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(fields);
    }
    expect(await approvalCount()).toBe(before);
  });

  it("answers another account's approval exactly like a missing one, on every route", async () => {
    const theirPurchase = await purchase(b);
    const theirs = (
      await as(b)
        .post('/api/v1/approvals', {
          target_type: 'purchase',
          target_id: theirPurchase,
          approver_id: foreigner.id,
        })
        .expect(200)
    ).body;
    const missing = await as(a).get('/api/v1/approvals/99999999').expect(404);
    expect(missing.body).toEqual({ message: 'Not found' });
    for (const call of [
      as(a).get(`/api/v1/approvals/${theirs.id}`),
      as(a).post(`/api/v1/approvals/${theirs.id}/approve`),
      as(a).post(`/api/v1/approvals/${theirs.id}/deny`, { note: 'no' }),
      as(a).delete(`/api/v1/approvals/${theirs.id}`),
    ])
      expect((await call.expect(404)).body).toEqual(missing.body);
    expect((await as(a).get(`/api/v1/approvals?ids=${theirs.id}`).expect(200)).body).toEqual([]);
    expect((await as(b).get(`/api/v1/approvals/${theirs.id}`).expect(200)).body).toEqual(theirs);
  });

  it('deletes an approval; the purchase approval status follows', async () => {
    const purchaseId = await purchase();
    const created = await create({
      target_type: 'purchase',
      target_id: purchaseId,
      approver_id: anna.id,
    });
    const deleted = await as(a).delete(`/api/v1/approvals/${created.id}`).expect(200);
    expect(deleted.body).toEqual(created);
    await as(a).get(`/api/v1/approvals/${created.id}`).expect(404);
    const purchaseRecord = await as(a).get(`/api/v1/purchases/${purchaseId}`).expect(200);
    expect(purchaseRecord.body.approval_status).toBe('none');
  });

  it('filters by type, approver, creator and status; pages; two statements', async () => {
    const purchaseId = await purchase();
    const mine = await create({
      target_type: 'purchase',
      target_id: purchaseId,
      approver_id: carla.id,
      approver2_id: ben.id,
    });
    const byCarla = (
      await as(carla)
        .post('/api/v1/approvals', {
          target_type: 'purchase',
          target_id: await purchase(),
          approver_id: anna.id,
        })
        .expect(200)
    ).body;
    const ids = (body: { id: number }[]) => body.map((row) => row.id);
    const get = async (query: string) =>
      ids((await as(a).get(`/api/v1/approvals?${query}`).expect(200)).body);
    expect(await get('type=invoice')).toEqual([]);
    expect(await get('type=purchase')).toContain(mine.id);
    expect(await get(`approver_user_id=${ben.id}`)).toContain(mine.id);
    expect(await get(`approver_user_id=${carla.id}`)).toContain(mine.id);
    expect(await get(`creator_user_id=${carla.id}`)).toEqual([byCarla.id]);
    const pending = await get('approval_status=pending');
    expect(pending).toContain(mine.id);
    expect(await get('approval_status=approved')).not.toContain(mine.id);
    for (const bad of ['type=offer', 'approval_status=maybe', 'approver_user_id=x'])
      await as(a).get(`/api/v1/approvals?${bad}`).expect(422);
    const page = await as(a).get('/api/v1/approvals?per_page=1').expect(200);
    expect(page.headers).toMatchObject({ 'x-page': '1', 'x-per-page': '1' });
    expect(Number(page.headers['x-total'])).toBeGreaterThan(1);
    const statements = t.statements!;
    for (const path of ['/api/v1/approvals', `/api/v1/approvals/${mine.id}`]) {
      await as(a).get(path).expect(200);
      statements.reset();
      await as(a).get(path).expect(200);
      expect(statements.texts.length).toBe(path.endsWith('approvals') ? 2 : 1);
    }
  });

  it('checks keys: 401 without one, 403 for writes with a read-only key', async () => {
    expect((await request(t.url).get('/api/v1/approvals').expect(401)).body).toEqual({
      message: 'Unauthorized',
    });
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get('/api/v1/approvals').expect(200);
    await readOnly
      .post('/api/v1/approvals', { target_type: 'purchase', target_id: 1, approver_id: 1 })
      .expect(403);
  });
});
