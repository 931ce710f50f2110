import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { binary } from './support/binary';
import { expectPaging } from './support/list-checks';
import { expectForeignRecordHidden } from './support/tenancy-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/purchases/drafts';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const base64 = (data: Buffer | string) => Buffer.from(data).toString('base64');

type Draft = {
  id: number;
  title: string;
  email_from: string | null;
  email_body: string | null;
  user: { id: number; firstname: string; lastname: string } | null;
  file_url: string | null;
  net_total: number | null;
  gross_total: number | null;
  credit_card_transaction: null;
  source: string;
  rejection_reason: string | null;
  filename: string | null;
  content_type: string | null;
  email_url: string | null;
  prefill: unknown;
  prefill_status: string;
  created_at: string;
  updated_at: string;
};

describe('/api/v1/purchases/drafts', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const create = async (body: object, account: TestAccount = a) =>
    (await api(account).post(PATH, body).expect(200)).body as Draft;
  const withFile = (data: Buffer, filename = 'invoice.pdf', title = 'Supplier invoice') =>
    create({ title, file: { filename, base64: base64(data) } });
  /** The bytes behind a signed link (file_url, email_url). */
  const download = async (url: string) => {
    const response = await request(t.url).get(new URL(url).pathname).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    return { data: response.body as Buffer, type: String(response.headers['content-type']) };
  };
  const purchaseBody = (extra: object = {}) => ({
    date: '2026-03-10',
    currency: 'EUR',
    payment_method: 'bank_transfer',
    items: [{ title: 'Paper', total: 119, tax: 19 }],
    ...extra,
  });
  const draftCount = () => prisma.purchaseDraft.count({ where: { accountId: a.accountId } });
  const prefillJobs = (draftId: number) =>
    prisma.job.count({
      where: {
        type: 'purchase-drafts.prefill',
        accountId: a.accountId,
        payload: { equals: { draftId } },
      },
    });

  /** A 422 naming exactly `fields`, and no draft written. */
  async function refused(body: object, fields: string[]) {
    const before = await draftCount();
    const response = await api().post(PATH, body).expect(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([...fields].sort());
    expect(JSON.stringify(response.body)).not.toContain('PHN2Zz4');
    expect(await draftCount()).toBe(before);
  }

  /** A draft as the inbox importer writes it: mail and document shared with the inbox rows. */
  async function inboxDraft(title: string) {
    const store = (filename: string, contentType: string, data: Buffer) =>
      prisma.storedFile.create({
        data: {
          accountId: a.accountId,
          filename,
          contentType,
          data: new Uint8Array(data),
          size: data.length,
          sha256: 'a'.repeat(64),
        },
      });
    const mail = await store(
      'mail.eml',
      'message/rfc822',
      Buffer.from('Subject: Invoice\r\n\r\nHi'),
    );
    const document = await store('scan.pdf', 'application/pdf', PDF);
    const message = await prisma.inboxMessage.create({
      data: {
        accountId: a.accountId,
        messageKey: `<${title}@supplier.example>`,
        subject: title,
        fromAddress: 'invoices@supplier.example',
        emailFileId: mail.id,
      },
    });
    const draft = await prisma.purchaseDraft.create({
      data: {
        accountId: a.accountId,
        title,
        source: 'inbox',
        emailFrom: 'invoices@supplier.example',
        emailBody: 'Please find our invoice attached.',
        fileId: document.id,
        emailFileId: mail.id,
        rejectionReason: 'The PDF is encrypted',
        netTotal: '100.5',
        grossTotal: '108.55',
        prefill: { gross_total: { value: '108.55', found: 'page 1, line 12' } },
        prefillStatus: 'done',
      },
    });
    const attachment = await prisma.inboxAttachment.create({
      data: {
        accountId: a.accountId,
        messageId: message.id,
        sha256: 'b'.repeat(64),
        filename: 'scan.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        fileId: document.id,
        status: 'drafted',
        purchaseDraftId: draft.id,
      },
    });
    return { draft, mail, document, message, attachment };
  }

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

  it('creates a draft without a file: the key user, source api, nothing to read', async () => {
    const draft = await create({ title: 'Taxi receipt' });
    expect(draft).toEqual({
      id: expect.any(Number),
      title: 'Taxi receipt',
      email_from: null,
      email_body: null,
      user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
      file_url: null,
      net_total: null,
      gross_total: null,
      credit_card_transaction: null,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
      source: 'api',
      rejection_reason: null,
      filename: null,
      content_type: null,
      email_url: null,
      prefill: null,
      prefill_status: 'none',
    });
    expect((await api().get(`${PATH}/${draft.id}`).expect(200)).body).toEqual(draft);
    expect(await prefillJobs(draft.id)).toBe(0);
  });

  it('stores a PDF and queues its prefill in the same transaction', async () => {
    const draft = await withFile(PDF, 'C:\\scans\\invoice-42.pdf');
    expect(draft).toMatchObject({
      filename: 'invoice-42.pdf',
      content_type: 'application/pdf',
      prefill_status: 'pending',
    });
    expect(await download(draft.file_url!)).toEqual({ data: PDF, type: 'application/pdf' });
    expect(await prefillJobs(draft.id)).toBe(1);
  });

  it('takes images by their bytes, whatever their name says, and reads none of them', async () => {
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic')]);
    const images: [Buffer, string][] = [
      [PNG, 'image/png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'image/jpeg'],
      [Buffer.from('GIF89a\x01\x00'), 'image/gif'],
      [riff, 'image/webp'],
      [Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), 'image/tiff'],
      [Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]), 'image/tiff'],
      [heic, 'image/heic'],
    ];
    for (const [data, type] of images) {
      const draft = await withFile(data, 'receipt.pdf');
      expect([type, draft.content_type, draft.prefill_status]).toEqual([type, type, 'none']);
      expect(await prefillJobs(draft.id)).toBe(0);
    }
    const nameless = await withFile(PNG, '  ');
    expect(nameless.filename).toBe('document.png');
  });

  it('refuses other files, bad base64 and a missing title with a 422 naming the field', async () => {
    const file = (data: Buffer | string) => ({ filename: 'x.pdf', base64: base64(data) });
    await refused({ title: 'SVG', file: file('<svg onload="alert(1)"/>') }, ['file.base64']);
    await refused({ title: 'HTML', file: file('<html></html>') }, ['file.base64']);
    await refused({ title: 'XML', file: file('<?xml version="1.0"?><Invoice/>') }, ['file.base64']);
    await refused({ title: 'RIFF only', file: file('RIFF\0\0\0\0WAVEfmt ') }, ['file.base64']);
    await refused({ title: 'Empty', file: { filename: 'x.pdf', base64: '' } }, ['file.base64']);
    await refused({ title: 'Not base64', file: { filename: 'x.pdf', base64: '%%%' } }, [
      'file.base64',
    ]);
    await refused({ file: file(PDF) }, ['title']);
    await refused({ title: '' }, ['title']);
    await refused({ title: 'No name', file: { base64: base64(PDF) } }, ['file.filename']);
  });

  it('answers 413 for a document over 10 MiB', async () => {
    const large = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    await api()
      .post(PATH, { title: 'Large', file: { filename: 'big.pdf', base64: base64(large) } })
      .expect(413);
  });

  it('redirects .pdf to the document, and answers 204 for a draft without one', async () => {
    const draft = await withFile(PDF);
    const redirect = await api().get(`${PATH}/${draft.id}.pdf`).expect(302);
    expect(await download(String(redirect.headers.location))).toEqual({
      data: PDF,
      type: 'application/pdf',
    });
    const bare = await create({ title: 'Nothing attached' });
    const empty = await api().get(`${PATH}/${bare.id}.pdf`).expect(204);
    expect(empty.text).toBe('');
    await api().get(`${PATH}/99999999.pdf`).expect(404);
  });

  it('lists drafts by id, pages them and filters by ids and updated_after', async () => {
    const first = await create({ title: 'List one' });
    const second = await create({ title: 'List two' });
    const listed = (await api().get(`${PATH}?ids=${second.id},${first.id}`).expect(200))
      .body as Draft[];
    expect(listed.map((draft) => draft.id)).toEqual([first.id, second.id]);
    await prisma.purchaseDraft.update({
      where: { id: first.id },
      data: { updatedAt: new Date('2030-01-01T00:00:00Z') },
    });
    const changed = await api().get(`${PATH}?updated_after=2029-12-31T23:59:59Z`).expect(200);
    expect((changed.body as Draft[]).map((draft) => draft.id)).toEqual([first.id]);
    await api().get(`${PATH}?ids=x`).expect(422);
    await api().get(`${PATH}?updated_after=yesterday`).expect(422);
    await expectPaging(api, PATH, () => create({ title: 'Paged' }), 'title');
    const all = (await api().get(PATH).expect(200)).body as Draft[];
    const ids = all.map((draft) => draft.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it('shows a draft the inbox made: sender, mail link, reason, totals and prefill as stored', async () => {
    const { draft } = await inboxDraft('Inbox shown');
    const shown = (await api().get(`${PATH}/${draft.id}`).expect(200)).body as Draft;
    expect(shown).toMatchObject({
      title: 'Inbox shown',
      email_from: 'invoices@supplier.example',
      email_body: 'Please find our invoice attached.',
      user: null,
      net_total: 100.5,
      gross_total: 108.55,
      source: 'inbox',
      rejection_reason: 'The PDF is encrypted',
      filename: 'scan.pdf',
      content_type: 'application/pdf',
      prefill: { gross_total: { value: '108.55', found: 'page 1, line 12' } },
      prefill_status: 'done',
    });
    expect(await download(shown.email_url!)).toEqual({
      data: Buffer.from('Subject: Invoice\r\n\r\nHi'),
      type: 'message/rfc822',
    });
  });

  it('deletes a draft with 200 and the record, and the files only it had', async () => {
    const draft = await withFile(PDF);
    const fileId = (await prisma.purchaseDraft.findUniqueOrThrow({ where: { id: draft.id } }))
      .fileId!;
    const deleted = await api().delete(`${PATH}/${draft.id}`).expect(200);
    expect(deleted.body).toMatchObject({ id: draft.id, title: draft.title, source: 'api' });
    await api().get(`${PATH}/${draft.id}`).expect(404);
    expect(await prisma.storedFile.count({ where: { id: fileId } })).toBe(0);
    await api().delete(`${PATH}/${draft.id}`).expect(404);
  });

  it('keeps the files of an inbox draft that the inbox rows still refer to', async () => {
    const { draft, mail, document, attachment } = await inboxDraft('Inbox deleted');
    await api().delete(`${PATH}/${draft.id}`).expect(200);
    expect(await prisma.storedFile.count({ where: { id: { in: [mail.id, document.id] } } })).toBe(
      2,
    );
    const kept = await prisma.inboxAttachment.findUniqueOrThrow({ where: { id: attachment.id } });
    expect(kept).toMatchObject({ fileId: document.id, purchaseDraftId: null });
  });

  it('makes a purchase of a draft: its document moves, the draft is gone', async () => {
    const draft = await withFile(PDF);
    const fileId = (await prisma.purchaseDraft.findUniqueOrThrow({ where: { id: draft.id } }))
      .fileId;
    const purchase = (
      await api()
        .post('/api/v1/purchases', purchaseBody({ purchase_draft_id: draft.id }))
        .expect(200)
    ).body as { id: number; file_url: string };
    const row = await prisma.purchase.findUniqueOrThrow({ where: { id: purchase.id } });
    expect(row.documentFileId).toBe(fileId);
    expect(await download(purchase.file_url)).toEqual({ data: PDF, type: 'application/pdf' });
    await api().get(`${PATH}/${draft.id}`).expect(404);
    await api()
      .post('/api/v1/purchases', purchaseBody({ purchase_draft_id: draft.id }))
      .expect(422);
  });

  it('makes a purchase of an inbox draft with a document of its own: attachments follow', async () => {
    const { draft, document, mail, attachment } = await inboxDraft('Inbox purchase');
    const own = { filename: 'final.png', base64: base64(PNG) };
    const purchase = (
      await api()
        .post('/api/v1/purchases', purchaseBody({ purchase_draft_id: draft.id, file: own }))
        .expect(200)
    ).body as { id: number; file_url: string };
    expect((await download(purchase.file_url)).data).toEqual(PNG);
    const moved = await prisma.inboxAttachment.findUniqueOrThrow({ where: { id: attachment.id } });
    expect(moved).toMatchObject({ purchaseId: purchase.id, fileId: document.id });
    expect(await prisma.purchaseDraft.count({ where: { id: draft.id } })).toBe(0);
    expect(await prisma.storedFile.count({ where: { id: { in: [mail.id, document.id] } } })).toBe(
      2,
    );
  });

  it('keeps the inbox copy of a document when the purchase made from it is deleted', async () => {
    const { draft, document, attachment } = await inboxDraft('Deleted purchase');
    const purchase = (
      await api()
        .post('/api/v1/purchases', purchaseBody({ purchase_draft_id: draft.id }))
        .expect(200)
    ).body as { id: number };
    await api().delete(`/api/v1/purchases/${purchase.id}`).expect(200);
    expect(await prisma.storedFile.count({ where: { id: document.id } })).toBe(1);
    const kept = await prisma.inboxAttachment.findUniqueOrThrow({ where: { id: attachment.id } });
    expect(kept).toMatchObject({ fileId: document.id, purchaseId: null });
  });

  it('refuses a draft that does not exist or is another account’s, writing nothing', async () => {
    const foreign = await create({ title: 'Beta draft' }, b);
    const purchases = () => prisma.purchase.count({ where: { accountId: a.accountId } });
    const before = await purchases();
    for (const id of [foreign.id, 99999999]) {
      const response = await api()
        .post('/api/v1/purchases', purchaseBody({ purchase_draft_id: id }))
        .expect(422);
      expect(Object.keys(response.body.errors)).toEqual(['purchase_draft_id']);
    }
    const both = await api()
      .post('/api/v1/purchases', purchaseBody({ purchase_draft_id: foreign.id, currency: 'XYZ' }))
      .expect(422);
    expect(Object.keys(both.body.errors).sort()).toEqual(['currency', 'purchase_draft_id']);
    await api()
      .post('/api/v1/purchases', purchaseBody({ purchase_draft_id: 'one' }))
      .expect(422);
    expect(await purchases()).toBe(before);
    await api(b).get(`${PATH}/${foreign.id}`).expect(200);
  });

  it('makes exactly one purchase when two requests name the same draft at once', async () => {
    const draft = await withFile(PDF);
    const purchases = () => prisma.purchase.count({ where: { accountId: a.accountId } });
    const before = await purchases();
    const post = () =>
      api().post('/api/v1/purchases', purchaseBody({ purchase_draft_id: draft.id }));
    const statuses = (await Promise.all([post(), post(), post()])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422, 422]);
    expect(await purchases()).toBe(before + 1);
    expect(await prisma.purchaseDraft.count({ where: { id: draft.id } })).toBe(0);
  });

  it('hides another account’s drafts like missing ones', async () => {
    const foreign = await create({ title: 'Beta secret' }, b);
    await expectForeignRecordHidden(api(), api(b), PATH, foreign, {
      body: { title: 'Hijack' },
      field: 'title',
    });
    await api().get(`${PATH}/${foreign.id}.pdf`).expect(404);
    const listed = (await api().get(PATH).expect(200)).body as Draft[];
    expect(listed.map((draft) => draft.id)).not.toContain(foreign.id);
  });

  it('lets a read-only key read but not write', async () => {
    const ro = client(t.url, a.readOnlyKey);
    await ro.get(PATH).expect(200);
    await ro.post(PATH, { title: 'Nope' }).expect(403);
    const draft = await create({ title: 'Stays' });
    await ro.delete(`${PATH}/${draft.id}`).expect(403);
    await api().get(`${PATH}/${draft.id}`).expect(200);
  });
});
