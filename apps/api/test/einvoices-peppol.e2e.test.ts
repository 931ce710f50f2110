import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPrismaClient } from '@faktura/db';
import type request from 'supertest';
import { binary } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { startTestSmtpServer, type TestSmtpServer } from './support/test-smtp-server';
import { GERMAN_SELLER as SELLER } from './support/seller-profile';

const PEPPOL = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const LEITWEG_ID = '04011000-1234512345-06';
// The seller's participant id: the default derived from its German VAT ID (EAS 9930).
const SELLER_ENDPOINT = `<cbc:EndpointID schemeID="9930">${SELLER.vat_identifier}</cbc:EndpointID>`;
// The buyer's: its Leitweg-ID (EAS 0204), the buyer reference of a German authority.
const BUYER_ENDPOINT = `<cbc:EndpointID schemeID="0204">${LEITWEG_ID}</cbc:EndpointID>`;

/**
 * Peppol BIS Billing 3.0 through the API and the worker: GET .xml?format=peppol valid under
 * EN 16931 and OpenPEPPOL's rules, a reversal as a CreditNote, and send_email attaching the
 * Peppol XML for a customer whose invoice_format is `peppol` and handing the same bytes to the
 * access point (a receiver on loopback).
 */
describe('e-invoices: Peppol BIS Billing 3.0', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let a: TestAccount;
  // The access point: answers 202 and tells every request it got.
  let accessPoint: Server;
  const handedOver: { headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const handovers = new EventTarget();
  const customers = { x: 0, peppol: 0, unreachable: 0 };

  const api = () => client(t.url, a.key);
  const created = async (call: request.Test) => (await call.expect(200)).body;
  const download = async (path: string) => api().get(path).buffer(true).parse(binary).expect(200);
  const text = async (path: string) => ((await download(path)).body as Buffer).toString('utf8');
  const createInvoice = (customerId: number) =>
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
          { type: 'item', title: 'Programmierung', quantity: 8, unit: 'h', unit_price: 125 },
          { type: 'item', title: 'Hosting', net_total: 150 },
        ],
      }),
    );
  const customer = async (invoiceFormat: string, extra: object = { buyer_reference: LEITWEG_ID }) =>
    (
      await created(
        api().post('/api/v1/companies', {
          type: 'customer',
          name: 'Stadt Beispiel',
          country_code: 'DE',
          email: 'einkauf@stadt.example',
          invoice_emails_to: 'rechnung@stadt.example',
          invoice_format: invoiceFormat,
          ...extra,
        }),
      )
    ).id as number;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    accessPoint = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        handedOver.push({ headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(202, { location: `urn:ap:${handedOver.length}` }).end();
        handovers.dispatchEvent(new Event('request'));
      });
    });
    accessPoint.listen(0, '127.0.0.1');
    await once(accessPoint, 'listening');
    const { port } = accessPoint.address() as AddressInfo;
    t = await startTestApp(
      {},
      {
        worker: {
          smtpUrl: smtp.url,
          peppolAccessPoint: { url: `http://127.0.0.1:${port}/outbox`, timeoutMs: 30_000 },
        },
      },
    );
    a = await createTestAccount(t.db.url, 'Alpha');
    await api().put('/api/v1/account', SELLER).expect(200);
    customers.x = await customer('x_invoice');
    customers.peppol = await customer('peppol');
    // Neither a participant id nor a Leitweg-ID, and no buyer reference (PEPPOL-EN16931-R003).
    customers.unreachable = await customer('peppol', {});
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
    accessPoint?.closeAllConnections();
    await new Promise((done) => accessPoint?.close(done));
  });

  /** Resolves once the access point got `count` requests (an event, never a timer). */
  const handOvers = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (handedOver.length < count) return;
        handovers.removeEventListener('request', check);
        resolve();
      };
      handovers.addEventListener('request', check);
      check();
    });

  it('serves Peppol BIS for format=peppol, valid under EN 16931 and the Peppol rules', async () => {
    const invoice = await createInvoice(customers.x);
    const path = `/api/v1/invoices/${invoice.id}.xml?format=peppol`;
    const response = await download(path);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.identifier}-peppol.xml"`,
    );
    const xml = (response.body as Buffer).toString('utf8');
    expect(xml).toContain(
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
    );
    expect(xml).toContain(`<cbc:CustomizationID>${PEPPOL}</cbc:CustomizationID>`);
    expect(xml).toContain(SELLER_ENDPOINT);
    expect(xml).toContain(BUYER_ENDPOINT);
    // Net 1150.00, VAT 218.50, gross 1368.50.
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">1368.50</cbc:PayableAmount>');
    const report = (
      await api().get(`/api/v1/invoices/${invoice.id}/einvoice_validation?format=peppol`)
    ).body;
    expect(report).toMatchObject({ invoice_id: invoice.id, format: 'peppol', status: 'valid' });
    expect(report.findings.filter((f: { flag: string }) => f.flag === 'fatal')).toEqual([]);
    // The customer's x_invoice still sends XRechnung; Peppol was asked for explicitly.
    expect(await text(`/api/v1/invoices/${invoice.id}.xml`)).not.toContain(PEPPOL);
  }, 180_000);

  it('makes a reversal a Peppol CreditNote (381) naming the reversed invoice', async () => {
    const original = await createInvoice(customers.x);
    const reversal = await created(api().post(`/api/v1/invoices/${original.id}/reversal`));
    const xml = await text(`/api/v1/invoices/${reversal.id}.xml?format=peppol`);
    expect(xml).toContain(
      '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
    );
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toContain(`<cbc:ID>${original.identifier}</cbc:ID>`);
    expect(xml).toContain(`<cbc:CustomizationID>${PEPPOL}</cbc:CustomizationID>`);
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">1368.50</cbc:PayableAmount>');
    const report = (
      await api().get(`/api/v1/invoices/${reversal.id}/einvoice_validation?format=peppol`)
    ).body;
    expect(report).toMatchObject({ format: 'peppol', status: 'valid' });
  }, 180_000);

  it("checks it under OpenPEPPOL's rules: their German warnings show in the report", async () => {
    const invoice = await createInvoice(customers.x);
    // A phone "number" without digits: only a warning (DE-R-027 of the Peppol rules, for a
    // German seller and buyer), so the document stays valid and the warning is reported.
    await api().put('/api/v1/account', { phone: 'Zentrale' }).expect(200);
    try {
      const report = (
        await api().get(`/api/v1/invoices/${invoice.id}/einvoice_validation?format=peppol`)
      ).body;
      expect(report).toMatchObject({ format: 'peppol', status: 'valid' });
      expect(report.findings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: 'DE-R-027', flag: 'warning', source: 'PEPPOL' }),
        ]),
      );
    } finally {
      await api().put('/api/v1/account', { phone: SELLER.phone }).expect(200);
    }
  }, 180_000);

  it('names what a Peppol invoice lacks: the participant id and the buyer reference', async () => {
    const invoice = await createInvoice(customers.unreachable);
    const refused = await api().get(`/api/v1/invoices/${invoice.id}.xml?format=peppol`).expect(422);
    expect(Object.keys(refused.body.errors)).toEqual(
      expect.arrayContaining(['company.peppol_id', 'buyer_reference']),
    );
    // The same invoice is a valid plain EN 16931 UBL: only Peppol needs them.
    await download(`/api/v1/invoices/${invoice.id}.xml?format=ubl`);
  }, 180_000);

  it('send_email attaches the Peppol XML for a peppol customer', async () => {
    const invoice = await createInvoice(customers.peppol);
    const report = (await api().get(`/api/v1/invoices/${invoice.id}/einvoice_validation`)).body;
    expect(report).toMatchObject({ format: 'peppol', status: 'valid' });
    const subject = `Peppol ${invoice.identifier}`;
    await api()
      .post(`/api/v1/invoices/${invoice.id}/send_email`, { subject, text: 'Anbei.' })
      .expect(200);
    const { mail } = await smtp.waitForMail((each) => each.subject === subject);
    expect(mail.attachments.map((file) => file.filename)).toEqual([
      `${invoice.identifier}.pdf`,
      `${invoice.identifier}-peppol.xml`,
    ]);
    const xml = (await download(`/api/v1/invoices/${invoice.id}.xml?format=peppol`)).body as Buffer;
    expect(Buffer.compare(mail.attachments[1]!.content, xml)).toBe(0);
    // The same bytes went to the access point, with the envelope read from them.
    await handOvers(1);
    expect(handedOver).toHaveLength(1);
    expect(Buffer.compare(handedOver[0].body, xml)).toBe(0);
    expect(handedOver[0].headers).toMatchObject({
      'peppol-sender-id': `iso6523-actorid-upis::9930:${SELLER.vat_identifier}`,
      'peppol-receiver-id': `iso6523-actorid-upis::0204:${LEITWEG_ID}`,
      'peppol-process-id': 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      'idempotency-key': expect.stringMatching(/^faktura-einvoice-\d+-\d+$/),
    });
    expect(handedOver[0].headers['peppol-document-type-id']).toContain(`::Invoice##${PEPPOL}::2.1`);
  }, 180_000);

  it('hands nothing to the access point for a customer who gets XRechnung', async () => {
    const before = handedOver.length;
    const invoice = await createInvoice(customers.x);
    const subject = `XRechnung ${invoice.identifier}`;
    await api()
      .post(`/api/v1/invoices/${invoice.id}/send_email`, { subject, text: 'Anbei.' })
      .expect(200);
    await smtp.waitForMail((each) => each.subject === subject);
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    try {
      const jobs = await prisma.job.findMany({
        where: { type: 'einvoices.peppol-handover', accountId: a.accountId },
        select: { payload: true },
      });
      expect(jobs.map((job) => (job.payload as { invoiceId: number }).invoiceId)).not.toContain(
        invoice.id,
      );
    } finally {
      await prisma.$disconnect();
    }
    expect(handedOver).toHaveLength(before);
  }, 180_000);
});
