import type request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { binary } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { startTestSmtpServer, type TestSmtpServer } from './support/test-smtp-server';
import { GERMAN_SELLER as SELLER } from './support/seller-profile';

const XRECHNUNG = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const LEITWEG_ID = '04011000-1234512345-06';

/**
 * E-invoices through the API and the worker: every XML format generated, validated against the
 * official rules and cached; the gate refusing an invalid XRechnung (GET and send_email); the
 * Factur-X hybrid as the PDF of a zugferd customer; send_email attaching what the customer's
 * invoice_format asks for; credit notes for reversals; drafts and other accounts.
 */
describe('e-invoices: XRechnung, UBL, CII and Factur-X', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const customers: Record<'x' | 'zugferd' | 'noReference', number> = {
    x: 0,
    zugferd: 0,
    noReference: 0,
  };

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const download = async (path: string, status = 200, account: TestAccount = a) =>
    api(account).get(path).buffer(true).parse(binary).expect(status);
  const createInvoice = (customerId: number, extra: object = {}) =>
    created(
      api().post('/api/v1/invoices', {
        customer_id: customerId,
        recipient_address: 'Stadt Beispiel\nRathausplatz 1\n20095 Hamburg',
        date: '2026-11-02',
        due_date: '2026-12-02',
        service_period_from: '2026-10-01',
        service_period_to: '2026-10-31',
        title: 'Website Oktober',
        tax: 19,
        currency: 'EUR',
        items: [
          { type: 'title', title: 'Entwicklung' },
          { type: 'item', title: 'Programmierung', quantity: 8, unit: 'h', unit_price: 125 },
          { type: 'item', title: 'Hosting', net_total: 150 },
          { type: 'item', title: 'Option', net_total: 500, optional: true },
        ],
        ...extra,
      }),
    );
  const customer = async (extra: object) =>
    (
      await created(
        api().post('/api/v1/companies', {
          type: 'customer',
          name: 'Stadt Beispiel',
          country_code: 'DE',
          email: 'einkauf@stadt.example',
          invoice_emails_to: 'rechnung@stadt.example',
          ...extra,
        }),
      )
    ).id as number;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp({}, { worker: { smtpUrl: smtp.url } });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await api().put('/api/v1/account', SELLER).expect(200);
    customers.x = await customer({ invoice_format: 'x_invoice', buyer_reference: LEITWEG_ID });
    customers.zugferd = await customer({ invoice_format: 'zugferd_x_invoice' });
    customers.noReference = await customer({ invoice_format: 'x_invoice' });
  }, 120_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
    await smtp?.stop();
  });

  it('serves every XML format valid by the official rules, cached by content', async () => {
    const invoice = await createInvoice(customers.x);
    for (const format of ['xrechnung-ubl', 'xrechnung-cii', 'ubl', 'cii']) {
      const path = `/api/v1/invoices/${invoice.id}.xml?format=${format}`;
      const response = await download(path);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${invoice.identifier}-${format}.xml"`,
      );
      const xml = (response.body as Buffer).toString('utf8');
      expect(xml).toContain(invoice.identifier);
      expect(xml).toContain(LEITWEG_ID);
      // Net 1150.00 (the optional position left out), VAT 218.50, gross 1368.50.
      expect(xml).toContain('1368.50');
      expect(xml.includes(XRECHNUNG)).toBe(format.startsWith('xrechnung'));
      const report = (
        await api().get(`/api/v1/invoices/${invoice.id}/einvoice_validation?format=${format}`)
      ).body;
      expect(report).toMatchObject({ invoice_id: invoice.id, format, status: 'valid' });
      expect(report.findings.filter((f: { flag: string }) => f.flag === 'fatal')).toEqual([]);
      expect(report.validated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const again = await download(path);
      expect(Buffer.compare(again.body as Buffer, response.body as Buffer)).toBe(0);
    }
    // Without format: XRechnung UBL, the format x_invoice sends.
    const plain = await download(`/api/v1/invoices/${invoice.id}.xml`);
    expect((plain.body as Buffer).toString('utf8')).toContain(XRECHNUNG);
    // A blank format is no format (the fuzzer found `?format=` answered 500).
    const blank = await download(`/api/v1/invoices/${invoice.id}.xml?format=%20`);
    expect(Buffer.compare(blank.body as Buffer, plain.body as Buffer)).toBe(0);
    expect(await prisma.eInvoiceDocument.count({ where: { invoiceId: invoice.id } })).toBe(4);
    // The seller's data is part of the content: a new phone number makes a new e-invoice.
    await api().put('/api/v1/account', { phone: '+49 30 7654321' }).expect(200);
    const changed = await download(`/api/v1/invoices/${invoice.id}.xml`);
    expect((changed.body as Buffer).toString('utf8')).toContain('+49 30 7654321');
    expect(await prisma.eInvoiceDocument.count({ where: { invoiceId: invoice.id } })).toBe(5);
    await api().put('/api/v1/account', { phone: SELLER.phone }).expect(200);
  }, 180_000);

  it('never hands out or sends an XRechnung that fails validation', async () => {
    const invoice = await createInvoice(customers.noReference);
    expect(invoice.buyer_reference).toBeNull();
    const refused = await api().get(`/api/v1/invoices/${invoice.id}.xml`).expect(422);
    expect(refused.body.errors.einvoice).toEqual(
      expect.arrayContaining([expect.stringMatching(/^BR-DE-15: /)]),
    );
    const report = (await api().get(`/api/v1/invoices/${invoice.id}/einvoice_validation`)).body;
    expect(report).toMatchObject({ format: 'xrechnung-ubl', status: 'invalid' });
    expect(report.findings.map((finding: { id: string }) => finding.id)).toContain('BR-DE-15');
    const body = { subject: 'Rechnung {identifier}', text: 'Anbei.' };
    const sent = await api().post(`/api/v1/invoices/${invoice.id}/send_email`, body).expect(422);
    expect(sent.body.errors.einvoice).toEqual(refused.body.errors.einvoice);
    expect(await prisma.emailDelivery.count({ where: { documentId: invoice.id } })).toBe(0);
    const unchanged = (await api().get(`/api/v1/invoices/${invoice.id}`).expect(200)).body;
    expect(unchanged).toMatchObject({ status: 'created', locked: false });
    // Plain EN 16931 asks for no buyer reference: the same invoice passes as UBL.
    await download(`/api/v1/invoices/${invoice.id}.xml?format=ubl`);
  }, 180_000);

  it('prints the Factur-X hybrid for a zugferd customer, the plain PDF on request', async () => {
    const invoice = await createInvoice(customers.zugferd);
    const hybrid = (await download(`/api/v1/invoices/${invoice.id}.pdf`)).body as Buffer;
    expect(hybrid.includes('factur-x.xml')).toBe(true);
    expect(hybrid.includes('pdfaid:part')).toBe(true);
    const regular = (await download(`/api/v1/invoices/${invoice.id}.pdf?format=regular`))
      .body as Buffer;
    expect(regular.includes('factur-x.xml')).toBe(false);
    const asked = (await download(`/api/v1/invoices/${invoice.id}.pdf?format=zugferd`))
      .body as Buffer;
    expect(Buffer.compare(asked, hybrid)).toBe(0);
    const report = (await api().get(`/api/v1/invoices/${invoice.id}/einvoice_validation`)).body;
    expect(report).toMatchObject({ format: 'factur-x', status: 'valid' });
    await api().get(`/api/v1/invoices/${invoice.id}.pdf?format=other`).expect(422);
  }, 180_000);

  it('send_email attaches what the invoice_format asks for', async () => {
    const x = await createInvoice(customers.x, { title: 'XRechnung per E-Mail' });
    const zugferd = await createInvoice(customers.zugferd, { title: 'ZUGFeRD per E-Mail' });
    for (const invoice of [x, zugferd]) {
      await api()
        .post(`/api/v1/invoices/${invoice.id}/send_email`, {
          subject: 'Rechnung {identifier}',
          text: 'Anbei die Rechnung.',
        })
        .expect(200);
    }
    const xMail = await smtp.waitForMail((mail) => mail.subject === `Rechnung ${x.identifier}`);
    expect(xMail.mail.attachments.map((file) => file.filename)).toEqual([
      `${x.identifier}.pdf`,
      `${x.identifier}-xrechnung-ubl.xml`,
    ]);
    const xml = (await download(`/api/v1/invoices/${x.id}.xml`)).body as Buffer;
    expect(Buffer.compare(xMail.mail.attachments[1]!.content, xml)).toBe(0);
    const zMail = await smtp.waitForMail(
      (mail) => mail.subject === `Rechnung ${zugferd.identifier}`,
    );
    expect(zMail.mail.attachments.map((file) => file.filename)).toEqual([
      `${zugferd.identifier}.pdf`,
    ]);
    expect(zMail.mail.attachments[0]!.content.includes('factur-x.xml')).toBe(true);
  }, 180_000);

  it('makes a reversal a credit note (381) that names the reversed invoice', async () => {
    const original = await createInvoice(customers.x);
    const reversal = await created(api().post(`/api/v1/invoices/${original.id}/reversal`));
    const ubl = (await download(`/api/v1/invoices/${reversal.id}.xml?format=ubl`)).body as Buffer;
    const text = ubl.toString('utf8');
    expect(text).toContain('<CreditNote');
    expect(text).toContain('>381<');
    expect(text).toContain(original.identifier);
    const cii = (await download(`/api/v1/invoices/${reversal.id}.xml?format=xrechnung-cii`))
      .body as Buffer;
    expect(cii.toString('utf8')).toContain('>381<');
  }, 180_000);

  it('refuses drafts and answers 404 for other accounts and missing invoices', async () => {
    const draft = await createInvoice(customers.x, { status: 'draft' });
    const refused = await api().get(`/api/v1/invoices/${draft.id}.xml`).expect(422);
    expect(refused.body.errors).toEqual([expect.stringContaining('draft')]);
    const invoice = await createInvoice(customers.x);
    for (const path of [
      `/api/v1/invoices/${invoice.id}.xml`,
      `/api/v1/invoices/${invoice.id}.pdf?format=zugferd`,
      `/api/v1/invoices/${invoice.id}/einvoice_validation`,
    ]) {
      const foreign = await download(path, 404, b);
      const missing = await download(path.replace(String(invoice.id), '99999999'), 404, b);
      expect(foreign.body).toEqual(missing.body);
    }
    await api().get('/api/v1/invoices/abc.xml').expect(404);
    await api().get(`/api/v1/invoices/${invoice.id}.xml?format=zugferd`).expect(422);
  }, 180_000);
  it('answers the archived XML and hybrid of a sent invoice after the seller changed', async () => {
    const sendAndReceive = async (invoice: { id: number; identifier: string }) => {
      const subject = `Archived ${invoice.identifier}`;
      await api()
        .post(`/api/v1/invoices/${invoice.id}/send_email`, { subject, text: 'Bitte zahlen.' })
        .expect(200);
      return (await smtp.waitForMail((mail) => mail.subject === subject, 150_000)).mail;
    };
    const plain = await createInvoice(customers.x);
    const mailed = await sendAndReceive(plain);
    const xml = mailed.attachments.find((file) => file.filename?.endsWith('.xml'))!.content;
    const hybridInvoice = await createInvoice(customers.zugferd);
    const hybrid = (await sendAndReceive(hybridInvoice)).attachments[0]!.content;
    // The seller's phone is part of both: a new generation would differ.
    await api().put('/api/v1/account', { phone: '+49 30 1111111' }).expect(200);
    try {
      const served = await download(`/api/v1/invoices/${plain.id}.xml?format=xrechnung-ubl`);
      expect(Buffer.compare(served.body as Buffer, xml)).toBe(0);
      // A format that never went out is generated as the invoice is now.
      const cii = await download(`/api/v1/invoices/${plain.id}.xml?format=xrechnung-cii`);
      expect((cii.body as Buffer).toString('utf8')).toContain('+49 30 1111111');
      const pdf = await download(`/api/v1/invoices/${hybridInvoice.id}.pdf`);
      expect(Buffer.compare(pdf.body as Buffer, hybrid)).toBe(0);
      const formats = await prisma.archivedDocument.findMany({
        where: { accountId: a.accountId, documentId: { in: [plain.id, hybridInvoice.id] } },
        select: { documentId: true, format: true, reason: true },
        orderBy: { id: 'asc' },
      });
      expect(formats).toEqual([
        { documentId: plain.id, format: 'pdf', reason: 'sent' },
        { documentId: plain.id, format: 'xrechnung-ubl', reason: 'sent' },
        { documentId: hybridInvoice.id, format: 'factur-x', reason: 'sent' },
      ]);
      await download(`/api/v1/invoices/${plain.id}.xml`, 404, b);
    } finally {
      await api().put('/api/v1/account', { phone: SELLER.phone }).expect(200);
    }
  }, 300_000);
});
