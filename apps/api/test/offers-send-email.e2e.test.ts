import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { waitUntil } from '@faktura/test-support';
import { binary } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { startTestSmtpServer, type TestSmtpServer } from './support/test-smtp-server';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TERMS_PDF = Buffer.from('%PDF-1.4\n% terms and conditions\n1 0 obj <<>> endobj\n%%EOF\n');

interface Offer {
  id: number;
  identifier: string;
  status: string;
}

describe('POST /api/v1/offers/{id}/send_email', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let company: { id: number };
  let bareCompany: { id: number };
  let contact: { id: number };
  let contactWithoutEmail: { id: number };

  const api = (account: TestAccount = a) => client(t.url, account.key);
  // Net 1000.00, VAT 19 % 190.00, gross 1190.00.
  const createOffer = async (extra: object = {}, account: TestAccount = a) =>
    (
      await api(account)
        .post('/api/v1/offers', {
          recipient_address: 'Kunde AG\nBern',
          date: '2026-05-04',
          due_date: '2026-06-03',
          title: 'Website relaunch',
          tax: 19,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Implementation', quantity: 1, unit_price: 1000 }],
          ...extra,
        })
        .expect(201)
    ).body as Offer;
  const send = (id: number, body: object, account: TestAccount = a) =>
    api(account).post(`/api/v1/offers/${id}/send_email`, body);
  const emailJobs = () =>
    prisma.job.findMany({ where: { type: 'email.send', accountId: a.accountId } });
  const deliveries = (offerId: number) =>
    prisma.emailDelivery.findMany({
      where: { documentKind: 'offer', documentId: offerId },
      orderBy: { id: 'asc' },
    });
  const OLD = new Date('2020-01-01T00:00:00Z');
  const age = (offerId: number) =>
    prisma.offer.update({ where: { id: offerId }, data: { updatedAt: OLD } });
  const stored = (offerId: number) => prisma.offer.findUniqueOrThrow({ where: { id: offerId } });

  /** Asserts that a refused send_email left no trace: no delivery, no job, offer untouched. */
  const expectNothingWritten = async (offerId: number, jobsBefore: number) => {
    expect(await deliveries(offerId)).toEqual([]);
    expect(await emailJobs()).toHaveLength(jobsBefore);
    const offer = await stored(offerId);
    expect(offer.status).toBe('created');
    expect(offer.updatedAt.getTime()).toBe(OLD.getTime());
    expect(await prisma.offerCustomerApproval.count({ where: { offerId } })).toBe(0);
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await startTestApp({}, { worker: { smtpUrl: smtp.url } });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b])
      await prisma.vatCodeSale.create({
        data: { accountId: account.accountId, code: 'DE19', tax: '19' },
      });
    company = (
      await api()
        .post('/api/v1/companies', {
          type: 'customer',
          name: 'Kunde AG',
          offer_emails_to: 'sales@kunde.example;boss@kunde.example',
          offer_emails_cc: 'cc1@kunde.example;cc2@kunde.example',
          offer_emails_bcc: 'archive@kunde.example',
        })
        .expect(200)
    ).body;
    bareCompany = (
      await api().post('/api/v1/companies', { type: 'customer', name: 'Stumm GmbH' }).expect(200)
    ).body;
    contact = (
      await api()
        .post('/api/v1/contacts/people', {
          firstname: 'Anna',
          lastname: 'Kunde',
          email: 'anna@kunde.example',
          company_id: company.id,
        })
        .expect(200)
    ).body;
    contactWithoutEmail = (
      await api()
        .post('/api/v1/contacts/people', { lastname: 'Ohne Mail', company_id: company.id })
        .expect(200)
    ).body;
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
    await smtp?.stop();
  });

  it('queues the mail to the given recipients and moves the offer from created to sent', async () => {
    const offer = await createOffer();
    await api()
      .post(`/api/v1/offers/${offer.id}/attachments`, {
        attachment: { filename: 'terms.pdf', base64: TERMS_PDF.toString('base64') },
      })
      .expect(201);
    await age(offer.id);
    const jobsBefore = (await emailJobs()).length;
    const subject = 'Offer {identifier}: {title}';
    const text = 'Hello,\n\nour offer {identifier} totals {gross_total} EUR.\n\nRegards';

    const response = await send(offer.id, {
      subject,
      text,
      emails_to: 'kunde@kunde.example;chef@kunde.example',
      emails_cc: 'cc@kunde.example',
    }).expect(200);
    expect(response.body).toEqual({
      emails_to: 'kunde@kunde.example;chef@kunde.example',
      emails_cc: 'cc@kunde.example',
      emails_bcc: null,
      subject,
      text,
    });

    const [delivery, ...more] = await deliveries(offer.id);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({
      accountId: a.accountId,
      emailsTo: ['kunde@kunde.example', 'chef@kunde.example'],
      emailsCc: ['cc@kunde.example'],
      emailsBcc: [],
      subject,
      text,
    });
    // Queued by the API; the in-process worker may already have picked it up.
    expect(['queued', 'sending', 'sent']).toContain(delivery!.status);
    const jobs = await emailJobs();
    expect(jobs).toHaveLength(jobsBefore + 1);
    expect(jobs.map((job) => job.payload)).toContainEqual(
      expect.objectContaining({ deliveryId: delivery!.id }),
    );
    const row = await stored(offer.id);
    expect(row.status).toBe('sent');
    expect(row.updatedAt.getTime()).toBeGreaterThan(OLD.getTime());
    expect((await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body.status).toBe('sent');

    const { mail, envelopeTo } = await smtp.waitForMail(
      (received) => received.subject === `Offer ${offer.identifier}: Website relaunch`,
    );
    expect([...envelopeTo].sort()).toEqual(
      ['kunde@kunde.example', 'chef@kunde.example', 'cc@kunde.example'].sort(),
    );
    // The amount variable as the offer's de-DE PDF writes amounts, without the currency.
    expect(mail.text).toContain(`our offer ${offer.identifier} totals 1.190,00 EUR.`);
    expect(mail.text).not.toContain('{');
    expect(mail.attachments.map((file) => file.filename)).toEqual([
      `${offer.identifier}.pdf`,
      'terms.pdf',
    ]);
    const pdf = await api()
      .get(`/api/v1/offers/${offer.id}.pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Buffer.compare(mail.attachments[0]!.content, pdf.body as Buffer)).toBe(0);
    expect(Buffer.compare(mail.attachments[1]!.content, TERMS_PDF)).toBe(0);

    // The offer shows its e-mail once the worker recorded the server's answer (extension).
    let shown: Array<Record<string, unknown>> = [];
    await waitUntil(
      async () => {
        shown = (await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body.email_deliveries;
        return shown[0]?.status === 'sent';
      },
      60_000,
      'the delivery to be recorded as sent',
    );
    expect(shown).toEqual([
      {
        id: delivery!.id,
        document_type: 'offer',
        document_id: offer.id,
        status: 'sent',
        emails_to: 'kunde@kunde.example;chef@kunde.example',
        emails_cc: 'cc@kunde.example',
        emails_bcc: null,
        subject,
        message_id: mail.messageId,
        attempts: 1,
        last_error: null,
        created_at: expect.stringMatching(/Z$/),
        sent_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
      },
    ]);
    const listed = await api().get(`/api/v1/offers?ids=${offer.id}`).expect(200);
    expect(listed.body[0].email_deliveries).toEqual(shown);
  }, 120_000);

  it('leaves an accepted offer accepted', async () => {
    const offer = await createOffer();
    await api().put(`/api/v1/offers/${offer.id}/update_status`, { status: 'accepted' }).expect(204);
    await send(offer.id, {
      subject: 'Confirmation {identifier}',
      text: 'Thank you.',
      emails_to: 'kunde@kunde.example',
    }).expect(200);
    expect((await stored(offer.id)).status).toBe('accepted');
    const { mail } = await smtp.waitForMail(
      (received) => received.subject === `Confirmation ${offer.identifier}`,
    );
    expect(mail.attachments.map((file) => file.filename)).toEqual([`${offer.identifier}.pdf`]);
  }, 120_000);

  it("defaults to the contact's e-mail and the company's offer cc and bcc", async () => {
    const offer = await createOffer({ company_id: company.id, contact_id: contact.id });
    const body = { subject: 'Offer {identifier}', text: 'See attachment.' };
    const response = await send(offer.id, body).expect(200);
    expect(response.body).toEqual({
      emails_to: 'anna@kunde.example',
      emails_cc: 'cc1@kunde.example;cc2@kunde.example',
      emails_bcc: 'archive@kunde.example',
      ...body,
    });
    expect(await deliveries(offer.id)).toEqual([
      expect.objectContaining({
        emailsTo: ['anna@kunde.example'],
        emailsCc: ['cc1@kunde.example', 'cc2@kunde.example'],
        emailsBcc: ['archive@kunde.example'],
      }),
    ]);
    const empty = await send(offer.id, {
      ...body,
      emails_to: '',
      emails_cc: '',
      emails_bcc: '',
    }).expect(200);
    expect(empty.body).toEqual(response.body);
    const { envelopeTo } = await smtp.waitForMail(
      (received) => received.subject === `Offer ${offer.identifier}`,
    );
    expect([...envelopeTo].sort()).toEqual(
      [
        'anna@kunde.example',
        'cc1@kunde.example',
        'cc2@kunde.example',
        'archive@kunde.example',
      ].sort(),
    );
  }, 120_000);

  it("defaults to the company's offer_emails_to without a contact e-mail", async () => {
    const body = { subject: 'Offer {identifier}', text: 'See attachment.' };
    for (const extra of [{}, { contact_id: contactWithoutEmail.id }]) {
      const offer = await createOffer({ company_id: company.id, ...extra });
      const response = await send(offer.id, body).expect(200);
      expect(response.body).toEqual({
        emails_to: 'sales@kunde.example;boss@kunde.example',
        emails_cc: 'cc1@kunde.example;cc2@kunde.example',
        emails_bcc: 'archive@kunde.example',
        ...body,
      });
    }
  });

  it('uses no defaults once any recipient field is given', async () => {
    const offer = await createOffer({ company_id: company.id, contact_id: contact.id });
    const body = { subject: 'Offer {identifier}', text: 'See attachment.' };
    const onlyTo = await send(offer.id, { ...body, emails_to: 'direct@kunde.example' }).expect(200);
    expect(onlyTo.body).toEqual({
      emails_to: 'direct@kunde.example',
      emails_cc: null,
      emails_bcc: null,
      ...body,
    });

    const other = await createOffer({ company_id: company.id, contact_id: contact.id });
    await age(other.id);
    const jobsBefore = (await emailJobs()).length;
    const onlyCc = await send(other.id, { ...body, emails_cc: 'cc@kunde.example' }).expect(422);
    expect(Object.keys(onlyCc.body.errors)).toEqual(['emails_to']);
    await expectNothingWritten(other.id, jobsBefore);
  });

  it('answers 422 on emails_to when neither the request nor the defaults name a recipient', async () => {
    const body = { subject: 'Offer {identifier}', text: 'See attachment.' };
    for (const extra of [{}, { company_id: bareCompany.id }]) {
      const offer = await createOffer(extra);
      await age(offer.id);
      const jobsBefore = (await emailJobs()).length;
      const response = await send(offer.id, body).expect(422);
      expect(response.body).toEqual({ errors: { emails_to: [expect.any(String)] } });
      await expectNothingWritten(offer.id, jobsBefore);
    }
  });

  it('answers 422 on each field with an invalid address, and on a missing subject or text', async () => {
    const offer = await createOffer();
    await age(offer.id);
    const jobsBefore = (await emailJobs()).length;
    const bad = await send(offer.id, {
      subject: 'Offer',
      text: 'Text',
      emails_to: 'ok@kunde.example;broken-4711',
      emails_cc: 'no address',
      emails_bcc: 'x@',
    }).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['emails_bcc', 'emails_cc', 'emails_to']);
    expect(JSON.stringify(bad.body)).not.toContain('broken-4711');
    const onlyCc = await send(offer.id, {
      subject: 'Offer',
      text: 'Text',
      emails_to: 'ok@kunde.example',
      emails_cc: 'ok2@kunde.example;@kunde.example',
    }).expect(422);
    expect(Object.keys(onlyCc.body.errors)).toEqual(['emails_cc']);

    const recipient = { emails_to: 'ok@kunde.example' };
    for (const body of [
      recipient,
      { ...recipient, subject: '', text: '' },
      { ...recipient, subject: 5, text: ['x'] },
    ]) {
      const response = await send(offer.id, body).expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(['subject', 'text']);
    }
    const noText = await send(offer.id, { ...recipient, subject: 'Offer' }).expect(422);
    expect(Object.keys(noText.body.errors)).toEqual(['text']);
    await expectNothingWritten(offer.id, jobsBefore);
  });

  it('activates customer approval for {customer_approval_link} and mails the approval URL', async () => {
    const offer = await createOffer();
    expect((await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body.customer_approval).toBe(
      null,
    );
    const text = 'Please approve here: {customer_approval_link}';
    const response = await send(offer.id, {
      subject: 'Approve {identifier}',
      text,
      emails_to: 'kunde@kunde.example',
    }).expect(200);
    expect(response.body.text).toBe(text);
    const approval = (await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body
      .customer_approval;
    expect(approval).toEqual({
      id: expect.any(Number),
      active: true,
      url: expect.stringMatching(new RegExp(`^${escapeRegExp(t.url)}/approval/[^/?#\\s]+$`)),
      customer_full_name: null,
      customer_email: null,
      signed_at: null,
    });
    const { mail } = await smtp.waitForMail(
      (received) => received.subject === `Approve ${offer.identifier}`,
    );
    expect(mail.text).toContain(`Please approve here: ${approval.url}`);
  }, 120_000);

  it("answers 404 for another account's offer, 403 to a read-only key, 401 without a key", async () => {
    const foreign = await createOffer({}, b);
    const own = await createOffer();
    const body = { subject: 'X', text: 'Y', emails_to: 'kunde@kunde.example' };
    for (const id of [foreign.id, 999_999]) {
      const response = await send(id, body).expect(404);
      expect(response.body).toEqual({ message: 'Not found' });
    }
    expect(await deliveries(foreign.id)).toEqual([]);
    expect((await stored(foreign.id)).status).toBe('created');
    const readOnly = await client(t.url, a.readOnlyKey)
      .post(`/api/v1/offers/${own.id}/send_email`, body)
      .expect(403);
    expect(readOnly.body).toEqual({ errors: ['Access denied'] });
    const anonymous = await request(t.url)
      .post(`/api/v1/offers/${own.id}/send_email`)
      .send(body)
      .expect(401);
    expect(anonymous.body).toEqual({ message: 'Unauthorized' });
    expect(await deliveries(own.id)).toEqual([]);
    expect((await stored(own.id)).status).toBe('created');
  });
});
