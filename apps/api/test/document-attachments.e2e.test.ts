import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { binary } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Kind = 'offers' | 'invoices';

// Offers and invoices share the attachment rules; each runs the same checks on its own paths.
describe.each<Kind>(['offers', 'invoices'])('/api/v1/%s/{id}/attachments', (resource) => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let offerId: number;
  let foreignOfferId: number;
  const customers = new Map<number, number>();

  const api = () => client(t.url, a.key);
  const path = (id = offerId) => `/api/v1/${resource}/${id}/attachments`;
  const documentUpdatedAt = async (id: number) =>
    (resource === 'offers'
      ? await prisma.offer.findUniqueOrThrow({ where: { id } })
      : await prisma.invoice.findUniqueOrThrow({ where: { id } })
    ).updatedAt;
  const setUpdatedAt = async (id: number, updatedAt: Date) => {
    if (resource === 'offers') await prisma.offer.update({ where: { id }, data: { updatedAt } });
    else await prisma.invoice.update({ where: { id }, data: { updatedAt } });
  };
  const attachmentFileId = async (id: number) =>
    (resource === 'offers'
      ? await prisma.offerAttachment.findUniqueOrThrow({ where: { id } })
      : await prisma.invoiceAttachment.findUniqueOrThrow({ where: { id } })
    ).fileId;
  const upload = (filename: string, data: Buffer | string) => ({
    attachment: { filename, base64: typeof data === 'string' ? data : data.toString('base64') },
  });
  const newOffer = async (account: TestAccount) => {
    const document = {
      recipient_address: 'Kunde',
      date: '2026-05-01',
      due_date: '2026-06-01',
      title: 'With files',
      tax: 8.1,
      currency: 'EUR',
      items: [],
    };
    const body =
      resource === 'offers'
        ? document
        : { ...document, customer_id: customers.get(account.accountId) };
    // The reference creates offers with 201 and invoices with 200 (docs/reference/conventions.md).
    const response = await client(t.url, account.key)
      .post(`/api/v1/${resource}`, body)
      .expect(resource === 'offers' ? 201 : 200);
    return response.body.id as number;
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b]) {
      await prisma.vatCodeSale.create({
        data: { accountId: account.accountId, code: 'V8', tax: '8.1' },
      });
      const customer = await prisma.company.create({
        data: { accountId: account.accountId, name: 'Kunde AG', type: 'customer' },
      });
      customers.set(account.accountId, customer.id);
    }
    offerId = await newOffer(a);
    foreignOfferId = await newOffer(b);
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('adds, lists and removes a PDF, bumping the document each time', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    await setUpdatedAt(offerId, old);
    const created = await api().post(path(), upload('docs/terms.pdf', PDF)).expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: 'terms.pdf',
      filename: 'terms.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
      file_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/files\/v1\./),
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    const stored = {
      fileId: await attachmentFileId(created.body.id),
    };
    const file = await prisma.storedFile.findUniqueOrThrow({ where: { id: stored.fileId } });
    expect(Buffer.from(file.data).equals(PDF)).toBe(true);
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await documentUpdatedAt(offerId)).getTime()).toBeGreaterThan(old.getTime());

    const listed = await api().get(path()).expect(200);
    expect(listed.body).toEqual([{ ...created.body, file_url: expect.any(String) }]);

    // The signed link opens without a key; a tampered one is a 404.
    const link = new URL(listed.body[0].file_url as string);
    const download = await request(t.url).get(link.pathname).buffer(true).parse(binary).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('inline; filename="terms.pdf"');
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    const forged = link.pathname.replace(
      /\.(\d+)\.(\d+)\./,
      (_m, a, f) => `.${a}.${Number(f) + 1}.`,
    );
    expect((await request(t.url).get(forged).expect(404)).body).toEqual({ message: 'Not found' });

    await setUpdatedAt(offerId, old);
    const removed = await api().delete(`${path()}/${created.body.id}`).expect(204);
    expect(removed.text).toBe('');
    expect((await api().get(path()).expect(200)).body).toEqual([]);
    expect(await prisma.storedFile.count({ where: { id: stored.fileId } })).toBe(0);
    await request(t.url).get(link.pathname).expect(404);
    expect((await documentUpdatedAt(offerId)).getTime()).toBeGreaterThan(old.getTime());
    await api().delete(`${path()}/${created.body.id}`).expect(404);
  });

  it('answers 422 on attachment.base64 for bad base64 and non-PDFs, 413 over 10 MiB', async () => {
    for (const data of ['not base64!', Buffer.from('PK\u0003\u0004zip'), '']) {
      const response = await api().post(path(), upload('x.pdf', data)).expect(422);
      expect(Object.keys(response.body.errors)).toEqual(['attachment.base64']);
    }
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const tooBig = await api().post(path(), upload('x.pdf', big)).expect(413);
    expect(tooBig.body).toEqual({ message: 'Payload too large' });
    const missing = await api().post(path(), {}).expect(422);
    expect(Object.keys(missing.body.errors)).toEqual(['attachment']);
    const noName = await api().post(path(), { attachment: { base64: PDF.toString('base64') } });
    expect(noName.status).toBe(422);
    expect(Object.keys(noName.body.errors)).toEqual(['attachment.filename']);
    expect((await api().get(path()).expect(200)).body).toEqual([]);
  });

  it('answers 401, 403 and 404 like every route', async () => {
    await request(t.url).get(path()).expect(401);
    await request(t.url).post(path()).send(upload('a.pdf', PDF)).expect(401);
    await request(t.url).delete(`${path()}/1`).expect(401);
    const readOnly = client(t.url, a.readOnlyKey);
    await readOnly.get(path()).expect(200);
    expect((await readOnly.post(path(), upload('a.pdf', PDF)).expect(403)).body).toEqual({
      errors: ['Access denied'],
    });
    const own = await api().post(path(), upload('a.pdf', PDF)).expect(201);
    await readOnly.delete(`${path()}/${own.body.id}`).expect(403);
    const foreignAttachment = await client(t.url, b.key)
      .post(path(foreignOfferId), upload('b.pdf', PDF))
      .expect(201);
    for (const call of [
      api().get(path(foreignOfferId)),
      api().post(path(foreignOfferId), upload('a.pdf', PDF)),
      api().delete(`${path(foreignOfferId)}/${foreignAttachment.body.id}`),
      api().delete(`${path()}/${foreignAttachment.body.id}`),
      api().get(path(999_999)),
    ]) {
      expect((await call.expect(404)).body).toEqual({ message: 'Not found' });
    }
    expect((await client(t.url, b.key).get(path(foreignOfferId)).expect(200)).body).toHaveLength(1);
  });

  it('deleting the document removes its attachments and their files', async () => {
    const id = await newOffer(a);
    const created = await api().post(path(id), upload('c.pdf', PDF)).expect(201);
    const fileId = await attachmentFileId(created.body.id);
    await api().delete(`/api/v1/${resource}/${id}`).send({ reason: 'Test' }).expect(204);
    expect(await prisma.storedFile.count({ where: { id: fileId } })).toBe(0);
  });
});
