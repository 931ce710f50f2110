import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrismaClient, INBOX_CHANNEL, type PrismaClient } from '@faktura/db';
import { validatorSettingsFromEnv } from '@faktura/einvoice';
import { waitUntil } from '@faktura/test-support';
import { InboxImporter } from '../src/purchasing/inbox/importer/inbox.importer';
import { binary } from './support/binary';
import { storeMail, type StoredMail } from './support/inbox-fixtures';
import { GERMAN_SELLER as SELLER } from './support/seller-profile';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

type Files = Record<'ubl' | 'cii' | 'duplicateCii' | 'facturX' | 'plainPdf', Buffer>;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const EMPTY_ZIP = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
const BROKEN_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ntruncated');
const DTD_XML = Buffer.from(
  '<?xml version="1.0"?>\n<!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Invoice>&xxe;</Invoice>',
);
const NOTE_XML = Buffer.from('<?xml version="1.0"?>\n<note><to>Anna</to></note>');

/**
 * The inbox importer on the API's side: each stored attachment becomes exactly one purchase
 * (e-invoices through the import path) or one draft (with the reason when it is not a
 * purchase), in one transaction with its status; two importers share the work, a missed
 * NOTIFY is caught by the poll, a failing round backs off, and one account's mail only ever
 * makes that account's records.
 */
