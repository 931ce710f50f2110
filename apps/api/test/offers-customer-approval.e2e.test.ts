import request from 'supertest';
import type { Browser, Page } from 'puppeteer-core';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { closeBrowser, launchBrowser } from './support/headless-browser';
import { binary, pdfText } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const NOT_VALID = 'This approval link is not valid';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Today as the server may count it: UTC or local time. */
const todays = () => {
  const now = new Date();
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(
    now.getDate(),
  ).padStart(2, '0')}`;
  return [now.toISOString().slice(0, 10), local];
};

/** The customer_approval an offer embeds. */
interface Approval {
  id: number;
  active: boolean;
  url: string;
  customer_full_name: string | null;
  customer_email: string | null;
  signed_at: string | null;
}

/** The record of /offers/{id}/customer_approval. */
interface ApprovalRecord {
  id: number;
  approval_url: string;
  offer_document_url: string;
  active: boolean;
  customer_full_name: string | null;
  customer_email: string | null;
  signature_url: null;
  signed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What an offer embeds of an approval record. */
const embedded = (record: ApprovalRecord): Approval => ({
  id: record.id,
  active: record.active,
  url: record.approval_url,
  customer_full_name: record.customer_full_name,
  customer_email: record.customer_email,
  signed_at: record.signed_at,
});

interface Offer {
  id: number;
  identifier: string;
  status: string;
  customer_approval: Approval | null;
  offer_confirmation: unknown;
  invoice_id: number | null;
}

describe('customer approval of offers', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let browser: Browser | undefined;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  // Net 1500.00, VAT 19 % 285.00, gross 1785.00; the optional item is not summed.
  const createOffer = async (extra: object = {}, account: TestAccount = a) =>
    (
      await api(account)
        .post('/api/v1/offers', {
          recipient_address: 'Kunde AG\nBern',
          date: '2026-05-04',
          due_date: '2026-06-03',
          title: 'Shop relaunch',
          tax: 19,
          currency: 'EUR',
          items: [
            { type: 'title', title: 'Phase one' },
            { type: 'item', title: 'Concept', quantity: 1, unit: 'days', unit_price: 1000 },
            { type: 'item', title: 'Design', net_total: 500 },
            { type: 'item', title: 'Extra option', net_total: 250, optional: true },
          ],
          ...extra,
        })
        .expect(201)
    ).body as Offer;
  const approvalPath = (id: number, action = '') =>
    `/api/v1/offers/${id}/customer_approval${action}`;
  const tokenOf = (approval: Approval) => approval.url.slice(`${t.url}/approval/`.length);
  const approvalRow = (offerId: number) =>
    prisma.offerCustomerApproval.findUniqueOrThrow({ where: { offerId } });
  const confirmations = (offerId: number) =>
    prisma.offerConfirmation.findMany({ where: { offerId } });
  const publicPost = (token: string, form: Record<string, string>) =>
    request(t.url).post(`/approval/${token}`).type('form').send(form);
  const textOf = (page: Page, selector: string) =>
    page.$eval(selector, (element) => element.textContent ?? '');

  /** The offer with an active approval link, activated through its footer. */
  const approvableOffer = async () => {
    const offer = await createOffer({ footer: '<p>Approve online: {customer_approval_link}</p>' });
    expect(offer.customer_approval).not.toBeNull();
    return { offer, approval: offer.customer_approval!, token: tokenOf(offer.customer_approval!) };
  };

  /** A 404 HTML page with the not-valid message, neither JSON nor a stack trace. */
  const expectNotValidPage = (response: request.Response) => {
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain(NOT_VALID);
    expect(() => JSON.parse(response.text)).toThrow();
    expect(response.text).not.toMatch(/\bat .+:\d+:\d+/);
  };

  beforeAll(async () => {
    t = await startTestApp({}, { worker: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    // The page speaks the account's language (test accounts default to de-DE); these tests read
    // its English texts. approval-page-layout.e2e covers the other languages.
    await prisma.account.update({ where: { id: a.accountId }, data: { locale: 'en-GB' } });
    for (const account of [a, b])
      await prisma.vatCodeSale.create({
        data: { accountId: account.accountId, code: 'DE19', tax: '19' },
      });
  });

  afterAll(async () => {
    await closeBrowser(browser);
    await prisma?.$disconnect();
    await t?.close();
  });

  describe('API', () => {
    it('activates, reads, deactivates and re-activates with the same token', async () => {
      const offer = await createOffer();
      expect(offer.customer_approval).toBeNull();
      for (const path of [approvalPath(offer.id), approvalPath(offer.id, '/deactivate')]) {
        const call = path.endsWith('/deactivate') ? api().post(path) : api().get(path);
        expect((await call.expect(404)).body).toEqual({ message: 'Not found' });
      }

      const activated = await api().post(approvalPath(offer.id, '/activate')).expect(200);
      const pageUrl = new RegExp(`^${escapeRegExp(t.url)}/approval/[^/?#\\s]+$`);
      expect(activated.body).toEqual({
        id: expect.any(Number),
        approval_url: expect.stringMatching(pageUrl),
        offer_document_url: `${activated.body.approval_url}/offer.pdf`,
        active: true,
        customer_full_name: null,
        customer_email: null,
        signature_url: null,
        signed_at: null,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect((await api().get(approvalPath(offer.id)).expect(200)).body).toEqual(activated.body);
      expect((await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body).toMatchObject({
        customer_approval: embedded(activated.body),
      });

      const deactivated = await api().post(approvalPath(offer.id, '/deactivate')).expect(200);
      expect(deactivated.body).toEqual({
        ...activated.body,
        active: false,
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect((await api().get(approvalPath(offer.id)).expect(200)).body).toEqual(deactivated.body);
      expect(
        (await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body.customer_approval,
      ).toEqual(embedded(deactivated.body));

      const again = await api().post(approvalPath(offer.id, '/activate')).expect(200);
      expect(again.body).toEqual({
        ...activated.body,
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect(await prisma.offerCustomerApproval.count({ where: { offerId: offer.id } })).toBe(1);
    });

    it('answers 404 for unknown and foreign offers, 403 to a read-only key', async () => {
      const foreign = await createOffer({}, b);
      for (const id of [foreign.id, 999_999]) {
        for (const call of [
          api().get(approvalPath(id)),
          api().post(approvalPath(id, '/activate')),
          api().post(approvalPath(id, '/deactivate')),
        ]) {
          expect((await call.expect(404)).body).toEqual({ message: 'Not found' });
        }
      }
      expect(await prisma.offerCustomerApproval.count({ where: { offerId: foreign.id } })).toBe(0);
      await api(b).post(approvalPath(foreign.id, '/activate')).expect(200);
      await api().post(approvalPath(foreign.id, '/deactivate')).expect(404);
      expect((await approvalRow(foreign.id)).active).toBe(true);

      const own = await createOffer();
      const readOnly = client(t.url, a.readOnlyKey);
      for (const action of ['/activate', '/deactivate']) {
        const response = await readOnly.post(approvalPath(own.id, action)).expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      expect(await prisma.offerCustomerApproval.count({ where: { offerId: own.id } })).toBe(0);
      await request(t.url).get(approvalPath(own.id)).expect(401);
    });

    it('activates through {customer_approval_link} in the footer on create and the salutation on update', async () => {
      const { offer, approval } = await approvableOffer();
      expect(approval).toEqual({
        id: expect.any(Number),
        active: true,
        url: expect.stringMatching(new RegExp(`^${escapeRegExp(t.url)}/approval/[^/?#\\s]+$`)),
        customer_full_name: null,
        customer_email: null,
        signed_at: null,
      });
      expect(offer.offer_confirmation).toBeNull();
      expect(offer.invoice_id).toBeNull();
      const record = (await api().get(approvalPath(offer.id)).expect(200)).body as ApprovalRecord;
      expect(embedded(record)).toEqual(approval);

      const plain = await createOffer({ salutation: '<p>Dear customer</p>' });
      expect(plain.customer_approval).toBeNull();
      const updated = await api()
        .put(`/api/v1/offers/${plain.id}`, {
          salutation: '<p>Dear customer, approve at {customer_approval_link}</p>',
        })
        .expect(200);
      expect(updated.body.customer_approval).toEqual({
        id: expect.any(Number),
        active: true,
        url: expect.stringMatching(new RegExp(`^${escapeRegExp(t.url)}/approval/`)),
        customer_full_name: null,
        customer_email: null,
        signed_at: null,
      });
      expect(updated.body.customer_approval.url).not.toBe(approval.url);
    });

    it('carries customer_approval, offer_confirmation and invoice_id in detail and list responses', async () => {
      const { offer, approval } = await approvableOffer();
      const detail = await api().get(`/api/v1/offers/${offer.id}`).expect(200);
      expect(detail.body).toMatchObject({
        customer_approval: approval,
        offer_confirmation: null,
        invoice_id: null,
      });
      const list = await api().get(`/api/v1/offers?ids=${offer.id}`).expect(200);
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toMatchObject({
        id: offer.id,
        customer_approval: approval,
        offer_confirmation: null,
        invoice_id: null,
      });
    });

    it('prints the approval URL in the PDF', async () => {
      const { offer, approval } = await approvableOffer();
      const pdf = await api()
        .get(`/api/v1/offers/${offer.id}.pdf`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      const text = await pdfText(pdf.body as Buffer);
      expect(text).toContain('Approve online:');
      // A long URL may be wrapped across lines by the layout.
      expect(text.replace(/\s+/g, '')).toContain(approval.url);
    }, 120_000);
  });

  describe('public approval page', () => {
    beforeAll(async () => {
      browser = await launchBrowser();
    });

    it('shows the offer and its PDF, refuses an incomplete form and records the approval', async () => {
      const { offer, approval } = await approvableOffer();
      const page = await browser!.newPage();
      try {
        const opened = await page.goto(approval.url, { waitUntil: 'load' });
        expect(opened?.status()).toBe(200);
        expect(opened?.headers()['content-type']).toMatch(/^text\/html/);
        const body = await textOf(page, 'body');
        for (const expected of [
          offer.identifier,
          'Shop relaunch',
          'Phase one',
          'Concept',
          'Design',
          'Extra option',
          '€1,785.00',
        ]) {
          expect(body).toContain(expected);
        }

        // The PDF link as the browser resolves it, fetched without a key (the page's CSP
        // rightly forbids the page itself to fetch), is the offer's PDF.
        const href = await page.$eval(
          '#offer-pdf',
          (link) => (link as unknown as { href: string }).href,
        );
        expect(href).toBe(`${approval.url}/offer.pdf`);
        const fetched = await fetch(href);
        expect(fetched.status).toBe(200);
        expect(fetched.headers.get('content-type')).toMatch(/^application\/pdf/);
        const publicPdf = Buffer.from(await fetched.arrayBuffer());
        expect(publicPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const apiPdf = await api()
          .get(`/api/v1/offers/${offer.id}.pdf`)
          .buffer(true)
          .parse(binary)
          .expect(200);
        expect(Buffer.compare(publicPdf, apiPdf.body as Buffer)).toBe(0);

        const submit = '#approve-form button, #approve-form input[type="submit"]';

        // Name but no checkbox: refused, the form comes back with an error, nothing recorded.
        await page.type('#approve-form input[name="name"]', 'Erika Muster');
        const [refused] = await Promise.all([page.waitForNavigation(), page.click(submit)]);
        expect(refused?.status()).toBe(422);
        expect((await textOf(page, '.error')).trim()).not.toBe('');
        expect(await page.$('#approve-form')).not.toBeNull();
        expect(await page.$('#approved')).toBeNull();
        let row = await approvalRow(offer.id);
        expect(row.approvedAt).toBeNull();
        expect(row.approvedByName).toBeNull();
        expect(await confirmations(offer.id)).toEqual([]);
        expect((await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body.status).toBe(
          'created',
        );

        // Name and checkbox: 303 back to the page, which now shows who approved.
        // The re-shown form may keep the name; start from an empty field either way.
        await page.$eval('#approve-form input[name="name"]', (input) => {
          (input as unknown as { value: string }).value = '';
        });
        await page.type('#approve-form input[name="name"]', 'Erika Muster');
        await page.$eval('#approve-form input[name="email"]', (input) => {
          (input as unknown as { value: string }).value = '';
        });
        await page.type('#approve-form input[name="email"]', 'erika@kunde.example');
        const checked = await page.$eval(
          '#approve-form input[name="confirm"]',
          (box) => (box as unknown as { checked: boolean }).checked,
        );
        if (!checked) await page.click('#approve-form input[name="confirm"]');
        const [approved] = await Promise.all([page.waitForNavigation(), page.click(submit)]);
        expect(approved?.status()).toBe(200);
        const redirects = approved!.request().redirectChain();
        expect(redirects.map((step) => step.response()?.status())).toEqual([303]);
        expect(page.url()).toBe(approval.url);
        expect(await textOf(page, '#approved')).toContain('Approved by Erika Muster');
        expect(await page.$('#approve-form')).toBeNull();

        row = await approvalRow(offer.id);
        expect(row.approvedByName).toBe('Erika Muster');
        expect(row.approvedByEmail).toBe('erika@kunde.example');
        expect(row.approvedAt).toBeInstanceOf(Date);
        const after = (await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body;
        expect(after.status).toBe('accepted');
        const signedAt = row.approvedAt!.toISOString().replace(/\.\d{3}Z$/, 'Z');
        expect(after.customer_approval).toEqual({
          ...approval,
          customer_full_name: 'Erika Muster',
          customer_email: 'erika@kunde.example',
          signed_at: signedAt,
        });
        const record = (await api().get(approvalPath(offer.id)).expect(200)).body;
        expect(record).toMatchObject({
          customer_full_name: 'Erika Muster',
          customer_email: 'erika@kunde.example',
          signature_url: null,
          signed_at: signedAt,
        });
        expect(after.offer_confirmation).toEqual({
          id: expect.any(Number),
          date: expect.any(String),
          title: 'Order confirmation – Shop relaunch',
          created_at: expect.stringMatching(TIMESTAMP),
          updated_at: expect.stringMatching(TIMESTAMP),
        });
        expect(todays()).toContain(after.offer_confirmation.date);
      } finally {
        await page.close();
      }
    }, 120_000);

    it('links the PDF and posts the form to the absolute paths the contract names', async () => {
      const { approval, token } = await approvableOffer();
      const page = await browser!.newPage();
      try {
        await page.goto(approval.url, { waitUntil: 'load' });
        const attribute = (selector: string, name: string) =>
          page.$eval(selector, (element, key) => element.getAttribute(key), name);
        expect(await attribute('#offer-pdf', 'href')).toBe(`/approval/${token}/offer.pdf`);
        expect(await attribute('#approve-form', 'method')).toMatch(/^post$/i);
        expect(await attribute('#approve-form', 'action')).toBe(`/approval/${token}`);
        expect(await page.$('#approve-form input[name="name"]')).not.toBeNull();
        expect(await attribute('#approve-form input[name="confirm"]', 'type')).toBe('checkbox');
        expect(await attribute('#approve-form input[name="confirm"]', 'value')).toBe('yes');
        expect(
          await page.$('#approve-form button, #approve-form input[type="submit"]'),
        ).not.toBeNull();
      } finally {
        await page.close();
      }
    });

    it('shows the not-valid page with 404 for deactivated and unknown tokens', async () => {
      const { offer, token } = await approvableOffer();
      await api().post(approvalPath(offer.id, '/deactivate')).expect(200);
      const page = await browser!.newPage();
      try {
        for (const bad of [token, 'no-such-token-4711']) {
          const opened = await page.goto(`${t.url}/approval/${bad}`, { waitUntil: 'load' });
          expect(opened?.status()).toBe(404);
          expect(opened?.headers()['content-type']).toMatch(/^text\/html/);
          expect(await textOf(page, 'body')).toContain(NOT_VALID);
          expect(await page.$('#approve-form')).toBeNull();

          expectNotValidPage(await request(t.url).get(`/approval/${bad}`));
          expectNotValidPage(await request(t.url).get(`/approval/${bad}/offer.pdf`));
          expectNotValidPage(await publicPost(bad, { name: 'Mallory', confirm: 'yes' }));
        }
      } finally {
        await page.close();
      }
      const row = await approvalRow(offer.id);
      expect(row.approvedAt).toBeNull();
      expect(row.approvedByName).toBeNull();
      expect(await confirmations(offer.id)).toEqual([]);
      expect((await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body.status).toBe(
        'created',
      );
    });
  });

  describe('public approval form posts', () => {
    it('answers 422 with the form and an error for a missing name or checkbox, or a bad e-mail', async () => {
      const { offer, token } = await approvableOffer();
      const forms: Record<string, string>[] = [
        { name: 'Erika Muster' },
        { confirm: 'yes' },
        { name: '   ', confirm: 'yes' },
        { name: 'Erika Muster', confirm: 'yes', email: 'not an address' },
        { name: 'Erika Muster', confirm: 'yes', email: `${'e'.repeat(250)}@k.example` },
        {},
      ];
      for (const form of forms) {
        const response = await publicPost(token, form);
        expect(response.status).toBe(422);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.text).toMatch(/class="[^"]*\berror\b/);
        expect(response.text).toContain('id="approve-form"');
      }
      expect((await approvalRow(offer.id)).approvedAt).toBeNull();
      expect(await confirmations(offer.id)).toEqual([]);
      expect((await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body.status).toBe(
        'created',
      );
    });

    it('approves a sent offer, and a second approval changes nothing', async () => {
      const { offer, approval, token } = await approvableOffer();
      await api().put(`/api/v1/offers/${offer.id}/update_status`, { status: 'sent' }).expect(204);
      const first = await publicPost(token, { name: 'Erika Muster', confirm: 'yes' });
      expect(first.status).toBe(303);
      expect(first.headers.location).toMatch(new RegExp(`/approval/${escapeRegExp(token)}$`));
      const approved = (await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body;
      expect(approved.status).toBe('accepted');
      expect(approved.offer_confirmation).toMatchObject({
        title: 'Order confirmation – Shop relaunch',
      });
      const rowBefore = await approvalRow(offer.id);
      const page = await request(t.url).get(`/approval/${token}`).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('Approved by Erika Muster');
      expect(page.text).not.toContain('id="approve-form"');

      await api().put(`/api/v1/offers/${offer.id}/update_status`, { status: 'sent' }).expect(204);
      const second = await publicPost(token, { name: 'Somebody Else', confirm: 'yes' });
      expect(second.status).toBe(303);
      expect(second.headers.location).toMatch(new RegExp(`/approval/${escapeRegExp(token)}$`));
      const rowAfter = await approvalRow(offer.id);
      expect(rowAfter.approvedByName).toBe('Erika Muster');
      expect(rowAfter.approvedAt).toEqual(rowBefore.approvedAt);
      expect(await confirmations(offer.id)).toHaveLength(1);
      // A full confirmation document: numbered, issued by nobody (the customer), with its PDF.
      const issued = (
        await api().get(`/api/v1/offer_confirmations/${approved.offer_confirmation.id}`).expect(200)
      ).body;
      expect(issued).toMatchObject({
        identifier: expect.stringMatching(/^AB\d{6}$/),
        user: null,
        offer: { id: offer.id, identifier: offer.identifier },
      });
      const after = (await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body;
      expect(after.offer_confirmation).toEqual(approved.offer_confirmation);
      expect(after.customer_approval).toEqual({
        ...approval,
        customer_full_name: 'Erika Muster',
        customer_email: null,
        signed_at: expect.stringMatching(TIMESTAMP),
      });
      expect(after.status).toBe('sent');
    });

    it('moves only created and sent offers to accepted', async () => {
      for (const status of ['archived', 'billed']) {
        const { offer, token } = await approvableOffer();
        await api().put(`/api/v1/offers/${offer.id}/update_status`, { status }).expect(204);
        const response = await publicPost(token, { name: 'Erika Muster', confirm: 'yes' });
        expect(response.status).toBeLessThan(500);
        expect((await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body.status).toBe(
          status,
        );
      }
    });
  });
});
