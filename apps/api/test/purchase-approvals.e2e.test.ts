import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { generateApiKey } from '../src/platform/auth/api-key.crypto';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

interface Approval {
  id: number;
  user: { id: number; firstname: string; lastname: string } | null;
  state: string;
  comment: string | null;
  decided_at: string | null;
}
interface Approvals {
  approval_status: string;
  approvals: Approval[];
}
/** A user of an account with a full-access key of its own. */
interface Approver {
  id: number;
  key: string;
}

describe('/api/v1/purchases/{id}/approvals', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let anna: Approver;
  let ben: Approver;
  let carla: Approver;
  let sequence = 0;

  const path = (purchaseId: number | string) => `/api/v1/purchases/${purchaseId}/approvals`;
  const as = (who: { key: string }) => client(t.url, who.key);
  const states = (body: Approvals) => body.approvals.map((approval) => approval.state);

  /** A purchase inserted straight into the database: this feature only needs it to exist. */
  const purchase = async (account: TestAccount = a): Promise<number> => {
    sequence += 1;
    const row = await prisma.purchase.create({
      data: {
        accountId: account.accountId,
        identifier: `E26${String(sequence).padStart(4, '0')}`,
        title: 'Office chairs',
        date: new Date('2026-03-10'),
        paymentMethod: 'bank_transfer',
        currency: 'CHF',
      },
    });
    return row.id;
  };

  /** A further user of the account with a full-access key. */
  const approver = async (
    account: TestAccount,
    firstname: string,
    active = true,
  ): Promise<Approver> => {
    const user = await prisma.user.create({
      data: {
        accountId: account.accountId,
        firstname,
        lastname: 'Muster',
        email: `${firstname.toLowerCase()}-${account.accountId}@example.com`,
        active,
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

  const ask = async (purchaseId: number, userIds: number[], comment?: string): Promise<Approvals> =>
    (await as(a).post(path(purchaseId), { user_ids: userIds, comment }).expect(200)).body;
  const decide = async (
    who: Approver,
    purchaseId: number,
    approvalId: number,
    decision: 'approve' | 'deny',
    body: object = {},
  ): Promise<Approvals> =>
    (
      await as(who)
        .put(`${path(purchaseId)}/${approvalId}/${decision}`, body)
        .expect(200)
    ).body;
  const approvalOf = (body: Approvals, user: Approver) => {
    const found = body.approvals.filter((approval) => approval.user?.id === user.id);
    return found[found.length - 1];
  };
  const requestCount = (purchaseId: number) =>
    prisma.purchaseApprovalRequest.count({ where: { purchaseId } });
  const backdate = (purchaseId: number) =>
    prisma.purchase.update({ where: { id: purchaseId }, data: { updatedAt: LONG_AGO } });
  const updatedAt = async (purchaseId: number) =>
    (await prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).updatedAt;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    anna = await approver(a, 'Anna');
    ben = await approver(a, 'Ben');
    carla = await approver(a, 'Carla');
  });

  // Dropping the scratch database can take longer than 5 s on a busy machine.
  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('access', () => {
    it('answers 401 without a key on every route', async () => {
      const id = await purchase();
      for (const call of [
        request(t.url).get(path(id)),
        request(t.url)
          .post(path(id))
          .send({ user_ids: [anna.id] }),
        request(t.url)
          .put(`${path(id)}/1/approve`)
          .send({}),
        request(t.url)
          .put(`${path(id)}/1/deny`)
          .send({}),
      ]) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write, changing nothing', async () => {
      const id = await purchase();
      const asked = await ask(id, [a.userId]);
      const approvalId = asked.approvals[0].id;
      const readOnly = client(t.url, a.readOnlyKey);
      expect((await readOnly.get(path(id)).expect(200)).body).toEqual(asked.approvals);
      for (const call of [
        readOnly.post(path(id), { user_ids: [anna.id] }),
        readOnly.put(`${path(id)}/${approvalId}/approve`, {}),
        readOnly.put(`${path(id)}/${approvalId}/deny`, {}),
      ]) {
        const response = await call.expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      expect((await as(a).get(path(id)).expect(200)).body).toEqual(asked.approvals);
    });

    it('answers 403 when someone else than the approver decides, changing nothing', async () => {
      const id = await purchase();
      const asked = await ask(id, [anna.id]);
      const approvalId = asked.approvals[0].id;
      for (const who of [a, ben]) {
        for (const decision of ['approve', 'deny']) {
          const response = await as(who)
            .put(`${path(id)}/${approvalId}/${decision}`, { comment: 'Not mine' })
            .expect(403);
          expect(response.body).toEqual({ errors: ['Access denied'] });
        }
      }
      expect((await as(a).get(path(id)).expect(200)).body).toEqual(asked.approvals);
      expect((await decide(anna, id, approvalId, 'approve')).approval_status).toBe('approved');
    });
  });

  describe('tenancy', () => {
    it("answers 404 for another account's purchase on every route, as for a missing one", async () => {
      const foreign = await purchase(b);
      const foreignApproval = (
        await as(b)
          .post(path(foreign), { user_ids: [b.userId] })
          .expect(200)
      ).body.approvals[0].id;
      const missing = await as(a).get(path(99_999_999)).expect(404);
      expect(missing.body).toEqual({ message: 'Not found' });
      for (const id of [foreign, 99_999_999, 'abc']) {
        for (const call of [
          as(a).get(path(id)),
          as(a).post(path(id), { user_ids: [a.userId] }),
          as(a).put(`${path(id)}/${foreignApproval}/approve`, {}),
          as(a).put(`${path(id)}/${foreignApproval}/deny`, {}),
        ]) {
          const response = await call.expect(404);
          expect(response.body).toEqual(missing.body);
        }
      }
      const own = (await as(b).get(path(foreign)).expect(200)).body as Approval[];
      expect(own.map((approval) => approval.state)).toEqual(['pending']);
    });

    it("answers 404 for another account's approval or another purchase's on an own purchase", async () => {
      const foreign = await purchase(b);
      const foreignApproval = (
        await as(b)
          .post(path(foreign), { user_ids: [b.userId] })
          .expect(200)
      ).body.approvals[0].id;
      const own = await purchase();
      const other = await purchase();
      const otherApproval = (await ask(other, [a.userId])).approvals[0].id;
      await ask(own, [a.userId]);
      for (const approvalId of [foreignApproval, otherApproval, 99_999_999, 'abc']) {
        for (const decision of ['approve', 'deny']) {
          const response = await as(a).put(`${path(own)}/${approvalId}/${decision}`, {});
          expect([approvalId, decision, response.status]).toEqual([approvalId, decision, 404]);
          expect(response.body).toEqual({ message: 'Not found' });
        }
      }
      const foreignList = (await as(b).get(path(foreign)).expect(200)).body as Approval[];
      expect(foreignList.map((approval) => approval.state)).toEqual(['pending']);
      expect((await as(a).get(path(other)).expect(200)).body[0].state).toBe('pending');
    });

    it("refuses another account's user exactly like a missing one", async () => {
      const id = await purchase();
      const answers = [];
      for (const userId of [b.userId, 99_999_999]) {
        answers.push(
          (
            await as(a)
              .post(path(id), { user_ids: [anna.id, userId] })
              .expect(422)
          ).body,
        );
      }
      expect(answers[0]).toEqual({ errors: { 'user_ids[1]': ['does not exist'] } });
      expect(answers[1]).toEqual(answers[0]);
      expect(await requestCount(id)).toBe(0);
    });
  });

  describe('GET', () => {
    it('lists the requests of the purchase, oldest first; none at first', async () => {
      const id = await purchase();
      expect((await as(a).get(path(id)).expect(200)).body).toEqual([]);
      const asked = await ask(id, [ben.id, anna.id]);
      const listed = (await as(a).get(path(id)).expect(200)).body as Approval[];
      expect(listed).toEqual(asked.approvals);
      expect(listed.map((approval) => approval.user?.id)).toEqual([ben.id, anna.id]);
    });
  });

  describe('POST', () => {
    it('answers 200 with the approval status and every request of the purchase', async () => {
      const id = await purchase();
      const response = await as(a)
        .post(path(id), { user_ids: [anna.id], comment: 'Please check' })
        .expect(200);
      expect(response.body).toEqual({
        approval_status: 'pending',
        approvals: [
          {
            id: expect.any(Number),
            user: { id: anna.id, firstname: 'Anna', lastname: 'Muster' },
            state: 'pending',
            comment: 'Please check',
            decided_at: null,
            created_at: expect.stringMatching(TIMESTAMP),
            updated_at: expect.stringMatching(TIMESTAMP),
          },
        ],
      });
    });

    it('asks each user once: duplicates and users with a pending request get no second one', async () => {
      const id = await purchase();
      const first = await ask(id, [anna.id, anna.id]);
      expect(first.approvals.map((approval) => approval.user?.id)).toEqual([anna.id]);
      await backdate(id);
      const second = await ask(id, [anna.id]);
      expect(second).toEqual(first);
      expect(await updatedAt(id)).toEqual(LONG_AGO);
      const third = await ask(id, [ben.id, anna.id], 'Ben too');
      expect(third.approvals.map((approval) => [approval.user?.id, approval.comment])).toEqual([
        [anna.id, null],
        [ben.id, 'Ben too'],
      ]);
    });

    it('creates one pending request per user when the same request arrives concurrently', async () => {
      const id = await purchase();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => as(a).post(path(id), { user_ids: [carla.id] })),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await requestCount(id)).toBe(1);
    });

    it('answers 422 naming the field for a missing, empty or malformed user list', async () => {
      const id = await purchase();
      for (const body of [
        {},
        { user_ids: [] },
        { user_ids: 'all' },
        { user_ids: [anna.id, 'x'] },
        { user_ids: [0] },
        { user_ids: [1.5] },
      ]) {
        const response = await as(a).post(path(id), body).expect(422);
        expect([body, Object.keys(response.body.errors)]).toEqual([body, ['user_ids']]);
      }
      const response = await as(a)
        .post(path(id), { user_ids: [anna.id], comment: 7 })
        .expect(422);
      expect(Object.keys(response.body.errors)).toEqual(['comment']);
      expect(await requestCount(id)).toBe(0);
    });

    it('names the index of every unknown or inactive user and asks nobody', async () => {
      const id = await purchase();
      const retired = await approver(a, 'Retired', false);
      const response = await as(a)
        .post(path(id), { user_ids: [anna.id, 99_999_999, retired.id] })
        .expect(422);
      expect(response.body).toEqual({
        errors: { 'user_ids[1]': ['does not exist'], 'user_ids[2]': ['is not active'] },
      });
      expect(await requestCount(id)).toBe(0);
    });
  });

  describe('approval_status', () => {
    it('moves none -> pending -> approved once every request is approved', async () => {
      const id = await purchase();
      expect((await as(a).get(path(id)).expect(200)).body).toEqual([]);
      const asked = await ask(id, [anna.id, ben.id]);
      expect(asked.approval_status).toBe('pending');
      // No body at all: the comment is optional.
      const afterAnna = (
        await as(anna)
          .put(`${path(id)}/${approvalOf(asked, anna).id}/approve`)
          .expect(200)
      ).body as Approvals;
      expect(afterAnna.approval_status).toBe('pending');
      expect(states(afterAnna)).toEqual(['approved', 'pending']);
      const afterBen = await decide(ben, id, approvalOf(asked, ben).id, 'approve');
      expect(afterBen.approval_status).toBe('approved');
      expect(states(afterBen)).toEqual(['approved', 'approved']);
      expect(approvalOf(afterBen, ben).decided_at).toMatch(TIMESTAMP);
    });

    it('stays pending after a denial while others are pending, then becomes denied', async () => {
      const id = await purchase();
      const asked = await ask(id, [anna.id, ben.id, carla.id]);
      const denied = await decide(anna, id, approvalOf(asked, anna).id, 'deny');
      expect(denied.approval_status).toBe('pending');
      const approved = await decide(ben, id, approvalOf(asked, ben).id, 'approve');
      expect(approved.approval_status).toBe('pending');
      const last = await decide(carla, id, approvalOf(asked, carla).id, 'approve');
      expect(last.approval_status).toBe('denied');
      expect(states(last)).toEqual(['denied', 'approved', 'approved']);
    });

    it('goes back to pending when approval is asked again, keeping the earlier answers', async () => {
      const id = await purchase();
      const first = await ask(id, [anna.id]);
      const approved = await decide(anna, id, first.approvals[0].id, 'approve');
      expect(approved.approval_status).toBe('approved');
      const again = await ask(id, [anna.id]);
      expect(again.approval_status).toBe('pending');
      expect(states(again)).toEqual(['approved', 'pending']);
      const reapproved = await decide(anna, id, again.approvals[1].id, 'approve');
      expect(reapproved.approval_status).toBe('approved');
    });

    it('counts every request ever made: an earlier denial keeps a re-approved purchase denied', async () => {
      const id = await purchase();
      const first = await ask(id, [ben.id]);
      expect((await decide(ben, id, first.approvals[0].id, 'deny')).approval_status).toBe('denied');
      const again = await ask(id, [ben.id]);
      expect(again.approval_status).toBe('pending');
      const approved = await decide(ben, id, again.approvals[1].id, 'approve');
      expect(states(approved)).toEqual(['denied', 'approved']);
      expect(approved.approval_status).toBe('denied');
    });
  });

  describe('PUT approve and deny', () => {
    it('records the decision with its time; a comment replaces the request comment', async () => {
      const id = await purchase();
      const asked = await ask(id, [anna.id, ben.id], 'Please check');
      const approved = await decide(anna, id, approvalOf(asked, anna).id, 'approve', {
        comment: 'Fine',
      });
      expect(approvalOf(approved, anna)).toMatchObject({
        state: 'approved',
        comment: 'Fine',
        decided_at: expect.stringMatching(TIMESTAMP),
      });
      const denied = await decide(ben, id, approvalOf(asked, ben).id, 'deny');
      expect(approvalOf(denied, ben)).toMatchObject({ state: 'denied', comment: 'Please check' });
      const listed = (await as(a).get(path(id)).expect(200)).body;
      expect(listed).toEqual(denied.approvals);
    });

    it('clears the comment with null or an empty string and refuses a non-string', async () => {
      const id = await purchase();
      const asked = await ask(id, [anna.id, ben.id], 'Please check');
      const refused = await as(anna)
        .put(`${path(id)}/${approvalOf(asked, anna).id}/approve`, { comment: ['x'] })
        .expect(422);
      expect(Object.keys(refused.body.errors)).toEqual(['comment']);
      const cleared = await decide(anna, id, approvalOf(asked, anna).id, 'approve', {
        comment: null,
      });
      expect(approvalOf(cleared, anna).comment).toBeNull();
      const blank = await decide(ben, id, approvalOf(asked, ben).id, 'deny', { comment: '' });
      expect(approvalOf(blank, ben).comment).toBeNull();
    });

    it('answers 422 for a request that was already decided, changing nothing', async () => {
      const id = await purchase();
      const asked = await ask(id, [anna.id, ben.id]);
      const annaId = approvalOf(asked, anna).id;
      const benId = approvalOf(asked, ben).id;
      await decide(anna, id, annaId, 'approve');
      const decided = await decide(ben, id, benId, 'deny', { comment: 'Too expensive' });
      await backdate(id);
      for (const [who, approvalId] of [
        [anna, annaId],
        [ben, benId],
      ] as const) {
        for (const decision of ['approve', 'deny']) {
          const response = await as(who)
            .put(`${path(id)}/${approvalId}/${decision}`, { comment: 'Changed my mind' })
            .expect(422);
          expect(response.body).toEqual({
            errors: ['Only a pending approval request can be decided'],
          });
        }
      }
      expect((await as(a).get(path(id)).expect(200)).body).toEqual(decided.approvals);
      expect(await updatedAt(id)).toEqual(LONG_AGO);
    });

    it('shows a removed approver as null; nobody can decide that request any more', async () => {
      const id = await purchase();
      const leaving = await approver(a, 'Leaving');
      const asked = await ask(id, [leaving.id]);
      await prisma.user.delete({ where: { id: leaving.id } });
      const listed = (await as(a).get(path(id)).expect(200)).body as Approval[];
      expect(listed).toEqual([{ ...asked.approvals[0], user: null }]);
      await as(a)
        .put(`${path(id)}/${listed[0].id}/approve`, {})
        .expect(403);
      await as(leaving)
        .put(`${path(id)}/${listed[0].id}/approve`, {})
        .expect(401);
    });
  });

  describe("the purchase's updated_at", () => {
    it('is bumped by every request and every decision', async () => {
      const id = await purchase();
      await backdate(id);
      const asked = await ask(id, [anna.id, ben.id]);
      expect((await updatedAt(id)) > LONG_AGO).toBe(true);
      await backdate(id);
      await decide(anna, id, approvalOf(asked, anna).id, 'approve');
      expect((await updatedAt(id)) > LONG_AGO).toBe(true);
      await backdate(id);
      await decide(ben, id, approvalOf(asked, ben).id, 'deny');
      expect((await updatedAt(id)) > LONG_AGO).toBe(true);
    });
  });
});
