import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { binary } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { createCustomerAndProject } from './support/project-fixtures';
import { expectForeignRecordHidden } from './support/tenancy-checks';

const PATH = '/api/v1/receipts';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const LINK = /^http:\/\/[^/]+\/api\/v1\/files\/[^/]+$/;

interface Refs {
  vat19: number;
  vat7: number;
  inactiveVat: number;
  travel: number;
  office: number;
  retired: number;
  projectId: number;
  projectName: string;
  companyId: number;
  companyName: string;
}

type Receipt = { id: number } & Record<string, unknown>;

describe('/api/v1/receipts', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const refs = {} as Refs;
  const foreign = {} as Refs;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const item = (extra: object = {}) => ({
    purchase_category_id: refs.travel,
    gross_total: 86.4,
    vat_code_id: refs.vat19,
    ...extra,
  });
  const body = (extra: object = {}) => ({
    date: '2026-03-20',
    title: 'Taxi airport',
    items: [item()],
    ...extra,
  });
  const receipt = async (extra: object = {}, account: TestAccount = a): Promise<Receipt> =>
    (await api(account).post(PATH, body(extra)).expect(200)).body as Receipt;
  const errorKeys = (response: request.Response) =>
    Object.keys((response.body as { errors: object }).errors).sort();
  const ids = async (query: string) =>
    ((await api().get(`${PATH}?${query}`).expect(200)).body as Receipt[]).map((r) => r.id);
  const download = (url: string) =>
    request(t.url).get(new URL(url).pathname).buffer(true).parse(binary);

  /** VAT codes, purchase categories and a billable customer project of one account. */
  const setUp = async (account: TestAccount, into: Refs) => {
    const post = async (path: string, data: object) =>
      ((await api(account).post(path, data).expect(200)).body as { id: number }).id;
    into.vat19 = await post('/api/v1/vat_code_purchases', { code: 'VSt19', tax: 19 });
    into.vat7 = await post('/api/v1/vat_code_purchases', { code: 'VSt7', tax: 7 });
    into.inactiveVat = await post('/api/v1/vat_code_purchases', {
      code: 'OLD16',
      tax: 16,
      active: false,
    });
    into.travel = await post('/api/v1/purchases/categories', { name: 'Travel' });
    into.office = await post('/api/v1/purchases/categories', { name: 'Office' });
    into.retired = await post('/api/v1/purchases/categories', { name: 'Old', active: false });
    const project = await createCustomerAndProject(prisma, account.accountId);
    Object.assign(into, { projectId: project.projectId, projectName: project.name });
    into.companyId = project.companyId;
    into.companyName = (
      await prisma.company.findUniqueOrThrow({ where: { id: project.companyId } })
    ).name;
  };

  /** A purchase (with or without refund request) whose first item refers to the receipt. */
  const claim = async (receiptId: number, refundRequest: boolean) => {
    const purchase = (
      await api()
        .post('/api/v1/purchases', {
          date: '2026-03-21',
          currency: 'EUR',
          payment_method: 'cash',
          items: [{ title: 'Taxi', total: 86.4, tax_included: true, vat_code_id: refs.vat19 }],
          ...(refundRequest ? { refund_request: { comment: 'Paid privately' } } : {}),
        })
        .expect(200)
    ).body as { id: number; identifier: string; items: { id: number }[] };
    await prisma.purchaseItem.update({
      where: { id: purchase.items[0].id },
      data: { receiptId },
    });
    return purchase;
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await setUp(a, refs);
    await setUp(b, foreign);
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('access', () => {
    it('answers 401 without a key and 403 to a read-only key that writes', async () => {
      for (const call of [
        request(t.url).get(PATH),
        request(t.url).get(`${PATH}/1`),
        request(t.url).post(PATH).send(body()),
        request(t.url).put(`${PATH}/1`).send({ title: 'x' }),
        request(t.url).patch(`${PATH}/1`).send({ title: 'x' }),
        request(t.url).delete(`${PATH}/1`),
      ])
        await call.expect(401);
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.post(PATH, body()).expect(403);
      await readOnly.get(PATH).expect(200);
    });
  });

  describe('POST and GET', () => {
    it("answers the record: the key's user, the project's billable flag, exact sums", async () => {
      const created = await receipt({
        project_id: refs.projectId,
        info: 'Client meeting transfer',
        currency: 'CHF',
        items: [
          item({ gross_total: 0.1 }),
          item({ gross_total: 0.2, vat_code_id: refs.vat7 }),
          item({ gross_total: 86.4 }),
        ],
      });
      expect(created).toEqual({
        id: expect.any(Number),
        title: 'Taxi airport',
        date: '2026-03-20',
        billable: true,
        pending: true,
        gross_total: 86.7,
        currency: 'CHF',
        items: [
          {
            gross_total: 0.1,
            vat: {
              id: refs.vat19,
              tax: 19,
              description: 'VSt19',
              reverse_charge: false,
              intra_eu: false,
              active: true,
              code: 'VSt19',
            },
            purchase_category: { id: refs.travel, name: 'Travel' },
          },
          expect.objectContaining({ gross_total: 0.2, vat: expect.objectContaining({ tax: 7 }) }),
          expect.objectContaining({ gross_total: 86.4 }),
        ],
        project: {
          id: refs.projectId,
          name: refs.projectName,
          billable: true,
          company: { id: refs.companyId, name: refs.companyName },
        },
        info: 'Client meeting transfer',
        user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
        refund_request: null,
        attachment_url: null,
      });
      expect((await api().get(`${PATH}/${created.id}`).expect(200)).body).toEqual(created);
      const stored = await prisma.receipt.findUniqueOrThrow({ where: { id: created.id } });
      expect(stored.grossTotal.toString()).toBe('86.7');
    });

    it("defaults to the account's currency, and unbillable without a project", async () => {
      const plain = await receipt({ items: [{ gross_total: 12.5, vat_code_id: refs.vat7 }] });
      expect(plain).toMatchObject({ currency: 'EUR', billable: false, project: null, info: null });
      expect((plain.items as unknown[])[0]).toMatchObject({ purchase_category: null });
      const unbillable = await receipt({ project_id: refs.projectId, billable: false });
      expect(unbillable.billable).toBe(false);
    });

    it('names every bad field in one 422 and echoes no value', async () => {
      const missing = await api().post(PATH, {}).expect(422);
      expect(errorKeys(missing)).toEqual(['date', 'items', 'title']);
      await api()
        .post(PATH, body({ items: [] }))
        .expect(422);
      const four = await api()
        .post(PATH, body({ items: [item(), item(), item(), item()] }))
        .expect(422);
      expect(errorKeys(four)).toEqual(['items']);
      const cents = await api()
        .post(PATH, body({ items: [item(), item({ gross_total: 1.005 })] }))
        .expect(422);
      expect(errorKeys(cents)).toEqual(['items[1].gross_total']);
      const zero = await api()
        .post(PATH, body({ items: [item({ gross_total: 0 })] }))
        .expect(422);
      expect(zero.body).toEqual({ errors: { 'items[0].gross_total': ['must be greater than 0'] } });
      const references = await api()
        .post(
          PATH,
          body({
            currency: 'USD',
            project_id: foreign.projectId,
            items: [
              item({ vat_code_id: 99999999 }),
              item({ vat_code_id: foreign.vat19 }),
              item({ vat_code_id: refs.inactiveVat }),
            ],
          }),
        )
        .expect(422);
      expect(errorKeys(references)).toEqual([
        'currency',
        'items[0].vat_code_id',
        'items[1].vat_code_id',
        'items[2].vat_code_id',
        'project_id',
      ]);
      expect(JSON.stringify(references.body)).not.toContain(String(foreign.vat19));
      const categories = await api()
        .post(
          PATH,
          body({
            items: [
              item({ purchase_category_id: foreign.travel }),
              item({ purchase_category_id: refs.retired }),
            ],
          }),
        )
        .expect(422);
      expect(errorKeys(categories)).toEqual([
        'items[0].purchase_category_id',
        'items[1].purchase_category_id',
      ]);
      const mixed = await api()
        .post(PATH, body({ items: [item(), item({ purchase_category_id: refs.office })] }))
        .expect(422);
      expect(mixed.body).toEqual({
        errors: { 'items[1].purchase_category_id': ['must be the same for all items'] },
      });
    });
  });

  describe('PUT and PATCH', () => {
    it('changes what is sent; items replace all items and the total follows', async () => {
      const created = await receipt({ project_id: refs.projectId, info: 'Note' });
      const path = `${PATH}/${created.id}`;
      const renamed = (await api().put(path, { title: 'Train' }).expect(200)).body as Receipt;
      expect(renamed).toMatchObject({ title: 'Train', gross_total: 86.4, info: 'Note' });
      const replaced = (
        await api()
          .patch(path, {
            items: [
              item({ gross_total: 10.1, purchase_category_id: null }),
              item({ gross_total: 20.2, vat_code_id: refs.vat7, purchase_category_id: null }),
            ],
            info: null,
            project_id: null,
            currency: 'CHF',
          })
          .expect(200)
      ).body as Receipt;
      expect(replaced).toMatchObject({
        gross_total: 30.3,
        currency: 'CHF',
        info: null,
        project: null,
        billable: true,
      });
      expect(replaced.items).toHaveLength(2);
      expect(await prisma.receiptItem.count({ where: { receiptId: created.id } })).toBe(2);
      await api().put(path, { title: null }).expect(422);
      const bad = await api()
        .put(path, { items: [item({ vat_code_id: foreign.vat7 })] })
        .expect(422);
      expect(errorKeys(bad)).toEqual(['items[0].vat_code_id']);
      expect((await api().get(path).expect(200)).body).toEqual(replaced);
    });

    it('moves updated_at, so updated_after finds the changed receipt', async () => {
      const created = await receipt();
      const before = await prisma.receipt.findUniqueOrThrow({ where: { id: created.id } });
      await api()
        .put(`${PATH}/${created.id}`, { items: [item({ gross_total: 5 })] })
        .expect(200);
      const after = await prisma.receipt.findUniqueOrThrow({ where: { id: created.id } });
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
      const since = encodeURIComponent(before.updatedAt.toISOString());
      expect(await ids(`ids=${created.id}&updated_after=${since}`)).toEqual([created.id]);
    });
  });

  describe('refund state', () => {
    it('is pending until a purchase item refers to it, then shows the refund request', async () => {
      const bare = await receipt();
      const withRequest = await receipt();
      const pending = await receipt();
      const purchase = await claim(bare.id, false);
      const refunded = await claim(withRequest.id, true);
      expect((await api().get(`${PATH}/${bare.id}`).expect(200)).body).toMatchObject({
        pending: false,
        refund_request: null,
      });
      const open = (await api().get(`${PATH}/${withRequest.id}`).expect(200)).body as {
        refund_request: { id: number; status: string };
      };
      const request = await prisma.purchaseRefundRequest.findUniqueOrThrow({
        where: { purchaseId: refunded.id },
      });
      expect(open).toMatchObject({
        pending: false,
        refund_request: { id: request.id, status: 'open' },
      });
      await api()
        .post('/api/v1/purchases/payments', {
          purchase_id: refunded.id,
          date: '2026-03-25',
          total: 86.4,
        })
        .expect(200);
      expect((await api().get(`${PATH}/${withRequest.id}`).expect(200)).body).toMatchObject({
        refund_request: { id: request.id, status: 'paid' },
      });

      const mine = [bare.id, withRequest.id, pending.id].join(',');
      expect(await ids(`ids=${mine}&submitted=true`)).toEqual([bare.id, withRequest.id]);
      expect(await ids(`ids=${mine}&submitted=false`)).toEqual([pending.id]);
      expect(await ids(`ids=${mine}&refund_request_id=${request.id},99999`)).toEqual([
        withRequest.id,
      ]);

      const refused = await api().delete(`${PATH}/${bare.id}`).expect(422);
      expect(refused.body).toEqual({
        errors: [`Receipt belongs to purchase ${purchase.identifier} and can no longer be deleted`],
      });
      await api().put(`${PATH}/${bare.id}`, { title: 'Changed' }).expect(422);
      expect((await api().get(`${PATH}/${bare.id}`).expect(200)).body).toMatchObject({
        title: 'Taxi airport',
      });
    });
  });

  describe('GET /receipts', () => {
    it('pages by id and filters by user, project, dates and category', async () => {
      const colleague = await prisma.user.create({
        data: {
          accountId: a.accountId,
          firstname: 'Carla',
          lastname: 'Colleague',
          email: `carla-${a.accountId}@example.com`,
        },
      });
      const early = await receipt({ date: '2025-01-10', project_id: refs.projectId });
      const late = await receipt({
        date: '2025-02-10',
        items: [item({ purchase_category_id: refs.office })],
      });
      const theirs = await receipt({ date: '2025-01-20' });
      await prisma.receipt.update({ where: { id: theirs.id }, data: { userId: colleague.id } });
      const mine = `ids=${[early.id, late.id, theirs.id].join(',')}`;
      expect(await ids(mine)).toEqual([early.id, late.id, theirs.id]);
      expect(await ids(`${mine}&from=2025-01-15&to=2025-02-10`)).toEqual([late.id, theirs.id]);
      expect(await ids(`${mine}&to=2025-01-10`)).toEqual([early.id]);
      expect(await ids(`${mine}&user_id=${colleague.id}`)).toEqual([theirs.id]);
      expect(await ids(`${mine}&project_id=${refs.projectId}`)).toEqual([early.id]);
      expect(await ids(`${mine}&purchase_category_id=${refs.office}`)).toEqual([late.id]);
      expect(await ids(`${mine}&sort_by=date%20desc`)).toEqual([late.id, theirs.id, early.id]);
      const page = await api().get(`${PATH}?${mine}&per_page=2&page=2`).expect(200);
      expect(page.headers['x-total']).toBe('3');
      expect((page.body as Receipt[]).map((r) => r.id)).toEqual([theirs.id]);
      const bad = await api().get(`${PATH}?from=2025-13-01&submitted=maybe`).expect(422);
      expect(errorKeys(bad)).toEqual(['from', 'submitted']);
    });
  });

  describe('attachments', () => {
    it('stores the slip, signs attachment_url, replaces and removes it', async () => {
      const created = await receipt({
        attachment: { filename: 'slips/taxi.pdf', base64: PDF.toString('base64') },
      });
      expect(created.attachment_url).toMatch(LINK);
      const file = await download(created.attachment_url as string).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(file.body as Buffer)).toEqual(PDF);
      const first = await prisma.receipt.findUniqueOrThrow({ where: { id: created.id } });
      const path = `${PATH}/${created.id}`;
      const replaced = await api()
        .put(path, { attachment: { filename: 'slip.png', base64: PNG.toString('base64') } })
        .expect(200);
      const png = await download(replaced.body.attachment_url as string).expect(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(await prisma.storedFile.count({ where: { id: first.fileId! } })).toBe(0);
      const kept = await api().put(path, { title: 'Taxi' }).expect(200);
      expect(kept.body.attachment_url).toMatch(LINK);
      const second = await prisma.receipt.findUniqueOrThrow({ where: { id: created.id } });
      const removed = await api().put(path, { attachment: null }).expect(200);
      expect(removed.body.attachment_url).toBeNull();
      expect(await prisma.storedFile.count({ where: { id: second.fileId! } })).toBe(0);
    });

    it('refuses what is no PDF, PNG or JPEG (422) and more than 10 MiB (413)', async () => {
      const xml = Buffer.from('<?xml version="1.0"?><Invoice/>').toString('base64');
      for (const base64 of ['not base64!', Buffer.from('plain text').toString('base64'), xml]) {
        const refused = await api()
          .post(PATH, body({ attachment: { filename: 'x', base64 } }))
          .expect(422);
        expect(errorKeys(refused)).toEqual(['attachment.base64']);
      }
      const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
      PDF.copy(huge);
      await api()
        .post(PATH, body({ attachment: { filename: 'big.pdf', base64: huge.toString('base64') } }))
        .expect(413);
    });
  });

  describe('DELETE', () => {
    it('answers the receipt as it was and removes it with its items and slip', async () => {
      const created = await receipt({
        attachment: { filename: 'slip.png', base64: PNG.toString('base64') },
      });
      const { fileId } = await prisma.receipt.findUniqueOrThrow({ where: { id: created.id } });
      const deleted = await api().delete(`${PATH}/${created.id}`).expect(200);
      expect(deleted.body).toMatchObject({ id: created.id, title: 'Taxi airport', pending: true });
      await api().get(`${PATH}/${created.id}`).expect(404);
      expect(await prisma.receiptItem.count({ where: { receiptId: created.id } })).toBe(0);
      expect(await prisma.storedFile.count({ where: { id: fileId! } })).toBe(0);
    });
  });

  describe('projects', () => {
    it('unlinks the receipts of a deleted project', async () => {
      const project = await createCustomerAndProject(prisma, a.accountId);
      const created = await receipt({ project_id: project.projectId });
      await api().delete(`/api/v1/projects/${project.projectId}`).expect(200);
      const kept = (await api().get(`${PATH}/${created.id}`).expect(200)).body as Receipt;
      expect(kept).toMatchObject({ project: null, billable: true });
    });
  });

  describe('tenancy', () => {
    it("hides another account's receipt exactly like a missing one", async () => {
      const theirs = await receipt(
        { items: [{ gross_total: 9.9, vat_code_id: foreign.vat19 }] },
        b,
      );
      await expectForeignRecordHidden(api(), api(b), PATH, theirs, {
        body: { title: 'Hijack' },
        field: 'title',
      });
      expect(await ids(`ids=${theirs.id}`)).toEqual([]);
    });
  });
});
