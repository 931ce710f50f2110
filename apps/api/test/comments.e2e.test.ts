import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { generateApiKey } from '../src/platform/auth/api-key.crypto';
import { expectPaging } from './support/list-checks';
import { createRelatedRecords, type RelatedRecords } from './support/related-records';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

interface Comment {
  id: number;
  commentable_type: string;
  commentable_id: number;
  text: string;
  user: { id: number } | null;
  attachment_filename: string | null;
  attachment_url: string | null;
  attachment_content?: string | null;
  created_at: string;
}

describe('/api/v1/comments', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let records: RelatedRecords;
  let foreign: RelatedRecords;
  let colleagueKey: string;

  const api = (key = a.key) => client(t.url, key);
  const path = '/api/v1/comments';
  const count = () => prisma.comment.count();
  const company = () => records.companyIds[0];
  const post = (body: object, key = a.key) => api(key).post(path, body);
  const create = async (body: object = {}) =>
    (
      await post({
        commentable_type: 'Company',
        commentable_id: company(),
        text: 'Called the customer.',
        ...body,
      }).expect(200)
    ).body as Comment;

  /** A 422 naming exactly `fields`, and nothing written. */
  async function refused(body: object, fields: string[], route = path) {
    const before = await count();
    const response = await api().post(route, body).expect(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([...fields].sort());
    expect(await count()).toBe(before);
  }

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    records = await createRelatedRecords(prisma, a.accountId, a.userId);
    foreign = await createRelatedRecords(prisma, b.accountId, b.userId);
    const colleague = await prisma.user.create({
      data: {
        accountId: a.accountId,
        firstname: 'Cleo',
        lastname: 'Colleague',
        email: 'c@a.example',
      },
    });
    const key = generateApiKey();
    await prisma.apiKey.create({
      data: {
        accountId: a.accountId,
        userId: colleague.id,
        name: 'colleague',
        kind: 'full',
        keyHash: key.hash,
        prefix: key.prefix,
      },
    });
    colleagueKey = key.plain;
  }, 60_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  it('creates a comment by the key’s user, with sanitized text, as GET shows it', async () => {
    const response = await post({
      commentable_type: 'Company',
      commentable_id: company(),
      text: '<p>Approved <b>timeline</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    }).expect(200);
    expect(response.body).toEqual({
      id: expect.any(Number),
      commentable_id: company(),
      commentable_type: 'Company',
      text: '<p>Approved <b>timeline</b></p>',
      manual: true,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
      user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
      impersonating_user: null,
      attachment_filename: null,
      attachment_url: null,
    });
    const detail = await api().get(`${path}/${response.body.id}`).expect(200);
    expect(detail.body).toEqual({ ...response.body, attachment_content: null });
  });

  it('comments on every kind of record Faktura has, of the account only', async () => {
    const expense = await prisma.expense.findFirstOrThrow({ where: { accountId: a.accountId } });
    const foreignExpense = await prisma.expense.findFirstOrThrow({
      where: { accountId: b.accountId },
    });
    const unit = await prisma.unit.findFirstOrThrow({ where: { accountId: a.accountId } });
    const foreignUnit = await prisma.unit.findFirstOrThrow({ where: { accountId: b.accountId } });
    const targets: [string, number, number][] = [
      ['Company', records.companyIds[0], foreign.companyIds[0]],
      ['Contact', records.contactIds[0], foreign.contactIds[0]],
      ['Deal', records.dealIds[0], foreign.dealIds[0]],
      ['Expense', expense.id, foreignExpense.id],
      ['Invoice', records.invoiceIds[0], foreign.invoiceIds[0]],
      ['InvoiceReminder', records.reminderIds[0], foreign.reminderIds[0]],
      ['Offer', records.offerIds[0], foreign.offerIds[0]],
      ['Project', records.projectIds[0], foreign.projectIds[0]],
      ['Purchase', records.purchaseIds[0], foreign.purchaseIds[0]],
      ['Unit', unit.id, foreignUnit.id],
      ['User', a.userId, b.userId],
    ];
    for (const [type, own, other] of targets) {
      const comment = await create({ commentable_type: type, commentable_id: own });
      expect(comment).toMatchObject({ commentable_type: type, commentable_id: own });
      await refused({ commentable_type: type, commentable_id: other, text: 'x' }, [
        'commentable_id',
      ]);
    }
    await refused({ commentable_type: 'Company', commentable_id: 2147483647, text: 'x' }, [
      'commentable_id',
    ]);
  });

  it('refuses bad input with 422 naming each field, writing nothing', async () => {
    const valid = { commentable_type: 'Company', commentable_id: company(), text: 'x' };
    await refused({ ...valid, commentable_type: 'Receipt' }, ['commentable_type']);
    await refused({ ...valid, commentable_type: 'DeliveryNote' }, ['commentable_type']);
    await refused({ ...valid, commentable_type: 'Banana', commentable_id: 'x' }, [
      'commentable_type',
      'commentable_id',
    ]);
    await refused({ commentable_type: 'Company', commentable_id: company() }, ['text']);
    await refused({ ...valid, text: 'x'.repeat(65_536) }, ['text']);
    await refused({ ...valid, text: '<script>only code</script>' }, ['text']);
    await refused({ ...valid, created_at: '2026-02-30T10:00:00Z' }, ['created_at']);
    await refused({ ...valid, attachment_filename: 'a.txt' }, ['attachment_content']);
    await refused({ ...valid, attachment_content: 'not base64!' }, ['attachment_content']);
    await refused({ ...valid, attachment_content: '' }, ['attachment_content']);
    await refused({ ...valid, attachment_content: base64('<html><script>x</script>\u0000') }, [
      'attachment_content',
    ]);
    await refused({ ...valid, attachment_content: base64(Buffer.from([0, 1, 2, 3, 255])) }, [
      'attachment_content',
    ]);
    await refused({ ...valid, attachment_filename: 'y'.repeat(256), attachment_content: 'eA==' }, [
      'attachment_filename',
    ]);
    await refused({ ...valid, text: '<script>x</script>', commentable_id: foreign.companyIds[0] }, [
      'text',
      'commentable_id',
    ]);
  });

  it('keeps an attachment as a stored file: content in GET, a signed link everywhere', async () => {
    const comment = await create({
      attachment_filename: 'C:\\notes\\call.txt',
      attachment_content: base64('Called at 10:00 – all fine.\n'),
      created_at: '2026-03-18T10:00:00+01:00',
    });
    expect(comment.attachment_filename).toBe('call.txt');
    expect(comment.created_at).toBe('2026-03-18T09:00:00Z');
    const detail = (await api().get(`${path}/${comment.id}`).expect(200)).body as Comment;
    expect(detail.attachment_content).toBe(base64('Called at 10:00 – all fine.\n'));
    const download = await request(detail.attachment_url!).get('').expect(200);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.text).toBe('Called at 10:00 – all fine.\n');
    const listed = (await api().get(`${path}?ids=${comment.id}`).expect(200)).body as Comment[];
    expect(listed[0]).not.toHaveProperty('attachment_content');
    expect(listed[0].attachment_url).toMatch(/\/api\/v1\/files\//);

    const pdf = await create({ attachment_content: base64(PDF) });
    expect(pdf.attachment_filename).toBe('attachment.pdf');
    const file = await request(pdf.attachment_url!).get('').buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('changes text, record and attachment; the replaced file is deleted', async () => {
    const comment = await create({ attachment_filename: 'a.txt', attachment_content: base64('a') });
    const fileOf = async (id: number) =>
      (await prisma.comment.findUniqueOrThrow({ where: { id } })).attachmentFileId;
    const first = await fileOf(comment.id);

    const renamed = await api()
      .put(`${path}/${comment.id}`, { text: '<i>Updated</i>', attachment_filename: 'b.txt' })
      .expect(200);
    expect(renamed.body).toMatchObject({ text: '<i>Updated</i>', attachment_filename: 'b.txt' });
    expect(await fileOf(comment.id)).toBe(first);

    const moved = await api()
      .patch(`${path}/${comment.id}`, {
        commentable_type: 'Deal',
        commentable_id: records.dealIds[0],
        attachment_content: base64(PDF),
      })
      .expect(200);
    expect(moved.body).toMatchObject({
      commentable_type: 'Deal',
      commentable_id: records.dealIds[0],
      attachment_filename: 'attachment.pdf',
    });
    expect(await prisma.storedFile.count({ where: { id: first! } })).toBe(0);
    const second = await fileOf(comment.id);

    const removed = await api().put(`${path}/${comment.id}`, { attachment_content: null });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ attachment_filename: null, attachment_url: null });
    expect(await prisma.storedFile.count({ where: { id: second! } })).toBe(0);

    const put = (body: object) => api().put(`${path}/${comment.id}`, body).expect(422);
    expect((await put({ commentable_id: foreign.dealIds[0] })).body.errors).toEqual({
      commentable_id: ['does not exist'],
    });
    expect(Object.keys((await put({ text: '' })).body.errors)).toEqual(['text']);
    expect(Object.keys((await put({ attachment_filename: 'x.txt' })).body.errors)).toEqual([
      'attachment_content',
    ]);
    expect((await api().get(`${path}/${comment.id}`).expect(200)).body).toMatchObject({
      commentable_type: 'Deal',
      text: '<i>Updated</i>',
    });
  });

  it('lets only the author change or delete a comment; the system’s comments stay', async () => {
    const comment = await create();
    await api(colleagueKey).put(`${path}/${comment.id}`, { text: 'Mine now' }).expect(403);
    await api(colleagueKey).delete(`${path}/${comment.id}`).expect(403);
    await api(a.readOnlyKey).delete(`${path}/${comment.id}`).expect(403);
    expect((await api().get(`${path}/${comment.id}`).expect(200)).body.text).toBe(
      'Called the customer.',
    );
    const byColleague = (
      await post(
        { commentable_type: 'Company', commentable_id: company(), text: 'Cleo’s note' },
        colleagueKey,
      ).expect(200)
    ).body as Comment;
    await api().delete(`${path}/${byColleague.id}`).expect(403);
    await api(colleagueKey).delete(`${path}/${byColleague.id}`).expect(204);
    await api().delete(`${path}/${comment.id}`).expect(204);
    await api().get(`${path}/${comment.id}`).expect(404);

    const system = await prisma.comment.create({
      data: {
        accountId: a.accountId,
        commentableType: 'Company',
        commentableId: company(),
        text: 'Status changed',
        manual: false,
      },
    });
    expect((await api().delete(`${path}/${system.id}`).expect(422)).body).toEqual({
      errors: ['Comments written by the system cannot be changed or deleted'],
    });
    await api().put(`${path}/${system.id}`, { text: 'x' }).expect(422);
    const manual = (await api().get(`${path}?manual=false`).expect(200)).body as Comment[];
    expect(manual.map((row) => row.id)).toEqual([system.id]);
  });

  it('hides another account’s comments for every route', async () => {
    const comment = await create();
    const other = api(b.key);
    await other.get(`${path}/${comment.id}`).expect(404);
    await other.put(`${path}/${comment.id}`, { text: 'Hijack' }).expect(404);
    await other.patch(`${path}/${comment.id}`, { text: 'Hijack' }).expect(404);
    await other.delete(`${path}/${comment.id}`).expect(404);
    expect((await other.get(`${path}?ids=${comment.id}`).expect(200)).body).toEqual([]);
    expect((await api().get(`${path}/${comment.id}`).expect(200)).body.text).toBe(
      'Called the customer.',
    );
    await api().get(`${path}/abc`).expect(404);
  });

  it('filters by record, kind (Customer = Company), author, manual and day', async () => {
    const project = records.projectIds[1];
    const one = await create({ commentable_type: 'Project', commentable_id: project });
    const two = await create({
      commentable_type: 'Project',
      commentable_id: project,
      created_at: '2025-12-31T23:30:00Z',
    });
    const ids = async (query: string) =>
      ((await api().get(`${path}?${query}`).expect(200)).body as Comment[]).map((row) => row.id);
    expect(await ids(`commentable_type=Project&commentable_id=${project}`)).toEqual([
      one.id,
      two.id,
    ]);
    // 23:30 UTC on New Year's Eve is already 2026 in Berlin, the account's time zone.
    expect(await ids(`commentable_id=${project}&from=2026-01-01&to=2026-01-01`)).toEqual([two.id]);
    expect(await ids(`commentable_id=${project}&to=2025-12-31`)).toEqual([]);
    const companies = await ids('commentable_type=Company');
    expect(companies.length).toBeGreaterThan(0);
    expect(await ids('commentable_type=Customer')).toEqual(companies);
    expect(await ids(`user_id=${a.userId}&commentable_id=${project}`)).toEqual([one.id, two.id]);
    const colleague = (await prisma.apiKey.findFirstOrThrow({ where: { name: 'colleague' } }))
      .userId;
    expect(await ids(`user_id=${colleague}&commentable_id=${project}`)).toEqual([]);
    const bad = await api()
      .get(
        `${path}?commentable_type=Receipt&commentable_id=x&user_id=y&manual=maybe&from=2026-13-01`,
      )
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'commentable_id',
      'commentable_type',
      'from',
      'manual',
      'user_id',
    ]);
    await expectPaging(
      () => api(),
      path,
      () => create(),
      'created_at',
    );
  });

  it('bulk creates one comment per record, all or none', async () => {
    const bulk = `${path}/bulk`;
    const deals = records.dealIds.slice(0, 2);
    const created = await api()
      .post(bulk, { commentable_type: 'Deal', commentable_ids: deals, text: 'Sent briefing.' })
      .expect(200);
    expect((created.body as Comment[]).map((row) => row.commentable_id)).toEqual(deals);
    expect(created.body[0]).toMatchObject({
      commentable_type: 'Deal',
      text: 'Sent briefing.',
      user: { id: a.userId },
    });

    const body = { commentable_type: 'Deal', text: 'x' };
    await refused(
      { ...body, commentable_ids: [deals[0], foreign.dealIds[0]] },
      ['commentable_ids[1]'],
      bulk,
    );
    await refused(
      { ...body, commentable_ids: [deals[0], 2147483647, deals[0]] },
      ['commentable_ids[1]', 'commentable_ids[2]'],
      bulk,
    );
    await refused({ ...body, commentable_ids: [] }, ['commentable_ids'], bulk);
    await refused(
      { ...body, commentable_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      ['commentable_ids'],
      bulk,
    );
    await refused(
      { ...body, commentable_type: 'Receipt', commentable_ids: deals },
      ['commentable_type'],
      bulk,
    );
    await refused({ commentable_type: 'Deal', commentable_ids: deals }, ['text'], bulk);
  });

  it('deletes a record’s comments and their files with the record', async () => {
    const contact = await prisma.contact.create({
      data: { accountId: a.accountId, lastname: 'Gone' },
    });
    const comment = await create({
      commentable_type: 'Contact',
      commentable_id: contact.id,
      attachment_content: base64('bye'),
    });
    const { attachmentFileId } = await prisma.comment.findUniqueOrThrow({
      where: { id: comment.id },
    });
    await api().delete(`/api/v1/contacts/people/${contact.id}`).expect(204);
    await api().get(`${path}/${comment.id}`).expect(404);
    expect(await prisma.storedFile.count({ where: { id: attachmentFileId! } })).toBe(0);
  });

  it('deletes a unit’s comments with the unit', async () => {
    const unit = await api().post('/api/v1/units').send({ name: 'Short-lived' }).expect(200);
    const comment = await create({ commentable_type: 'Unit', commentable_id: unit.body.id });
    await api().delete(`/api/v1/units/${unit.body.id}`).expect(200);
    await api().get(`${path}/${comment.id}`).expect(404);
  });

  it('tells web hooks of the target Comment', async () => {
    for (const event of ['create', 'update', 'delete'])
      await api()
        .post('/api/v1/account/web_hooks', {
          target: 'Comment',
          event,
          hook: 'https://example.com/hooks/comments',
        })
        .expect(200);
    const comment = await create();
    await api().put(`${path}/${comment.id}`, { text: 'Changed' }).expect(200);
    await api().delete(`${path}/${comment.id}`).expect(204);
    await api()
      .post(`${path}/bulk`, {
        commentable_type: 'Deal',
        commentable_ids: records.dealIds.slice(0, 2),
        text: 'Bulk',
      })
      .expect(200);
    const deliveries = await prisma.webhookDelivery.findMany({
      where: { accountId: a.accountId, subscription: { target: 'Comment' } },
      include: { subscription: { select: { event: true } } },
      orderBy: { id: 'asc' },
    });
    expect(deliveries.map((row) => row.subscription.event)).toEqual([
      'create',
      'update',
      'delete',
      'create',
      'create',
    ]);
    expect(deliveries[1].payload).toMatchObject({ id: comment.id, text: 'Changed' });
    expect(deliveries[2].payload).toEqual({ id: comment.id });
  });

  it('reads a page in two statements and one comment in one', async () => {
    const comment = await create({ attachment_content: base64('x') });
    const statementsOf = async (url: string) => {
      await api().get(url).expect(200);
      t.statements!.reset();
      await api().get(url).expect(200);
      return t.statements!.texts.length;
    };
    expect(await statementsOf(`${path}?per_page=100`)).toBe(2);
    expect(await statementsOf(`${path}/${comment.id}`)).toBe(1);
  });
});
