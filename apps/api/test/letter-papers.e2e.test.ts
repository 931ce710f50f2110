import { createHash } from 'node:crypto';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { expectForeignRecordHidden } from './support/tenancy-checks';

const PATH = '/api/v1/letter_papers';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const HTML = '<style>@page { margin: 20mm }</style><header>Alpha AG</header>';
const ids = (response: request.Response) => response.body.map((row: { id: number }) => row.id);
const pause = () => new Promise((done) => setTimeout(done, 20));

describe(PATH, () => {
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;
  let b: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = (account: TestAccount = a) => client(t.url, account.key);
  let counter = 0;
  const create = async (body: object = {}, account: TestAccount = a) =>
    (
      await api(account)
        .post(PATH, { name: `Paper ${++counter}`, ...body })
        .expect(200)
    ).body;
  const white = async (account: TestAccount = a) => {
    const list = await api(account).get(PATH).expect(200);
    return list.body.find((paper: { name: string }) => paper.name === 'White');
  };

  it('gives every account the paper White on its first list, exactly once', async () => {
    const fresh = await createTestAccount(t.db.url, 'Fresh');
    const lists = await Promise.all(
      Array.from({ length: 5 }, () => api(fresh).get(PATH).expect(200)),
    );
    const whiteIds = new Set(lists.flatMap((list) => ids(list)));
    expect(whiteIds.size).toBe(1);
    const again = await api(fresh).get(PATH).expect(200);
    expect(again.body).toEqual([
      {
        id: [...whiteIds][0],
        name: 'White',
        active: true,
        template: null,
        file: null,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      },
    ]);
    const detail = await api(fresh)
      .get(`${PATH}/${[...whiteIds][0]}`)
      .expect(200);
    expect(detail.body).toEqual(again.body[0]);
  });

  it('answers 401 without a key and 403 to a read-only key on writes', async () => {
    const paper = await create();
    for (const call of [
      request(t.url).get(PATH),
      request(t.url).get(`${PATH}/${paper.id}`),
      request(t.url).post(PATH).send({ name: 'X' }),
      request(t.url).put(`${PATH}/${paper.id}`).send({ name: 'X' }),
      request(t.url).patch(`${PATH}/${paper.id}`).send({ name: 'X' }),
      request(t.url).delete(`${PATH}/${paper.id}`),
    ]) {
      expect((await call.expect(401)).body).toEqual({ message: 'Unauthorized' });
    }
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get(PATH).expect(200);
    await readOnly.get(`${PATH}/${paper.id}`).expect(200);
    for (const call of [
      readOnly.post(PATH, { name: 'RO' }),
      readOnly.put(`${PATH}/${paper.id}`, { name: 'RO' }),
      readOnly.patch(`${PATH}/${paper.id}`, { name: 'RO' }),
      readOnly.delete(`${PATH}/${paper.id}`),
    ]) {
      expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
    }
    await api().get(`${PATH}/${paper.id}`).expect(200);
  });

  it('creates, reads, updates and deletes a paper; lists show the same record', async () => {
    const created = await api()
      .post(PATH, { name: 'Letterhead', template: HTML, unknown: 'ignored' })
      .expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Letterhead',
      active: true,
      template: HTML,
      file: null,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const read = await api().get(`${PATH}/${created.body.id}`).expect(200);
    expect(read.body).toEqual(created.body);
    const listed = await api().get(`${PATH}?ids=${created.body.id}`).expect(200);
    expect(listed.body).toEqual([created.body]);
    const updated = await api()
      .put(`${PATH}/${created.body.id}`, { name: 'Letterhead 2027', template: null, active: false })
      .expect(200);
    expect(updated.body).toEqual({
      ...created.body,
      name: 'Letterhead 2027',
      template: null,
      active: false,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const deleted = await api().delete(`${PATH}/${created.body.id}`).expect(204);
    expect(deleted.text).toBe('');
    await api().get(`${PATH}/${created.body.id}`).expect(404);
    await api().delete(`${PATH}/${created.body.id}`).expect(404);
  });

  it('takes html as the old name of template; template wins when both come', async () => {
    const old = await create({ html: HTML });
    expect(old.template).toBe(HTML);
    expect(old).not.toHaveProperty('html');
    const both = await api()
      .put(`${PATH}/${old.id}`, { template: '<header>New</header>', html: 'ignored' })
      .expect(200);
    expect(both.body.template).toBe('<header>New</header>');
    const cleared = await api().put(`${PATH}/${old.id}`, { html: null }).expect(200);
    expect(cleared.body.template).toBeNull();
  });

  it('links the background file with a signed URL that opens without a key', async () => {
    const paper = await create({ template: HTML });
    const data = Buffer.from('%PDF-1.4 background of Alpha AG');
    const stored = await prisma.storedFile.create({
      data: {
        accountId: a.accountId,
        filename: 'background.pdf',
        contentType: 'application/pdf',
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data: new Uint8Array(data),
      },
    });
    await prisma.letterPaper.update({ where: { id: paper.id }, data: { fileId: stored.id } });
    const read = await api().get(`${PATH}/${paper.id}`).expect(200);
    expect(read.body.file).toMatch(new RegExp(`^${t.url}/api/v1/files/`));
    const listed = await api().get(`${PATH}?ids=${paper.id}`).expect(200);
    expect(listed.body[0].file).toMatch(new RegExp(`^${t.url}/api/v1/files/`));
    const download = await request(read.body.file)
      .get('')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-type']).toMatch(/^application\/pdf/);
    expect(Buffer.compare(download.body as Buffer, data)).toBe(0);
  });

  it('PATCHes one field and keeps the others', async () => {
    const paper = await create({ template: HTML });
    const patched = await api().patch(`${PATH}/${paper.id}`, { active: false }).expect(200);
    expect(patched.body).toEqual({
      ...paper,
      active: false,
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    expect((await api().get(`${PATH}/${paper.id}`).expect(200)).body).toEqual(patched.body);
    const bad = await api().patch(`${PATH}/${paper.id}`, { template: 5 }).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['template']);
    const foreign = await create({}, b);
    await api().patch(`${PATH}/${foreign.id}`, { active: false }).expect(404);
    expect((await api(b).get(`${PATH}/${foreign.id}`).expect(200)).body.active).toBe(true);
  });

  it('answers field errors with 422 naming the fields, never echoing values', async () => {
    const wrong = await api()
      .post(PATH, { html: 4711, template: false, active: 'yes' })
      .expect(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['active', 'html', 'name', 'template']);
    expect(JSON.stringify(wrong.body)).not.toContain('4711');
    const paper = await create();
    const nulls = await api().put(`${PATH}/${paper.id}`, { name: null, active: null }).expect(422);
    expect(Object.keys(nulls.body.errors).sort()).toEqual(['active', 'name']);
  });

  it('keeps names unique per account', async () => {
    await create({ name: 'Unique' });
    const duplicate = await api().post(PATH, { name: 'Unique' }).expect(422);
    expect(duplicate.body).toEqual({ errors: { name: ['has already been taken'] } });
    const other = await create();
    await api().put(`${PATH}/${other.id}`, { name: 'Unique' }).expect(422);
    await api().put(`${PATH}/${other.id}`, { name: other.name, template: HTML }).expect(200);
    await create({ name: 'Unique' }, b);
    await white();
    await api().post(PATH, { name: 'White' }).expect(422);
  });

  it('refuses to delete, rename or deactivate White; its html can change', async () => {
    const paper = await white();
    const deleted = await api().delete(`${PATH}/${paper.id}`).expect(422);
    expect(deleted.body).toEqual({ errors: ['The default letter paper White cannot be deleted'] });
    const renamed = await api().put(`${PATH}/${paper.id}`, { name: 'Blank' }).expect(422);
    expect(renamed.body).toEqual({ errors: ['The default letter paper White cannot be renamed'] });
    const retired = await api().put(`${PATH}/${paper.id}`, { active: false }).expect(422);
    expect(retired.body).toEqual({
      errors: ['The default letter paper White cannot be deactivated'],
    });
    const framed = await api()
      .put(`${PATH}/${paper.id}`, { name: 'White', template: HTML, active: true })
      .expect(200);
    expect(framed.body).toMatchObject({
      id: paper.id,
      name: 'White',
      template: HTML,
      active: true,
    });
  });

  it("answers another account's paper exactly like a missing one", async () => {
    const foreign = await create({}, b);
    await expectForeignRecordHidden(api(), api(b), PATH, foreign);
  });

  it('answers one plain array without paging headers; page and per_page change nothing', async () => {
    for (let i = 0; i < 3; i++) await create();
    const all = await api().get(PATH).expect(200);
    expect(all.body.length).toBeGreaterThan(3);
    for (const header of ['x-page', 'x-per-page', 'x-total', 'link'])
      expect(all.headers).not.toHaveProperty(header);
    const paged = await api().get(`${PATH}?page=2&per_page=1`).expect(200);
    expect(ids(paged)).toEqual(ids(all));
    expect(paged.headers).not.toHaveProperty('x-total');
    const sorted = await api().get(`${PATH}?sort_by=name desc`).expect(200);
    const names = sorted.body.map((paper: { name: string }) => paper.name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('filters by active, ids and updated_after; unknown custom fields give []', async () => {
    const inactive = await create({ active: false });
    const active = await create();
    const inactiveIds = ids(await api().get(`${PATH}?active=false`).expect(200));
    expect(inactiveIds).toContain(inactive.id);
    expect(inactiveIds).not.toContain(active.id);
    const activeIds = ids(await api().get(`${PATH}?active=true`).expect(200));
    expect(activeIds).toContain(active.id);
    expect(activeIds).not.toContain(inactive.id);
    const byIds = await api().get(`${PATH}?ids=${active.id},,${inactive.id}`).expect(200);
    expect(ids(byIds)).toEqual([inactive.id, active.id]);
    await pause();
    const cut = new Date().toISOString();
    await pause();
    await api().put(`${PATH}/${inactive.id}`, { template: HTML }).expect(200);
    const changed = await api()
      .get(`${PATH}?updated_after=${encodeURIComponent(cut)}`)
      .expect(200);
    expect(ids(changed)).toEqual([inactive.id]);
    const custom = await api().get(`${PATH}?custom_properties[Region]=North`).expect(200);
    expect(custom.body).toEqual([]);
    const bad = await api()
      .get(`${PATH}?active=maybe&ids=1,x&updated_after=yesterday&sort_by=secret`)
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'active',
      'ids',
      'sort_by',
      'updated_after',
    ]);
  });
});
