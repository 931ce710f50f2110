import { createPrismaClient, type PrismaClient } from '@faktura/db';
import type { PgStatementCounter } from '@faktura/test-support';
import { expectPaging } from './support/list-checks';
import { createRelatedRecords, type RelatedRecords } from './support/related-records';
import { expectForeignRecordHidden } from './support/tenancy-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

interface Tag {
  id: number;
  name: string;
  color: string | null;
  context: string;
  created_at: string;
  updated_at: string;
}

/** Each taggable type, the list (and detail) path of its records, and the fixture's IDs. */
const TAGGABLE = [
  ['Company', '/companies', 'companyIds'],
  ['Contact', '/contacts/people', 'contactIds'],
  ['Project', '/projects', 'projectIds'],
  ['Deal', '/deals', 'dealIds'],
  ['Purchase', '/purchases', 'purchaseIds'],
  ['Invoice', '/invoices', 'invoiceIds'],
  ['Offer', '/offers', 'offerIds'],
  ['User', '/users', 'users'],
] as const;

type Fixture = RelatedRecords & { users: number[] };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const HUGE = 'x'.repeat(10_000);

describe('/api/v1/tags and /api/v1/taggings', () => {
  let t: TestApp;
  let statements: PgStatementCounter;
  let prisma: PrismaClient;
  let a: TestAccount;
  let b: TestAccount;
  let mine: Fixture;
  let theirs: Fixture;

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    statements = t.statements!;
    prisma = createPrismaClient(t.db.url, { max: 2 });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    mine = { ...(await createRelatedRecords(prisma, a.accountId, a.userId)), users: [a.userId] };
    theirs = { ...(await createRelatedRecords(prisma, b.accountId, b.userId)), users: [b.userId] };
  }, 60_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const tagCount = () => prisma.tag.count();
  const tagsOf = async (context: string, account: TestAccount = a) =>
    (
      (await api(account).get(`/api/v1/tags?context=${context}&per_page=1000`).expect(200))
        .body as Tag[]
    ).filter((tag) => tag.context === context);
  const tagNamed = async (context: string, name: string) =>
    (await tagsOf(context)).find((tag) => tag.name === name)!;
  const createTag = async (body: object) =>
    (await api().post('/api/v1/tags', body).expect(200)).body as Tag;

  describe.each(TAGGABLE)('%s', (type, path, fixture) => {
    const taggings = (id: number) => `/api/v1/taggings/${type}/${id}`;
    const record = async (id: number) =>
      (await api().get(`/api/v1${path}/${id}`).expect(200)).body as {
        tags: string[];
        updated_at: string;
      };
    const listed = async (tags: string) =>
      (
        (await api().get(`/api/v1${path}?tags=${tags}&per_page=1000`).expect(200)).body as {
          id: number;
        }[]
      ).map((row) => row.id);

    it('adds, replaces and removes tags; the list filter finds the record', async () => {
      const id = mine[fixture][0];
      const put = await api()
        .put(taggings(id), { tags: [' alpha ', 'beta', 'alpha', ''] })
        .expect(200);
      expect(put.body).toEqual(['alpha', 'beta']);
      const own = `only-${type}`;
      const patch = await api()
        .patch(taggings(id), { tags: `${own}, beta` })
        .expect(200);
      expect(patch.body).toEqual(['alpha', 'beta', own]);
      const removed = await api()
        .delete(taggings(id), { tags: ['alpha', 'unknown'] })
        .expect(200);
      expect(removed.body).toEqual(['beta', own]);
      expect((await api().get(taggings(id)).expect(200)).body).toEqual(['beta', own]);
      expect((await record(id)).tags).toEqual(['beta', own]);

      expect(await listed(`beta,${own}`)).toEqual([id]);
      expect(await listed('alpha')).toEqual([]);
      const names = (await tagsOf(type)).map((tag) => tag.name);
      expect(names).toEqual(expect.arrayContaining(['alpha', 'beta', own]));
      // Each context has its own tags.
      const elsewhere = type === 'Company' ? 'Deal' : 'Company';
      expect((await tagsOf(elsewhere)).map((tag) => tag.name)).not.toContain(own);
    });

    it('renames a tag on its records and deletes it from them', async () => {
      const id = mine[fixture][0];
      await api()
        .put(taggings(id), { tags: ['old-name', 'kept'] })
        .expect(200);
      const before = await record(id);
      const tag = await tagNamed(type, 'old-name');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const renamed = await api()
        .put(`/api/v1/tags/${tag.id}`, { name: 'new-name', color: '#EF4444' })
        .expect(200);
      expect(renamed.body).toMatchObject({ id: tag.id, name: 'new-name', color: '#EF4444' });
      const after = await record(id);
      expect(after.tags).toEqual(['new-name', 'kept']);
      expect(after.updated_at > before.updated_at).toBe(true);
      expect(await listed('new-name')).toEqual([id]);
      expect(await listed('old-name')).toEqual([]);

      const deleted = await api().delete(`/api/v1/tags/${tag.id}`).expect(200);
      expect(deleted.body).toEqual({ ...renamed.body, updated_at: expect.any(String) });
      expect((await record(id)).tags).toEqual(['kept']);
      expect(await listed('new-name')).toEqual([]);
      await api().get(`/api/v1/tags/${tag.id}`).expect(404);
    });

    it("hides another account's record on every route and changes nothing", async () => {
      const foreign = theirs[fixture][0];
      const tagsBefore = await tagCount();
      const kept = (await api(b).get(taggings(foreign)).expect(200)).body as string[];
      const missing = await api().get(taggings(99_999_999)).expect(404);
      expect((await api().get(taggings(foreign)).expect(404)).body).toEqual(missing.body);
      await api()
        .patch(taggings(foreign), { tags: ['hijack'] })
        .expect(404);
      await api()
        .put(taggings(foreign), { tags: ['hijack'] })
        .expect(404);
      await api().delete(taggings(foreign), { tags: kept }).expect(404);
      expect((await api(b).get(taggings(foreign)).expect(200)).body).toEqual(kept);
      expect(await tagCount()).toBe(tagsBefore);
    });
  });

  describe('taggings', () => {
    it('answers 422 naming taggable_type for a type that does not exist', async () => {
      for (const type of ['Foo', 'companies', 'company', 'Expense']) {
        const path = `/api/v1/taggings/${type}/${mine.companyIds[0]}`;
        const responses = [
          await api().get(path),
          await api().patch(path, { tags: ['a'] }),
          await api().put(path, { tags: ['a'] }),
          await api().delete(path, { tags: ['a'] }),
        ];
        for (const response of responses) {
          expect(response.status).toBe(422);
          expect(Object.keys(response.body.errors)).toEqual(['taggable_type']);
        }
      }
    });

    it('answers 422 naming tags for bad names and writes nothing', async () => {
      const path = `/api/v1/taggings/Company/${mine.companyIds[1]}`;
      const before = (await api().get(path).expect(200)).body as string[];
      const tagsBefore = await tagCount();
      for (const body of [{ tags: [HUGE] }, { tags: HUGE }, { tags: [1] }, {}, { tags: null }]) {
        const response = await api().put(path, body).expect(422);
        expect(Object.keys(response.body.errors)).toEqual(['tags']);
        await api().patch(path, body).expect(422);
      }
      expect((await api().get(path).expect(200)).body).toEqual(before);
      expect(await tagCount()).toBe(tagsBefore);
    });

    it('reads a record in one statement', async () => {
      const path = `/api/v1/taggings/Deal/${mine.dealIds[0]}`;
      await api().get(path).expect(200);
      statements.reset();
      await api().get(path).expect(200);
      expect(statements.texts).toHaveLength(1);
    });

    it('tells web hooks of the record that the tags changed', async () => {
      const company = mine.companyIds[1];
      await prisma.$executeRaw`
        INSERT INTO webhook_subscriptions (account_id, target, event, hook, secret, created_at,
                                           updated_at)
        VALUES (${a.accountId}, 'Company'::entity_type, 'update'::webhook_event,
                'https://receiver.example/tags', ${'0123456789abcdef'.repeat(2)}, now(), now())`;
      const deliveries = () =>
        prisma.webhookDelivery.findMany({ where: { accountId: a.accountId, entityId: company } });
      const before = (await deliveries()).length;
      await api()
        .patch(`/api/v1/taggings/Company/${company}`, { tags: ['hooked'] })
        .expect(200);
      const after = await deliveries();
      expect(after).toHaveLength(before + 1);
      expect((after.at(-1)!.payload as { tags: string[] }).tags).toContain('hooked');
      // Nothing changed, nothing told.
      await api()
        .patch(`/api/v1/taggings/Company/${company}`, { tags: ['hooked'] })
        .expect(200);
      expect(await deliveries()).toHaveLength(before + 1);
    });
  });

  describe('tags', () => {
    it('creates a tag with the reference record; grey unless a colour is given', async () => {
      const tag = await createTag({ name: ' Important ', context: 'Project' });
      expect(tag).toEqual({
        id: expect.any(Number),
        name: 'Important',
        color: '#9E9E9E',
        context: 'Project',
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const colored = await createTag({ name: 'Urgent', context: 'Project', color: '#f97316' });
      expect(colored.color).toBe('#f97316');
      expect((await api().get(`/api/v1/tags/${tag.id}`).expect(200)).body).toEqual(tag);
      // The same name in another context is another tag.
      expect((await createTag({ name: 'Important', context: 'Offer' })).id).not.toBe(tag.id);
    });

    it('answers 422 naming the field for bad input and writes nothing', async () => {
      await createTag({ name: 'Taken', context: 'Deal' });
      const before = await tagCount();
      const cases: [object, string][] = [
        [{ name: HUGE, context: 'Deal' }, 'name'],
        [{ name: '   ', context: 'Deal' }, 'name'],
        [{ context: 'Deal' }, 'name'],
        [{ name: 'Taken', context: 'Deal' }, 'name'],
        [{ name: 'New' }, 'context'],
        [{ name: 'New', context: 'Assignment' }, 'context'],
        [{ name: 'New', context: 'Deal', color: 'red' }, 'color'],
        [{ name: 'New', context: 'Deal', color: null }, 'color'],
      ];
      for (const [body, field] of cases) {
        const response = await api().post('/api/v1/tags', body).expect(422);
        expect(Object.keys(response.body.errors)).toEqual([field]);
      }
      expect(await tagCount()).toBe(before);
    });

    it('refuses a bad change and keeps the tag and its records as they were', async () => {
      const company = mine.companyIds[0];
      await api().put(`/api/v1/taggings/Company/${company}`, { tags: ['first', 'second'] });
      const first = await tagNamed('Company', 'first');
      const cases: [object, string][] = [
        [{ name: HUGE }, 'name'],
        [{ name: '' }, 'name'],
        [{ name: 'second' }, 'name'],
        [{ context: 'Deal' }, 'context'],
        [{ color: '#12345' }, 'color'],
      ];
      for (const [body, field] of cases) {
        const response = await api().patch(`/api/v1/tags/${first.id}`, body).expect(422);
        expect(Object.keys(response.body.errors)).toEqual([field]);
      }
      expect((await api().get(`/api/v1/tags/${first.id}`).expect(200)).body).toEqual(first);
      const tags = await api().get(`/api/v1/taggings/Company/${company}`).expect(200);
      expect(tags.body).toEqual(['first', 'second']);
      // Its own context is no change; a colour alone leaves the records alone.
      const recolored = await api()
        .patch(`/api/v1/tags/${first.id}`, { context: 'Company', color: '#000000' })
        .expect(200);
      expect(recolored.body).toMatchObject({ name: 'first', color: '#000000' });
    });

    it('registers the tags records get through their own writes', async () => {
      const company = mine.companyIds[1];
      await api()
        .put(`/api/v1/companies/${company}`, { tags: ['via-company'] })
        .expect(200);
      expect((await tagsOf('Company')).map((tag) => tag.name)).toContain('via-company');
      const deal = await api()
        .post('/api/v1/deals', { name: 'Tagged deal', currency: 'EUR', tags: ['via-deal'] })
        .expect(200);
      expect((await tagsOf('Deal')).map((tag) => tag.name)).toContain('via-deal');
      await api().get(`/api/v1/deals?tags=via-deal`).expect(200, [deal.body]);
      // Any writer, not only the API: the table's trigger registers the names.
      await prisma.offer.update({ where: { id: mine.offerIds[1] }, data: { tags: ['seeded'] } });
      expect((await tagsOf('Offer')).map((tag) => tag.name)).toContain('seeded');
      const before = await tagCount();
      await api()
        .put(`/api/v1/companies/${company}`, { tags: ['via-company'] })
        .expect(200);
      expect(await tagCount()).toBe(before);
    });

    it('lists with paging, sorting, the context filter and the global filters', async () => {
      await expectPaging(
        () => api(),
        '/api/v1/tags',
        () => createTag({ name: `paged-${Math.random().toString(36).slice(2)}`, context: 'User' }),
        'name',
      );
      const users = await tagsOf('User');
      expect(users.length).toBeGreaterThanOrEqual(3);
      const some = users.slice(0, 2).map((tag) => tag.id);
      const byIds = await api()
        .get(`/api/v1/tags?ids=${some.join(',')}`)
        .expect(200);
      expect(byIds.body.map((tag: Tag) => tag.id)).toEqual(some);
      const since = (time: string) =>
        api().get(`/api/v1/tags?context=User&updated_after=${time}`).expect(200);
      expect((await since('2000-01-01T00:00:00Z')).body).toHaveLength(users.length);
      expect((await since('2999-01-01T00:00:00Z')).body).toEqual([]);
      const bad = await api().get('/api/v1/tags?context=Assignment').expect(422);
      expect(Object.keys(bad.body.errors)).toEqual(['context']);
    });

    it('lists in two statements and reads one in one', async () => {
      const tag = await createTag({ name: 'counted', context: 'Invoice' });
      for (const path of ['/api/v1/tags?per_page=100', `/api/v1/tags/${tag.id}`]) {
        await api().get(path).expect(200);
        statements.reset();
        await api().get(path).expect(200);
        expect(statements.texts).toHaveLength(path.includes('?') ? 2 : 1);
      }
    });

    it("hides another account's tags on every route", async () => {
      const foreign = (await api(b).post('/api/v1/tags', { name: 'Theirs', context: 'Company' }))
        .body as Tag;
      await expectForeignRecordHidden(api(), api(b), '/api/v1/tags', { ...foreign });
      await api().patch(`/api/v1/tags/${foreign.id}`, { name: 'Hijack' }).expect(404);
      expect((await api().get('/api/v1/tags?per_page=1000').expect(200)).body).not.toContainEqual(
        expect.objectContaining({ name: 'Theirs' }),
      );
      expect((await api(b).get(`/api/v1/tags/${foreign.id}`).expect(200)).body).toEqual(foreign);
    });

    it('lets a read-only key read but not write', async () => {
      const tag = await createTag({ name: 'read-only', context: 'Contact' });
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get('/api/v1/tags').expect(200);
      await readOnly.get(`/api/v1/taggings/Contact/${mine.contactIds[0]}`).expect(200);
      await readOnly.post('/api/v1/tags', { name: 'x', context: 'Contact' }).expect(403);
      await readOnly.put(`/api/v1/tags/${tag.id}`, { name: 'x' }).expect(403);
      await readOnly.delete(`/api/v1/tags/${tag.id}`).expect(403);
      await readOnly
        .patch(`/api/v1/taggings/Contact/${mine.contactIds[0]}`, { tags: ['x'] })
        .expect(403);
    });
  });
});
