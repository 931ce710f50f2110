import request from 'supertest';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { binary } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/purchases';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR png body'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF body')]);
const GIF = Buffer.from('GIF89a gif body');
const LIMIT = 10 * 1024 * 1024;
const LINK = /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/files\/v1\./;

/** A document of `size` bytes that starts like a PDF. */
const bigPdf = (size: number) => {
  const data = Buffer.alloc(size, 0x20);
  PDF.copy(data);
  return data;
};

describe('purchase documents', () => {
  let t: TestApp;
  let a: TestAccount;
  let prisma: PrismaClient;
  let vatCodeId: number;

  const api = () => client(t.url, a.key);
  const upload = (id: number, data: Buffer, filename = 'receipt.pdf', contentType?: string) =>
    request(t.url)
      .patch(`${PATH}/${id}/store_document`)
      .set('Authorization', `Token token=${a.key}`)
      .attach('file', data, { filename, contentType: contentType ?? 'application/octet-stream' });
  const newPurchase = async (extra: object = {}) =>
    (
      await api()
        .post(PATH, {
          date: '2026-03-10',
          currency: 'EUR',
          payment_method: 'bank_transfer',
          items: [{ title: 'Paper', total: 100, vat_code_id: vatCodeId }],
          ...extra,
        })
        .expect(200)
    ).body;
  const documentOf = async (id: number) => {
    const row = await prisma.purchase.findUniqueOrThrow({ where: { id } });
    return row.documentFileId === null
      ? null
      : prisma.storedFile.findUniqueOrThrow({ where: { id: row.documentFileId } });
  };
  const download = (url: string) =>
    request(t.url).get(new URL(url).pathname).buffer(true).parse(binary);
  /** store_document answers 200 with an empty JSON body; the purchase is read back with GET. */
  const store = async (id: number, data: Buffer, filename?: string, contentType?: string) => {
    const response = await upload(id, data, filename, contentType).expect(200);
    expect(response.text).toBe('');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return (await api().get(`${PATH}/${id}`).expect(200)).body;
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    vatCodeId = (
      await api().post('/api/v1/vat_code_purchases', { code: 'VSt19', tax: 19 }).expect(200)
    ).body.id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('PATCH /purchases/{id}/store_document', () => {
    it('stores a multipart PDF and answers 200 with an empty JSON body; GET signs file_url', async () => {
      const purchase = await newPurchase();
      await prisma.purchase.update({
        where: { id: purchase.id },
        data: { updatedAt: new Date('2020-01-01T00:00:00Z') },
      });
      const storedPurchase = await store(purchase.id, PDF, 'scans/Rechnung März.pdf');
      expect(storedPurchase).toEqual({
        ...purchase,
        file_url: expect.stringMatching(LINK),
        updated_at: expect.any(String),
      });
      expect(storedPurchase.updated_at > '2020-01-01T00:00:00Z').toBe(true);
      const stored = await documentOf(purchase.id);
      expect(stored).toMatchObject({
        filename: 'Rechnung März.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
      });
      expect(Buffer.from(stored!.data).equals(PDF)).toBe(true);
      const file = await download(storedPurchase.file_url).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
      // Every GET signs the link afresh; it opens the same file.
      const again = await api().get(`${PATH}/${purchase.id}`).expect(200);
      expect(again.body.file_url).toMatch(LINK);
      await download(again.body.file_url).expect(200);
    });

    it('takes PNG and JPEG, typed by their bytes rather than the declared type', async () => {
      const purchase = await newPurchase();
      await store(purchase.id, PNG, 'photo.pdf', 'application/pdf');
      expect(await documentOf(purchase.id)).toMatchObject({
        contentType: 'image/png',
        filename: 'photo.pdf',
      });
      const jpeg = await store(purchase.id, JPEG, 'photo.jpg', 'image/png');
      expect(await documentOf(purchase.id)).toMatchObject({ contentType: 'image/jpeg' });
      const file = await download(jpeg.file_url).expect(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
    });

    it('replaces the document, deleting the old stored file; expenses follow it', async () => {
      const purchase = await newPurchase();
      const first = await store(purchase.id, PDF);
      const oldFile = await documentOf(purchase.id);
      const customer = await api().post('/api/v1/companies', { type: 'customer', name: 'K' });
      const project = await api()
        .post('/api/v1/projects', { name: 'P', customer_id: customer.body.id, currency: 'EUR' })
        .expect(200);
      const expense = await prisma.expense.create({
        data: {
          accountId: a.accountId,
          projectId: project.body.id,
          date: new Date('2026-03-10'),
          title: 'Paper',
          currency: 'EUR',
          purchaseId: purchase.id,
          purchaseItemId: purchase.items[0].id,
          fileId: oldFile!.id,
        },
      });
      const second = await store(purchase.id, PNG, 'new.png');
      const newFile = await documentOf(purchase.id);
      expect(newFile!.id).not.toBe(oldFile!.id);
      expect(await prisma.storedFile.count({ where: { id: oldFile!.id } })).toBe(0);
      await download(first.file_url).expect(404);
      await download(second.file_url).expect(200);
      const moved = await prisma.expense.findUniqueOrThrow({ where: { id: expense.id } });
      expect(moved.fileId).toBe(newFile!.id);
    });

    it('answers 422 on file without a file part or with an empty one', async () => {
      const purchase = await newPurchase();
      const auth = { Authorization: `Token token=${a.key}` };
      for (const call of [
        request(t.url).patch(`${PATH}/${purchase.id}/store_document`).set(auth).field('note', 'x'),
        request(t.url).patch(`${PATH}/${purchase.id}/store_document`).set(auth).send({}),
        upload(purchase.id, Buffer.alloc(0), 'empty.pdf'),
      ]) {
        const response = await call.expect(422);
        expect(response.body).toEqual({ errors: { file: ['must be a non-empty file part'] } });
      }
      expect(await documentOf(purchase.id)).toBeNull();
    });

    it('answers 415 for anything but PDF, PNG and JPEG, keeping the old document', async () => {
      const purchase = await newPurchase();
      await store(purchase.id, PDF);
      const before = await documentOf(purchase.id);
      for (const data of [GIF, Buffer.from('PK\u0003\u0004zip'), Buffer.from('%PD')]) {
        const response = await upload(purchase.id, data, 'x.pdf', 'application/pdf').expect(415);
        expect(response.body).toEqual({ message: 'Unsupported media type' });
      }
      expect((await documentOf(purchase.id))!.id).toBe(before!.id);
    });

    it('answers 413 over 10 MiB and takes 10 MiB exactly', async () => {
      const purchase = await newPurchase();
      const tooBig = await upload(purchase.id, bigPdf(LIMIT + 1)).expect(413);
      expect(tooBig.body).toEqual({ message: 'Payload too large' });
      expect(await documentOf(purchase.id)).toBeNull();
      await store(purchase.id, bigPdf(LIMIT));
      expect((await documentOf(purchase.id))!.size).toBe(LIMIT);
    });

    it('answers 422 on file for a file part under another name, 400 for a second file', async () => {
      const purchase = await newPurchase();
      const auth = { Authorization: `Token token=${a.key}` };
      const path = `${PATH}/${purchase.id}/store_document`;
      const renamed = await request(t.url)
        .patch(path)
        .set(auth)
        .attach('document', PDF, 'a.pdf')
        .expect(422);
      expect(renamed.body).toEqual({ errors: { file: ['must be a non-empty file part'] } });
      const two = await request(t.url)
        .patch(path)
        .set(auth)
        .attach('file', PDF, 'a.pdf')
        .attach('file', PDF, 'b.pdf')
        .expect(400);
      expect(two.body).toEqual({ message: 'Too many files' });
      expect(await documentOf(purchase.id)).toBeNull();
    });
  });

  describe('file on create and update', () => {
    const file = (data: Buffer | string, filename = 'receipt.pdf') => ({
      filename,
      base64: typeof data === 'string' ? data : data.toString('base64'),
    });

    it('stores a base64 document given on create', async () => {
      const purchase = await newPurchase({ file: file(PNG, 'C:\\scans\\slip.png') });
      expect(purchase.file_url).toMatch(LINK);
      expect(await documentOf(purchase.id)).toMatchObject({
        filename: 'slip.png',
        contentType: 'image/png',
      });
      const downloaded = await download(purchase.file_url).expect(200);
      expect(Buffer.compare(downloaded.body as Buffer, PNG)).toBe(0);
    });

    it('replaces the document on update, deleting the old file', async () => {
      const purchase = await newPurchase({ file: file(PDF) });
      const oldFile = await documentOf(purchase.id);
      const updated = await api()
        .put(`${PATH}/${purchase.id}`, { file: file(JPEG, 'new.jpg') })
        .expect(200);
      expect(updated.body.file_url).toMatch(LINK);
      expect(await documentOf(purchase.id)).toMatchObject({ contentType: 'image/jpeg' });
      expect(await prisma.storedFile.count({ where: { id: oldFile!.id } })).toBe(0);
    });

    it('answers 422 on file.base64 for bad base64 or another type, 413 over 10 MiB', async () => {
      const before = await prisma.purchase.count();
      for (const data of ['not base64!', GIF, Buffer.from('%PD')]) {
        const response = await api()
          .post(PATH, {
            date: '2026-03-10',
            currency: 'EUR',
            payment_method: 'cash',
            items: [{ title: 'Paper', total: 1, vat_code_id: vatCodeId }],
            file: file(data),
          })
          .expect(422);
        expect(Object.keys(response.body.errors)).toEqual(['file.base64']);
      }
      const noName = await api()
        .post(PATH, { file: { base64: PDF.toString('base64') } })
        .expect(422);
      expect(Object.keys(noName.body.errors)).toContain('file.filename');
      const tooBig = await api()
        .post(PATH, {
          date: '2026-03-10',
          currency: 'EUR',
          payment_method: 'cash',
          items: [{ title: 'Paper', total: 1, vat_code_id: vatCodeId }],
          file: file(bigPdf(LIMIT + 1)),
        })
        .expect(413);
      expect(tooBig.body).toEqual({ message: 'Payload too large' });
      expect(await prisma.purchase.count()).toBe(before);
    });
  });

  describe('deleting the purchase', () => {
    it('deletes the stored document, unless a project expense still shows it', async () => {
      const purchase = await newPurchase({
        file: { filename: 'a.pdf', base64: PDF.toString('base64') },
      });
      const fileId = (await documentOf(purchase.id))!.id;
      const deleted = await api().delete(`${PATH}/${purchase.id}`).expect(200);
      expect(deleted.text).toBe('');
      expect(await prisma.storedFile.count({ where: { id: fileId } })).toBe(0);

      const kept = await newPurchase({
        file: { filename: 'b.pdf', base64: PDF.toString('base64') },
      });
      const keptFileId = (await documentOf(kept.id))!.id;
      const customer = await api().post('/api/v1/companies', { type: 'customer', name: 'K2' });
      const project = await api()
        .post('/api/v1/projects', { name: 'P2', customer_id: customer.body.id, currency: 'EUR' })
        .expect(200);
      const expense = await prisma.expense.create({
        data: {
          accountId: a.accountId,
          projectId: project.body.id,
          date: new Date('2026-03-10'),
          title: 'Paper',
          currency: 'EUR',
          purchaseId: kept.id,
          purchaseItemId: kept.items[0].id,
          fileId: keptFileId,
        },
      });
      await api().delete(`${PATH}/${kept.id}`).expect(200);
      expect(await prisma.storedFile.count({ where: { id: keptFileId } })).toBe(1);
      expect(await prisma.expense.findUniqueOrThrow({ where: { id: expense.id } })).toMatchObject({
        fileId: keptFileId,
        purchaseId: null,
        purchaseItemId: null,
      });
    });
  });

  describe('signed links', () => {
    it('expire after FAKTURA_FILE_URL_TTL_SECONDS', async () => {
      const short = await startTestApp({ fileUrlTtlSeconds: 2 });
      try {
        const account = await createTestAccount(short.db.url, 'Short');
        const api2 = client(short.url, account.key);
        const vat = await api2
          .post('/api/v1/vat_code_purchases', { code: 'V19', tax: 19 })
          .expect(200);
        const purchase = await api2
          .post(PATH, {
            date: '2026-03-10',
            currency: 'EUR',
            payment_method: 'cash',
            items: [{ title: 'Paper', total: 1, vat_code_id: vat.body.id }],
            file: { filename: 'a.pdf', base64: PDF.toString('base64') },
          })
          .expect(200);
        const path = new URL(purchase.body.file_url as string).pathname;
        await request(short.url).get(path).expect(200);
        const expiresAt = Number(path.split('.')[3]);
        await sleep(Math.max(0, expiresAt * 1000 - Date.now()) + 100);
        const expired = await request(short.url).get(path).expect(404);
        expect(expired.body).toEqual({ message: 'Not found' });
        // A fresh read signs a new link that opens again.
        const again = await api2.get(`${PATH}/${purchase.body.id}`).expect(200);
        await request(short.url).get(new URL(again.body.file_url).pathname).expect(200);
      } finally {
        await short.close();
      }
    });
  });
});
