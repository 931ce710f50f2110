import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { Clock } from '../src/platform/clock';
import { generateApiKey } from '../src/platform/auth/api-key.crypto';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

interface Fixture {
  companyId: number;
  projectId: number;
  taskId: number;
}

/** Berlin (the accounts' time zone) is at 11:00 on 2026-12-05. */
const NOW = new Date('2026-12-05T10:00:00.000Z');
const TODAY = '2026-12-05';

/**
 * POST /activities/bulk and /activities/disregard, PATCH billable_seconds, start_timer and
 * stop_timer. The app's Clock is set by each test, so no test waits for time to pass.
 */
describe('/api/v1/activities: bulk, disregard, billable seconds, timers', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let now: Date;
  let sequence = 0;
  let main: Fixture;
  let other: Fixture;
  let foreign: Fixture;

  async function createProject(accountId: number): Promise<Fixture> {
    const company = await prisma.company.create({
      data: { accountId, type: 'customer', name: `Kunde ${++sequence}` },
    });
    const project = await prisma.project.create({
      data: {
        accountId,
        identifier: `P${sequence}`,
        name: `Project ${sequence}`,
        companyId: company.id,
        currency: 'EUR',
        hourlyRate: '100',
      },
    });
    const task = await prisma.projectTask.create({
      data: { accountId, projectId: project.id, name: `Task ${sequence}` },
    });
    return { companyId: company.id, projectId: project.id, taskId: task.id };
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    main = await createProject(a.accountId);
    other = await createProject(a.accountId);
    foreign = await createProject(b.accountId);
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  });

  beforeEach(() => {
    now = NOW;
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const entry = (fixture: Fixture = main, body: object = {}) => ({
    date: TODAY,
    seconds: 3600,
    project_id: fixture.projectId,
    task_id: fixture.taskId,
    ...body,
  });
  const book = async (body: object = {}, fixture: Fixture = main) =>
    (await api().post('/api/v1/activities', entry(fixture, body)).expect(200)).body;
  const countOf = (accountId: number) => prisma.activity.count({ where: { accountId } });
  const stored = (id: number) => prisma.activity.findUniqueOrThrow({ where: { id } });
  const bill = (id: number) => prisma.activity.update({ where: { id }, data: { billed: true } });
  const path = (id: number, action = '') => `/api/v1/activities/${id}${action}`;
  const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

  describe('POST /activities/bulk', () => {
    it('creates every activity in the shape GET answers, in order', async () => {
      const response = await api()
        .post('/api/v1/activities/bulk', {
          activities: [
            entry(main, { description: 'Design', tag: 'ux' }),
            entry(other, { hours: 0.5, seconds: undefined, billable: false }),
          ],
        })
        .expect(200);
      expect(response.body).toHaveLength(2);
      const [first, second] = response.body;
      expect(first).toMatchObject({ description: 'Design', tag: 'ux', seconds: 3600 });
      expect(second).toMatchObject({ hours: 0.5, seconds: 1800, billable: false });
      expect(second.project.id).toBe(other.projectId);
      for (const record of response.body)
        expect((await api().get(path(record.id)).expect(200)).body).toEqual(record);
    });

    it('refuses a bad entry with 422 naming its index and field, and writes none', async () => {
      const before = await countOf(a.accountId);
      const invalid = await api()
        .post('/api/v1/activities/bulk', {
          activities: [entry(), entry(main, { seconds: -1, date: '2026-02-30' })],
        })
        .expect(422);
      expect(Object.keys(invalid.body.errors).sort()).toEqual([
        'activities[1].date',
        'activities[1].seconds',
      ]);
      const unknown = await api()
        .post('/api/v1/activities/bulk', {
          activities: [entry(), entry(main, { task_id: other.taskId }), entry(foreign)],
        })
        .expect(422);
      expect(unknown.body).toEqual({
        errors: {
          'activities[1].task_id': ['is not a task of the project'],
          'activities[2].project_id': ['does not exist'],
        },
      });
      expect(await countOf(a.accountId)).toBe(before);
    });

    it('takes one to 100 activities, as a list', async () => {
      const bodies = [
        {},
        { activities: [] },
        { activities: 'x' },
        { activities: [5] },
        { activities: Array.from({ length: 101 }, () => entry()) },
      ];
      for (const body of bodies) {
        const response = await api().post('/api/v1/activities/bulk', body).expect(422);
        expect(Object.keys(response.body.errors)[0]).toMatch(/^activities/);
      }
    });
  });

  describe('POST /activities/disregard', () => {
    const disregard = (body: object) => api().post('/api/v1/activities/disregard', body);

    it('marks activities not billable, keeps the reason and answers their IDs', async () => {
      const [first, second] = [await book(), await book()];
      const response = await disregard({
        company_id: main.companyId,
        project_id: main.projectId,
        reason: 'Warranty',
        activity_ids: [second.id, first.id, second.id],
      }).expect(200);
      expect(response.body).toEqual([second.id, first.id]);
      for (const id of response.body) {
        expect((await api().get(path(id)).expect(200)).body.billable).toBe(false);
        expect((await stored(id)).disregardReason).toBe('Warranty');
      }
      const byAlias = await book();
      await disregard({
        customer_id: main.companyId,
        reason: 'Goodwill',
        activity_ids: [byAlias.id],
      }).expect(200);
      expect((await stored(byAlias.id)).disregardReason).toBe('Goodwill');
    });

    it('refuses billed, other companies’, other projects’ and foreign activities, writing none', async () => {
      const mine = await book();
      const billed = await book();
      await bill(billed.id);
      const ofOther = await book({}, other);
      const theirs = (
        await client(t.url, b.key).post('/api/v1/activities', entry(foreign)).expect(200)
      ).body;
      const response = await disregard({
        company_id: main.companyId,
        reason: 'No',
        activity_ids: [mine.id, billed.id, ofOther.id, theirs.id, 99999999],
      }).expect(422);
      expect(response.body).toEqual({
        errors: {
          activity_ids: [
            `${billed.id} is already billed`,
            `${ofOther.id} belongs to a project of another company`,
            `${theirs.id} does not exist`,
            '99999999 does not exist',
          ],
        },
      });
      const sameCompany = await prisma.project.create({
        data: {
          accountId: a.accountId,
          identifier: 'P-second',
          name: 'Second project',
          companyId: main.companyId,
          currency: 'EUR',
        },
      });
      const onProject = await disregard({
        company_id: main.companyId,
        project_id: sameCompany.id,
        reason: 'No',
        activity_ids: [mine.id],
      }).expect(422);
      expect(onProject.body).toEqual({
        errors: { activity_ids: [`${mine.id} belongs to another project`] },
      });
      expect(await stored(mine.id)).toMatchObject({ billable: true, disregardReason: null });
    });

    it('answers 422 naming the company and project the account does not have', async () => {
      const mine = await book();
      const cases: [object, string[]][] = [
        [{ company_id: foreign.companyId }, ['company_id', 'activity_ids']],
        [{ customer_id: foreign.companyId }, ['customer_id', 'activity_ids']],
        [
          { company_id: main.companyId, project_id: foreign.projectId },
          ['project_id', 'activity_ids'],
        ],
        [
          { company_id: main.companyId, project_id: other.projectId },
          ['project_id', 'activity_ids'],
        ],
        [{ reason: undefined, company_id: main.companyId }, ['reason']],
        [{ activity_ids: [] }, ['company_id', 'activity_ids']],
        [{ company_id: 'x', activity_ids: ['y'] }, ['company_id', 'activity_ids']],
      ];
      for (const [body, fields] of cases) {
        const response = await disregard({
          reason: 'Why',
          activity_ids: [mine.id],
          ...body,
        }).expect(422);
        expect(Object.keys(response.body.errors)).toEqual(fields);
      }
      expect((await stored(mine.id)).billable).toBe(true);
    });
  });

  describe('PATCH /activities/{id}/billable_seconds', () => {
    it('sets the billable time (seconds, hours) apart from the worked time', async () => {
      const created = await book({ seconds: 5400 });
      const response = await api()
        .patch(path(created.id, '/billable_seconds'), { seconds: 3600, hours: 9, tag: 'x' })
        .expect(200);
      expect(response.body).toEqual({
        ...created,
        hours: 1,
        seconds: 3600,
        worked_seconds: 5400,
        updated_at: expect.any(String),
      });
      const again = await api()
        .patch(path(created.id, '/billable_seconds'), { seconds: 7200 })
        .expect(200);
      expect(again.body).toMatchObject({ seconds: 7200, worked_seconds: 5400 });
      // A duration sent to the activity itself is both times again.
      const updated = await api().patch(path(created.id), { seconds: 1800 }).expect(200);
      expect(updated.body).toMatchObject({ seconds: 1800, worked_seconds: 1800 });
    });

    it('refuses bad seconds with 422, a billed activity with 422, a foreign one with 404', async () => {
      const created = await book();
      for (const body of [{}, { seconds: -1 }, { seconds: 1.5 }, { seconds: 'x' }]) {
        const response = await api().patch(path(created.id, '/billable_seconds'), body).expect(422);
        expect(Object.keys(response.body.errors)).toEqual(['seconds']);
      }
      await bill(created.id);
      const billed = await api()
        .patch(path(created.id, '/billable_seconds'), { seconds: 60 })
        .expect(422);
      expect(billed.body).toEqual({ errors: ['A billed activity cannot be changed'] });
      const theirs = (
        await client(t.url, b.key).post('/api/v1/activities', entry(foreign)).expect(200)
      ).body;
      const missing = await api().patch(path(99999999, '/billable_seconds'), { seconds: 60 });
      const hidden = await api().patch(path(theirs.id, '/billable_seconds'), { seconds: 60 });
      expect([missing.status, hidden.status]).toEqual([404, 404]);
      expect(hidden.body).toEqual(missing.body);
      expect((await stored(created.id)).hours.toString()).toBe('1');
      expect((await stored(theirs.id)).hours.toString()).toBe('1');
    });

    it("answers 403 unless the key's user leads the project or administers the account", async () => {
      const created = await book({ seconds: 600 });
      const staff = await prisma.user.create({
        data: { accountId: a.accountId, firstname: 'Sam', lastname: 'Staff', email: 's@x.ch' },
      });
      const key = generateApiKey();
      await prisma.apiKey.create({
        data: {
          accountId: a.accountId,
          userId: staff.id,
          name: 'staff',
          kind: 'full',
          keyHash: key.hash,
          prefix: key.prefix,
        },
      });
      const asStaff = client(t.url, key.plain);
      await asStaff.patch(path(created.id, '/billable_seconds'), { seconds: 60 }).expect(200);
      // The role changes while this app keeps the key cached (a full key, as it was read).
      await prisma.user.update({ where: { id: staff.id }, data: { roleId: 2 } });
      const refused = await asStaff
        .patch(path(created.id, '/billable_seconds'), { seconds: 120 })
        .expect(403);
      expect(refused.body).toEqual({ errors: ['Access denied'] });
      expect((await api().get(path(created.id)).expect(200)).body.seconds).toBe(60);
      for (const leader of [{ leaderId: staff.id }, { leaderId: null, coLeaderId: staff.id }]) {
        await prisma.project.update({ where: { id: main.projectId }, data: leader });
        await asStaff.patch(path(created.id, '/billable_seconds'), { seconds: 180 }).expect(200);
      }
      await prisma.project.update({ where: { id: main.projectId }, data: { coLeaderId: null } });
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.patch(path(created.id, '/billable_seconds'), { seconds: 1 }).expect(403);
    });
  });

  describe('timers', () => {
    const start = (id: number) => api().patch(path(id, '/start_timer'));
    const stop = (id: number) => api().patch(path(id, '/stop_timer'));

    it('starts and stops a timer, adding the elapsed whole seconds to both times', async () => {
      const created = await book({ seconds: 600 });
      const started = await start(created.id).expect(200);
      expect(started.body).toEqual({
        ...created,
        timer_started_at: '2026-12-05T10:00:00Z',
        updated_at: expect.any(String),
      });
      now = new Date(later(90).getTime() + 400);
      const stopped = await stop(created.id).expect(200);
      expect(stopped.body).toMatchObject({
        timer_started_at: null,
        seconds: 690,
        worked_seconds: 690,
      });
      expect((await stored(created.id)).timerStartedAt).toBeNull();
    });

    it('adds the elapsed time to billable seconds set apart, keeping the difference', async () => {
      const created = await book({ seconds: 600 });
      await api().patch(path(created.id, '/billable_seconds'), { seconds: 300 }).expect(200);
      await start(created.id).expect(200);
      now = later(60);
      const stopped = await stop(created.id).expect(200);
      expect(stopped.body).toMatchObject({ seconds: 360, worked_seconds: 660 });
    });

    it("stops the user's running timer when another starts, adding its time", async () => {
      const first = await book({ seconds: 0 });
      const second = await book({ seconds: 0 }, other);
      await start(first.id).expect(200);
      now = later(120);
      const started = await start(second.id).expect(200);
      expect(started.body.timer_started_at).toBe('2026-12-05T10:02:00Z');
      const read = (await api().get(path(first.id)).expect(200)).body;
      expect(read).toMatchObject({ timer_started_at: null, seconds: 120 });
      now = later(180);
      await stop(second.id).expect(200);
    });

    it('keeps one running timer per user when two starts race', async () => {
      const [first, second] = [await book(), await book({}, other)];
      const answers = await Promise.all([start(first.id), start(second.id)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const running = await prisma.activity.findMany({
        where: { userId: a.userId, timerStartedAt: { not: null } },
      });
      expect(running).toHaveLength(1);
      await stop(running[0].id).expect(200);
    });

    it('guards one running timer per user in the database too', async () => {
      const [first, second] = [await book(), await book()];
      await prisma.activity.update({ where: { id: first.id }, data: { timerStartedAt: NOW } });
      await expect(
        prisma.activity.update({ where: { id: second.id }, data: { timerStartedAt: NOW } }),
      ).rejects.toThrow(/Unique constraint/);
      await stop(first.id).expect(200);
    });

    it("starts only today's unbilled activity whose timer is not running (422)", async () => {
      const yesterday = await book({ date: '2026-12-04' });
      const refused = await start(yesterday.id).expect(422);
      expect(refused.body).toEqual({
        errors: ['A timer can only be started on an activity of today'],
      });
      const billed = await book();
      await bill(billed.id);
      expect((await start(billed.id).expect(422)).body).toEqual({
        errors: ['A billed activity cannot be changed'],
      });
      const running = await book();
      await start(running.id).expect(200);
      expect((await start(running.id).expect(422)).body).toEqual({
        errors: ['The timer of the activity is already running'],
      });
      await stop(running.id).expect(200);
      expect((await stop(running.id).expect(422)).body).toEqual({
        errors: ['The timer of the activity is not running'],
      });
      for (const id of [yesterday.id, billed.id])
        expect((await stored(id)).timerStartedAt).toBeNull();
    });

    it('keeps the user of an activity whose timer runs', async () => {
      const running = await book();
      const colleague = await prisma.user.create({
        data: { accountId: a.accountId, firstname: 'Cleo', lastname: 'C', email: 'cleo@x.ch' },
      });
      await start(running.id).expect(200);
      const moved = await api().patch(path(running.id), { user_id: colleague.id }).expect(422);
      expect(moved.body).toEqual({
        errors: ['An activity whose timer runs cannot move to another user'],
      });
      await api().patch(path(running.id), { user_id: a.userId, tag: 'kept' }).expect(200);
      await stop(running.id).expect(200);
      await api().patch(path(running.id), { user_id: colleague.id }).expect(200);
    });

    it("takes today from the account's time zone", async () => {
      // 23:30 UTC is already the next day in Berlin.
      now = new Date('2026-12-05T23:30:00.000Z');
      const utcToday = await book({ date: '2026-12-05' });
      await start(utcToday.id).expect(422);
      const berlinToday = await book({ date: '2026-12-06' });
      await start(berlinToday.id).expect(200);
      await stop(berlinToday.id).expect(200);
    });

    it("answers another account's activity like a missing one, leaving it untouched", async () => {
      const theirs = (
        await client(t.url, b.key).post('/api/v1/activities', entry(foreign)).expect(200)
      ).body;
      for (const action of ['/start_timer', '/stop_timer']) {
        const missing = await api().patch(path(99999999, action)).expect(404);
        const hidden = await api().patch(path(theirs.id, action)).expect(404);
        expect(hidden.body).toEqual(missing.body);
      }
      expect((await stored(theirs.id)).timerStartedAt).toBeNull();
    });
  });

  it('refuses every new write to a read-only key', async () => {
    const created = await book();
    const readOnly = client(t.url, a.readOnlyKey);
    for (const call of [
      readOnly.post('/api/v1/activities/bulk', { activities: [entry()] }),
      readOnly.post('/api/v1/activities/disregard', {
        company_id: main.companyId,
        reason: 'x',
        activity_ids: [created.id],
      }),
      readOnly.patch(path(created.id, '/billable_seconds'), { seconds: 1 }),
      readOnly.patch(path(created.id, '/start_timer')),
      readOnly.patch(path(created.id, '/stop_timer')),
    ]) {
      const response = await call.expect(403);
      expect(response.body).toEqual({ errors: ['Access denied'] });
    }
    expect(await stored(created.id)).toMatchObject({ billable: true, timerStartedAt: null });
  });
});