describe('inbox importer', () => {
  let t: TestApp;
  let seller: TestAccount;
  let buyer: TestAccount;
  let stranger: TestAccount;
  let prisma: PrismaClient;
  let supplierId: number;
  let customerId: number | undefined;
  let invoiceNumbers: string[];
  const files = {} as Files;
  let scratch: string;

  const api = (account: TestAccount) => client(t.url, account.key);
  const importer = (app: TestApp = t) => app.app.get(InboxImporter);
  const download = async (path: string) =>
    (await api(seller).get(path).buffer(true).parse(binary).expect(200)).body as Buffer;
  const attachment = (id: number) => prisma.inboxAttachment.findUniqueOrThrow({ where: { id } });
  const draftOf = async (id: number) => {
    const row = await attachment(id);
    expect(row).toMatchObject({ status: 'drafted', purchaseId: null });
    expect(row.processedAt).not.toBeNull();
    return prisma.purchaseDraft.findUniqueOrThrow({ where: { id: row.purchaseDraftId! } });
  };
  const mail = (account: TestAccount, stored: StoredMail) =>
    storeMail(prisma, account.accountId, stored);

  async function invoiceOf(title: string, amount: number) {
    customerId ??= (
      await api(seller)
        .post('/api/v1/companies', {
          type: 'customer',
          name: 'Beta GmbH',
          country_code: 'DE',
          email: 'einkauf@beta.example',
          buyer_reference: 'PO-2026-17',
          invoice_format: 'x_invoice',
        })
        .expect(200)
    ).body.id as number;
    return (
      await api(seller)
        .post('/api/v1/invoices', {
          customer_id: customerId,
          recipient_address: 'Beta GmbH\nMarkt 2\n80331 München',
          date: '2026-11-02',
          due_date: '2026-12-02',
          title,
          tax: 19,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Programmierung', quantity: 2, unit_price: amount }],
        })
        .expect(200)
    ).body as { id: number; identifier: string };
  }

  beforeAll(async () => {
    t = await startTestApp({ inboxImportPollMs: 0 }, { worker: true });
    seller = await createTestAccount(t.db.url, 'Alpha');
    buyer = await createTestAccount(t.db.url, 'Beta');
    stranger = await createTestAccount(t.db.url, 'Gamma');
    prisma = createPrismaClient(t.db.url, { max: 4 });
    await api(seller).put('/api/v1/account', SELLER).expect(200);
    const invoices = [
      await invoiceOf('UBL', 100),
      await invoiceOf('CII', 200),
      await invoiceOf('Factur-X', 300),
    ];
    invoiceNumbers = invoices.map((invoice) => invoice.identifier);
    const path = (index: number) => `/api/v1/invoices/${invoices[index].id}`;
    files.ubl = await download(`${path(0)}.xml?format=xrechnung-ubl`);
    files.duplicateCii = await download(`${path(0)}.xml?format=xrechnung-cii`);
    files.cii = await download(`${path(1)}.xml?format=xrechnung-cii`);
    files.facturX = await download(`${path(2)}.pdf?format=zugferd`);
    files.plainPdf = await download(`${path(0)}.pdf`);
    supplierId = (
      await api(buyer)
        .post('/api/v1/companies', {
          type: 'supplier',
          name: 'Alpha (Webagentur)',
          vat_identifier: 'DE 123 456 789',
        })
        .expect(200)
    ).body.id;
    await api(buyer).post('/api/v1/vat_code_purchases', { code: 'VSt19', tax: 19 }).expect(200);
    scratch = mkdtempSync(join(tmpdir(), 'inbox-importer-'));
  }, 240_000);

  afterAll(async () => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    await prisma?.$disconnect();
    await t?.close();
  });

  function encryptedPdf(): Buffer {
    const plain = join(scratch, 'plain.pdf');
    const locked = join(scratch, 'locked.pdf');
    writeFileSync(plain, files.plainPdf);
    execFileSync('qpdf', ['--encrypt', 'user', 'owner', '256', '--', plain, locked]);
    return readFileSync(locked);
  }

  it('imports XRechnung UBL, CII and Factur-X as purchases of the matched supplier', async () => {
    const ids = await mail(buyer, {
      subject: 'Rechnungen November',
      attachments: [
        { filename: 'rechnung.xml', data: files.ubl },
        { filename: 'rechnung-cii.xml', data: files.cii },
        { filename: 'rechnung.pdf', data: files.facturX },
      ],
    });
    await importer().wake();
    const rows = await prisma.inboxAttachment.findMany({
      where: { id: { in: ids } },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((row) => row.status)).toEqual(['imported', 'imported', 'imported']);
    const purchases = await prisma.purchase.findMany({
      where: { id: { in: rows.map((row) => row.purchaseId!) } },
      orderBy: { id: 'asc' },
      include: { documentFile: true },
    });
    expect(purchases.map((purchase) => purchase.receiptIdentifier)).toEqual(invoiceNumbers);
    expect(purchases.map((purchase) => purchase.grossTotal.toFixed(2))).toEqual([
      '238.00',
      '476.00',
      '714.00',
    ]);
    for (const purchase of purchases) {
      expect(purchase).toMatchObject({ accountId: buyer.accountId, companyId: supplierId });
      // The inbox has no user: the purchase has no responsible, the audit row names no one.
      expect(purchase.userId).toBeNull();
    }
    expect(Buffer.from(purchases[2].documentFile!.data).equals(files.facturX)).toBe(true);
    const audit = await prisma.auditEvent.findMany({
      where: { accountId: buyer.accountId, recordType: 'purchase', action: 'purchase.created' },
      select: { userId: true, apiKeyId: true },
    });
    expect(audit).toEqual(purchases.map(() => ({ userId: null, apiKeyId: null })));
    expect(await prisma.purchaseDraft.count({ where: { accountId: buyer.accountId } })).toBe(0);
  });

  it('makes a draft of a plain PDF (prefill queued) and of an image, titled from the mail', async () => {
    const [pdf, image] = await mail(buyer, {
      subject: '  Beleg\n Tankstelle  ',
      from: 'tanke@example.com',
      body: 'Ihr Beleg',
      attachments: [
        { filename: 'beleg.pdf', data: files.plainPdf },
        { filename: 'foto.png', data: PNG },
      ],
    });
    await importer().wake();
    const pdfDraft = await draftOf(pdf);
    const message = await prisma.inboxMessage.findFirstOrThrow({
      where: { attachments: { some: { id: pdf } } },
    });
    expect(pdfDraft).toMatchObject({
      accountId: buyer.accountId,
      title: 'Beleg Tankstelle',
      source: 'inbox',
      emailFrom: 'tanke@example.com',
      emailBody: 'Ihr Beleg',
      emailFileId: message.emailFileId,
      fileId: (await attachment(pdf)).fileId,
      rejectionReason: null,
      userId: null,
    });
    const jobs = await prisma.job.findMany({ where: { type: 'purchase-drafts.prefill' } });
    expect(jobs.map((job) => job.payload)).toContainEqual({ draftId: pdfDraft.id });
    const imageDraft = await draftOf(image);
    expect(imageDraft).toMatchObject({ prefillStatus: 'none', rejectionReason: null });
    expect(jobs.map((job) => job.payload)).not.toContainEqual({ draftId: imageDraft.id });
  });

  it('makes a draft with the reason of everything it cannot import', async () => {
    const tampered = Buffer.from(
      files.cii
        .toString('utf8')
        .replace(/<ram:GrandTotalAmount>[^<]*</, '<ram:GrandTotalAmount>9999.00<'),
    );
    const cases: [StoredMail['attachments'], RegExp][] = [
      [[{ filename: 'again.xml', data: files.duplicateCii }], /receipt_identifier: .*taken/i],
      [[{ filename: 'wrong.xml', data: tampered }], /^the e-invoice could not be imported.*file: /],
      [[{ filename: 'dtd.xml', data: DTD_XML }], /file: .*(DOCTYPE|DTD)/i],
      [[{ filename: 'note.xml', data: NOTE_XML }], /file: is neither a UBL/],
      [[{ filename: 'invoice.pdf', data: BROKEN_PDF }], /PDF cannot be read/],
      [[{ filename: 'locked.pdf', data: encryptedPdf() }], /PDF is encrypted/],
      [
        [{ filename: 'rechnung.pdf', data: EMPTY_ZIP }],
        /ZIP archive, which Faktura does not unpack/,
      ],
      [
        [{ filename: 'huge.pdf', refused: 'the attachment is larger than 25 MiB' }],
        /larger than 25 MiB/,
      ],
      [[{ filename: 'readme.txt', data: Buffer.from('hello') }], /neither a PDF, an image nor/],
      [[], /^the message has no attachment$/],
    ];
    const ids: number[] = [];
    for (const [attachments, _] of cases) ids.push(...(await mail(buyer, { attachments })));
    // A `mail` row the reader gave a reason (attachments beyond its limit) keeps that reason.
    const beyond = 'the message has more than 50 attachments; the first 50 were read';
    ids.push(...(await mail(buyer, { attachments: [], mailReason: beyond })));
    cases.push([[], new RegExp(`^${beyond}$`)]);
    const before = await prisma.purchase.count({ where: { accountId: buyer.accountId } });
    await importer().wake();
    for (const [index, [, reason]] of cases.entries()) {
      const draft = await draftOf(ids[index]);
      expect(draft.rejectionReason).toMatch(reason);
      expect(draft.prefillStatus).toBe('none');
      const row = await attachment(ids[index]);
      expect(draft.fileId).toBe(row.fileId);
    }
    expect(await prisma.purchase.count({ where: { accountId: buyer.accountId } })).toBe(before);
  });

  it("keeps one account's mail in that account", async () => {
    const [id] = await mail(stranger, { attachments: [{ filename: 'r.xml', data: files.ubl }] });
    await importer().wake();
    const draft = await draftOf(id);
    expect(draft.accountId).toBe(stranger.accountId);
    expect(draft.rejectionReason).toMatch(/company_id: no supplier matches/);
    expect(await prisma.purchase.count({ where: { accountId: stranger.accountId } })).toBe(0);
  });

  it('imports a Peppol invoice and its credit note, which credits the first purchase', async () => {
    const peppol = await createTestAccount(t.db.url, 'Peppol');
    const examples = join(validatorSettingsFromEnv().rulesDir, 'peppol/examples');
    const example = (name: string) => readFileSync(join(examples, name));
    const supplier = await api(peppol)
      .post('/api/v1/companies', { type: 'supplier', name: 'X', vat_identifier: 'GB1232434' })
      .expect(200);
    const ids = await mail(peppol, {
      attachments: [
        { filename: 'invoice.xml', data: example('base-example.xml') },
        { filename: 'credit-note.xml', data: example('base-creditnote-correction.xml') },
      ],
    });
    await importer().wake();
    const rows = await prisma.inboxAttachment.findMany({
      where: { id: { in: ids } },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((row) => row.status)).toEqual(['imported', 'imported']);
    const [invoice, credit] = await Promise.all(
      rows.map((row) => prisma.purchase.findUniqueOrThrow({ where: { id: row.purchaseId! } })),
    );
    expect(invoice.companyId).toBe(supplier.body.id);
    expect([invoice.grossTotal.toFixed(2), credit.grossTotal.toFixed(2)]).toEqual([
      '1656.25',
      '-1656.25',
    ]);
    expect(credit).toMatchObject({
      companyId: supplier.body.id,
      receiptIdentifier: 'Snippet1 (credit note)',
    });
    expect(credit.info).toContain(
      `Credit note for invoice Snippet1 (purchase ${invoice.identifier})`,
    );
  });

  it('wakes on NOTIFY, and a second process finds by polling what no NOTIFY announced', async () => {
    const [notified] = await mail(buyer, { attachments: [{ filename: 'a.png', data: PNG }] });
    await prisma.$executeRawUnsafe(`NOTIFY ${INBOX_CHANNEL}`);
    await waitUntil(
      async () => (await attachment(notified)).status !== 'pending',
      30_000,
      'notified',
    );
    const polling = await startTestApp({ inboxImportPollMs: 200 }, { database: t.db });
    try {
      const [polled] = await mail(buyer, { attachments: [{ filename: 'b.png', data: PNG }] });
      await waitUntil(
        async () => (await attachment(polled)).status !== 'pending',
        30_000,
        'polled',
      );
      expect((await draftOf(polled)).accountId).toBe(buyer.accountId);
    } finally {
      await polling.close();
    }
  });

  it('makes each record exactly once when two importers run at the same time', async () => {
    const second = await startTestApp({ inboxImportPollMs: 0 }, { database: t.db });
    try {
      const ids: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        const data = Buffer.concat([PNG, Buffer.from(String(index))]);
        ids.push(...(await mail(buyer, { attachments: [{ filename: `${index}.png`, data }] })));
      }
      const draftsBefore = await prisma.purchaseDraft.count();
      await Promise.all([importer().wake(), importer(second).wake(), importer().wake()]);
      const rows = await prisma.inboxAttachment.findMany({ where: { id: { in: ids } } });
      expect(rows.every((row) => row.status === 'drafted')).toBe(true);
      expect(new Set(rows.map((row) => row.purchaseDraftId)).size).toBe(12);
      expect(await prisma.purchaseDraft.count()).toBe(draftsBefore + 12);
    } finally {
      await second.close();
    }
  });

  it('leaves an attachment pending after an unexpected failure, backs off, and drafts it in the end', async () => {
    // A trigger stands for a bug or a database problem in the middle of the round.
    await prisma.$executeRawUnsafe(`
      CREATE FUNCTION inbox_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'explode' AND NEW.rejection_reason IS NULL THEN
          RAISE EXCEPTION 'simulated failure';
        END IF;
        RETURN NEW;
      END $$`);
    await prisma.$executeRawUnsafe(`
      CREATE TRIGGER inbox_test_fail BEFORE INSERT ON purchase_drafts
      FOR EACH ROW EXECUTE FUNCTION inbox_test_fail()`);
    try {
      const [id] = await mail(buyer, {
        subject: 'explode',
        attachments: [{ filename: 'x.png', data: PNG }],
      });
      await importer().wake();
      const failed = await attachment(id);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, purchaseDraftId: null });
      expect(failed.retryAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);
      await importer().wake();
      expect((await attachment(id)).attempts).toBe(1);
      await prisma.inboxAttachment.update({
        where: { id },
        data: { attempts: 7, retryAt: new Date(Date.now() - 1000) },
      });
      await importer().wake();
      const draft = await draftOf(id);
      expect(draft.rejectionReason).toMatch(/could not process this attachment/);
      expect((await attachment(id)).attempts).toBe(8);
    } finally {
      await prisma.$executeRawUnsafe('DROP TRIGGER inbox_test_fail ON purchase_drafts');
      await prisma.$executeRawUnsafe('DROP FUNCTION inbox_test_fail()');
    }
  });
});
