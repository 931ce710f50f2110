import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createPgPool, type Pool, sealSecret } from '@faktura/db';
import {
  appendMessages,
  type DovecotServer,
  folderCounts,
  type ImapLogin,
  type MailAttachment,
  startChild,
  startDovecot,
  stopAllChildren,
  supplierMail,
  type TestChild,
  waitUntil,
} from '@faktura/test-support';
import { binary } from './support/binary';
import { GERMAN_SELLER as SELLER } from './support/seller-profile';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const WORKER_MAIN = join(__dirname, '../../worker/dist/main.js');
const SECRET_KEY = randomBytes(32);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(512)]);
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(256)]);
const BROKEN_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R');

const file = (filename: string, contentType: string, content: Buffer | string): MailAttachment => ({
  filename,
  contentType,
  content,
});

/**
 * The "Done when": 20 supplier mails in a real Dovecot end as exactly the expected
 * purchases and drafts, once each, although the worker reading them (the built dist/main.js,
 * configured from the environment like production) is SIGKILLed in the middle of the batch and
 * started again. The API's importer turns what the reader stored into purchases and drafts.
 */
describe('supplier mail to purchases and drafts (real Dovecot, a killed worker)', () => {
  let t: TestApp;
  let server: DovecotServer;
  let pool: Pool;
  let buyer: TestAccount;
  let login: ImapLogin;
  const invoices: string[] = [];
  const mails: Buffer[] = [];

  beforeAll(async () => {
    t = await startTestApp(
      { inboxImportPollMs: 500, secretKey: SECRET_KEY },
      { worker: true }, // renders the seller's PDFs; it reads no mailbox
    );
    pool = createPgPool(t.db.url, { max: 2 });
    server = await startDovecot({ eingang: 'pw-eingang' });
    login = { host: server.host, port: server.port, user: 'eingang', password: 'pw-eingang' };
    const seller = await createTestAccount(t.db.url, 'Alpha');
    buyer = await createTestAccount(t.db.url, 'Beta');
    const sellerApi = client(t.url, seller.key);
    const buyerApi = client(t.url, buyer.key);
    await sellerApi.put('/api/v1/account', SELLER).expect(200);
    await buyerApi
      .post('/api/v1/companies', {
        type: 'supplier',
        name: 'Alpha (Webagentur)',
        vat_identifier: 'DE 123 456 789',
      })
      .expect(200);
    const customer = async (name: string, invoiceFormat: object) =>
      (
        await sellerApi
          .post('/api/v1/companies', {
            type: 'customer',
            name,
            country_code: 'DE',
            email: 'einkauf@beta.example',
            buyer_reference: 'PO-2026-17',
            ...invoiceFormat,
          })
          .expect(200)
      ).body.id as number;
    const eInvoiced = await customer('Beta GmbH', { invoice_format: 'x_invoice' });
    const plain = await customer('Beta Papier GmbH', {});
    const download = async (path: string) =>
      (await sellerApi.get(path).buffer(true).parse(binary).expect(200)).body as Buffer;
    const invoice = async (customerId: number, title: string) => {
      const created = await sellerApi
        .post('/api/v1/invoices', {
          customer_id: customerId,
          recipient_address: 'Beta GmbH\nMarkt 2\n80331 München',
          date: '2026-11-02',
          due_date: '2026-12-02',
          service_period_from: '2026-10-01',
          service_period_to: '2026-10-31',
          title,
          tax: 19,
          currency: 'EUR',
          items: [
            { type: 'item', title: 'Programmierung', quantity: 8, unit: 'h', unit_price: 125 },
          ],
        })
        .expect(200);
      invoices.push(created.body.identifier);
      return `/api/v1/invoices/${created.body.id}`;
    };
    const ubl = await download(`${await invoice(eInvoiced, 'UBL')}.xml?format=xrechnung-ubl`);
    const cii = await download(`${await invoice(eInvoiced, 'CII')}.xml?format=xrechnung-cii`);
    const facturX = await download(`${await invoice(eInvoiced, 'Factur-X')}.pdf?format=zugferd`);
    const refusedXml = (
      await download(`${await invoice(eInvoiced, 'refused')}.xml?format=xrechnung-ubl`)
    ).toString('utf8');
    invoices.pop(); // refused below: it never becomes a purchase
    const plainPdf = await download(`${await invoice(plain, 'plain')}.pdf`);
    invoices.pop();
    const tampered = refusedXml.replace(/(<cbc:PayableAmount[^>]*>)[^<]+/, '$11000.00');
    const withDoctype = refusedXml.replace(
      /<\?xml[^>]*\?>/,
      '$&<!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
    );
    const mail = (n: number, attachments: MailAttachment[], id = true) =>
      supplierMail({
        subject: `M${String(n).padStart(2, '0')}`,
        messageId: id ? `<m${n}@supplier.test>` : undefined,
        text: `Mail ${n}`,
        attachments,
      });
    const twice = mail(7, [file('foto.png', 'image/png', PNG)]);
    const first = mail(1, [file('rechnung.xml', 'application/xml', ubl)]);
    mails.push(
      first,
      mail(2, [file('rechnung-cii.xml', 'application/xml', cii)]),
      mail(3, [file('rechnung.pdf', 'application/pdf', facturX)]),
      mail(4, [file('falsch.xml', 'application/xml', tampered)]),
      mail(5, [file('dtd.xml', 'application/xml', withDoctype)]),
      mail(6, [file('papier.pdf', 'application/pdf', plainPdf)]),
      twice,
      mail(8, [file('kaputt.pdf', 'application/pdf', BROKEN_PDF)]),
      mail(9, [file('alles.zip', 'application/zip', ZIP)]),
      mail(10, []),
      twice,
      mail(12, [
        file('beleg.pdf', 'application/pdf', plainPdf),
        file('foto.jpg', 'image/jpeg', JPEG),
      ]),
      mail(13, [file('scan.jpg', 'image/jpeg', JPEG)]),
      mail(14, [file('signature.asc', 'application/pgp-signature', '-----BEGIN PGP')]),
      mail(15, [
        file('zweite.pdf', 'application/pdf', Buffer.concat([plainPdf, Buffer.from('\n')])),
      ]),
      mail(16, [file('ohne-id.png', 'image/png', PNG)], false),
      mail(17, [file('daten.bin', 'application/octet-stream', Buffer.from('\0binary data'))]),
      mail(18, [file('quittung.png', 'image/png', Buffer.concat([PNG, Buffer.from([0])]))]),
      mail(19, [file('kaputt2.pdf', 'application/octet-stream', BROKEN_PDF)]),
      first,
    );
    await pool.query(
      `INSERT INTO inbox_mailboxes (account_id, host, port, tls, username, password_ciphertext,
                                    updated_at)
       VALUES ($1, $2, $3, false, 'eingang', $4, now())`,
      [buyer.accountId, server.host, server.port, sealSecret('pw-eingang', SECRET_KEY)],
    );
  }, 300_000);

  afterAll(async () => {
    await stopAllChildren();
    await server?.stop();
    await pool?.end();
    await t?.close();
  });

  const startReader = (): TestChild =>
    startChild(process.execPath, [WORKER_MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: t.db.url,
        FAKTURA_SECRET_KEY: SECRET_KEY.toString('hex'),
        FAKTURA_INBOX_CHECK_MS: '100',
        FAKTURA_INBOX_POLL_MS: '1000',
        FAKTURA_WORKER_POLL_MS: '200',
      },
    });
  const count = async (sql: string) =>
    (await pool.query<{ n: number }>(sql, [buyer.accountId])).rows[0].n;
  const storedMessages = () =>
    count('SELECT count(*)::int AS n FROM inbox_messages WHERE account_id = $1');

  it('makes each purchase and draft exactly once, though the reader died mid-batch', async () => {
    await appendMessages(login, mails);
    const firstWorker = startReader();
    await firstWorker.waitForOutput(/"event":"ready"/);
    await waitUntil(async () => (await storedMessages()) >= 4, 120_000, 'some messages stored');
    await firstWorker.kill('SIGKILL');
    const storedAtKill = await storedMessages();
    expect(storedAtKill).toBeGreaterThan(0);
    expect(storedAtKill).toBeLessThan(18);

    const secondWorker = startReader();
    try {
      await waitUntil(
        async () =>
          (await storedMessages()) === 18 &&
          (await count(
            `SELECT count(*)::int AS n FROM inbox_attachments
              WHERE account_id = $1 AND status = 'pending'`,
          )) === 0 &&
          (await folderCounts(login, ['INBOX'])).INBOX === 0,
        180_000,
        'every message stored, imported and moved',
      );
    } finally {
      await secondWorker.stop();
    }
    expect(await folderCounts(login, ['INBOX', 'Processed'])).toEqual({ INBOX: 0, Processed: 20 });
    expect(secondWorker.output() + firstWorker.output()).not.toContain('pw-eingang');

    const purchases = await pool.query<{ receipt_identifier: string }>(
      'SELECT receipt_identifier FROM purchases WHERE account_id = $1 ORDER BY receipt_identifier',
      [buyer.accountId],
    );
    expect(purchases.rows.map((row) => row.receipt_identifier)).toEqual([...invoices].sort());

    const drafts = await pool.query<{ title: string; reason: string | null; file: boolean }>(
      `SELECT title, rejection_reason AS reason, file_id IS NOT NULL AS file FROM purchase_drafts
        WHERE account_id = $1 AND source = 'inbox' AND email_file_id IS NOT NULL
        ORDER BY title, file_id`,
      [buyer.accountId],
    );
    const summary = drafts.rows.map((row) => [row.title, row.file, kindOf(row.reason)]);
    expect(summary).toEqual([
      ['M04', true, 'not imported'],
      ['M05', true, 'not imported'],
      ['M06', true, null],
      ['M07', true, null],
      ['M08', true, 'broken PDF'],
      ['M09', true, 'archive'],
      ['M10', false, 'no attachment'],
      ['M12', true, null],
      ['M12', true, null],
      ['M13', true, null],
      ['M14', false, 'no attachment'],
      ['M15', true, null],
      ['M16', true, null],
      ['M17', true, 'unknown'],
      ['M18', true, null],
      ['M19', true, 'broken PDF'],
    ]);
    // Every stored attachment led to one purchase or one draft, and each of those to one row.
    const links = await pool.query<{ made: number; distinct_made: number; both: number }>(
      `SELECT count(coalesce(purchase_id, purchase_draft_id))::int AS made,
              count(DISTINCT coalesce('p' || purchase_id, 'd' || purchase_draft_id))::int
                AS distinct_made,
              count(*) FILTER (WHERE purchase_id IS NOT NULL AND purchase_draft_id IS NOT NULL)::int
                AS both
         FROM inbox_attachments WHERE account_id = $1`,
      [buyer.accountId],
    );
    expect(links.rows[0]).toEqual({ made: 19, distinct_made: 19, both: 0 });
  });
});

/** Which kind of refusal a draft's reason names (null: a document to be booked by hand). */
function kindOf(reason: string | null): string | null {
  if (reason === null) return null;
  if (/could not be imported/.test(reason)) return 'not imported';
  if (/PDF cannot be read/.test(reason)) return 'broken PDF';
  if (/archive/.test(reason)) return 'archive';
  if (/no attachment/.test(reason)) return 'no attachment';
  if (/neither a PDF/.test(reason)) return 'unknown';
  return reason;
}
