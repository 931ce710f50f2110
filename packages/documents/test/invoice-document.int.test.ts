import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { INVOICE_PLACEHOLDERS, OFFER_PLACEHOLDERS } from '@faktura/domain';
import {
  DocumentNotFoundError,
  EmptyTimesheetError,
  buildDocument,
  buildInvoiceDocumentView,
  buildReminderDocumentView,
  buildTimesheetDocumentView,
  loadDocumentEmailValues,
  qrReferenceFor,
  type DocumentRequest,
} from '../src';

const publicUrl = 'https://faktura.example.com';

describe('invoice documents', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let accountId: number;
  let otherAccountId: number;
  let invoiceId: number;
  let senderId: number;
  let seed: {
    customerId: number;
    projectId: number;
    taskId: number;
    ownerId: number;
    brandedPaperId: number;
  };

  const invoiceData = (identifier: string | null, currency = 'CHF', sign = 1) => ({
    accountId,
    identifier,
    status: identifier === null ? ('draft' as const) : ('created' as const),
    date: new Date('2026-03-02'),
    dueDate: new Date('2026-04-01'),
    servicePeriod: '03/2026',
    title: 'Garden <fence>',
    recipientAddress: 'Acme AG\nGrosse Marktgasse 28\n9400 Rorschach',
    currency,
    tax: 8.1,
    cashDiscount: 2,
    cashDiscountDays: 10,
    customerId: seed.customerId,
    projectId: seed.projectId,
    userId: seed.ownerId,
    salutation: '<p>{salutation}, {me} bills {gross_total} for {service_period}.</p>',
    footer:
      '<p>{cash_discount} % within {cash_discount_days} days: {gross_total_with_cash_discount}</p>',
    positions: {
      create: [
        {
          accountId,
          sortOrder: 0,
          type: 'item' as const,
          title: 'Posts',
          quantity: 2 * sign,
          unitPrice: 1200,
        },
        { accountId, sortOrder: 1, type: 'item' as const, title: 'Gate', netTotal: 600 * sign },
        { accountId, sortOrder: 2, type: 'subtotal' as const, subtotalType: 'sub_total' as const },
      ],
    },
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 2 });
    const account = await prisma.account.create({
      data: {
        name: 'Seller',
        slug: 'inv-doc-seller',
        legalName: 'Seller AG',
        street: 'Bahnhofstrasse 7',
        zip: '8001',
        city: 'Zürich',
        address: 'Bahnhofstrasse 7\n8001 Zürich',
        countryCode: 'CH',
        iban: 'CH4431999123000889012',
        locale: 'de-CH',
      },
    });
    accountId = account.id;
    otherAccountId = (
      await prisma.account.create({ data: { name: 'Other', slug: 'inv-doc-other' } })
    ).id;
    const user = (firstname: string, email: string) =>
      prisma.user.create({ data: { accountId, firstname, lastname: 'Muster', email } });
    const ownerId = (await user('Olga', 'olga@seller.test')).id;
    senderId = (await user('Sam', 'sam@seller.test')).id;
    const customer = await prisma.company.create({
      data: { accountId, type: 'customer', name: 'Acme AG', countryCode: 'CH' },
    });
    const contact = await prisma.contact.create({
      data: { accountId, companyId: customer.id, lastname: 'Acme', salutation: 'Dear Ms Acme' },
    });
    const project = await prisma.project.create({
      data: {
        accountId,
        identifier: 'P1',
        name: 'Garden',
        companyId: customer.id,
        currency: 'CHF',
        billingContactId: contact.id,
      },
    });
    const task = await prisma.projectTask.create({
      data: { accountId, projectId: project.id, name: 'Build' },
    });
    await prisma.letterPaper.create({
      data: { accountId, name: 'White', html: '<header>NEVER PRINTED</header>' },
    });
    const branded = await prisma.letterPaper.create({
      data: { accountId, name: 'Branded', html: '<header>BRANDED PAPER</header>' },
    });
    await prisma.account.update({
      where: { id: accountId },
      data: { defaultLetterPaperId: branded.id },
    });
    seed = {
      customerId: customer.id,
      projectId: project.id,
      taskId: task.id,
      ownerId,
      brandedPaperId: branded.id,
    };
    invoiceId = (await prisma.invoice.create({ data: invoiceData('R260001') })).id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  const request = (kind: DocumentRequest['kind'], documentId: number, extra = {}) => ({
    kind,
    accountId,
    documentId,
    letterPaperId: null,
    publicUrl,
    ...extra,
  });

  it('prints totals, variables, terms, cash discount and a QR-bill for CHF', async () => {
    const { view, filename, contentHash } = await buildInvoiceDocumentView(prisma, {
      accountId,
      invoiceId,
      letterPaperId: null,
    });
    expect(filename).toBe('R260001.pdf');
    expect(view).toMatchObject({
      identifier: 'R260001',
      servicePeriod: '03/2026',
      language: 'de',
      locale: 'de-CH',
      date: '02.03.2026',
      totals: {
        net: "CHF\u00a03'000.00",
        tax: 'CHF\u00a0243.00',
        gross: "CHF\u00a03'243.00",
        taxRate: '8.1%',
      },
      // Amount variables as de-CH writes amounts, without the currency; the apostrophe escaped.
      salutationHtml: '<p>Dear Ms Acme, Olga Muster bills 3&#39;243.00 for 03/2026.</p>',
      footerHtml: '<p>2 % within 10 days: 3&#39;178.14</p>',
      paymentTerms: 'Zahlbar bis 01.04.2026 (innerhalb von 30 Tagen).',
      cashDiscount: "2% Skonto bei Zahlung innerhalb von 10 Tagen: CHF\u00a03'178.14",
      reversalNotice: null,
      creditorReference: null,
    });
    expect(view.payment?.kind).toBe('swiss_qr_bill');
    expect(view.payment).toMatchObject({
      language: 'DE',
      data: {
        creditor: {
          name: 'Seller AG',
          address: 'Bahnhofstrasse',
          buildingNumber: '7',
          zip: '8001',
        },
        amount: 3243,
        currency: 'CHF',
        reference: qrReferenceFor(invoiceId),
      },
    });
    const built = await buildDocument(prisma, request('invoice', invoiceId));
    expect(built).toMatchObject({ kind: 'invoice', documentId: invoiceId, contentHash });
    expect(built.html).toContain('Garden &lt;fence&gt;');
    expect(built.html).toContain('class="qr-bill-page"');
    expect((await buildDocument(prisma, request('invoice', invoiceId))).contentHash).toBe(
      contentHash,
    );
  });

  it('prints an EPC code for EUR (not to a QR-IBAN) and no code for USD', async () => {
    const eur = await prisma.invoice.create({ data: invoiceData('R260002', 'EUR') });
    const usd = await prisma.invoice.create({ data: invoiceData('R260003', 'USD') });
    const payment = async (id: number) =>
      (await buildInvoiceDocumentView(prisma, { accountId, invoiceId: id, letterPaperId: null }))
        .view.payment;
    expect(await payment(eur.id)).toBeNull();
    const account = { where: { id: accountId } };
    await prisma.account.update({ ...account, data: { iban: 'CH9300762011623852957' } });
    try {
      expect(await payment(eur.id)).toMatchObject({ kind: 'epc_qr', amount: '3243.00' });
      expect(await payment(usd.id)).toBeNull();
      expect((await buildDocument(prisma, request('invoice', usd.id))).html).not.toContain('<svg');
    } finally {
      await prisma.account.update({ ...account, data: { iban: 'CH4431999123000889012' } });
    }
  });

  it('announces a direct debit instead of asking for a transfer, on the PDF and in the e-mail', async () => {
    const account = { where: { id: accountId } };
    await prisma.account.update({ ...account, data: { sepaCreditorId: 'DE98ZZZ09999999999' } });
    const payer = await prisma.company.create({
      data: {
        accountId,
        type: 'customer',
        name: 'Payer GmbH',
        defaultPaymentMeans: 'direct_debit',
      },
    });
    const mandate = {
      accountId,
      companyId: payer.id,
      signedOn: new Date('2026-01-10'),
      iban: 'DE89370400440532013000',
      debtorName: 'Payer GmbH',
    };
    await prisma.sepaMandate.create({
      data: { ...mandate, reference: 'M-OLD', status: 'revoked' },
    });
    await prisma.sepaMandate.create({ data: { ...mandate, reference: 'M-2026-7' } });
    const { id } = await prisma.invoice.create({
      data: {
        ...invoiceData('R260090', 'EUR'),
        customerId: payer.id,
        dueDate: new Date('2099-04-01'),
      },
    });
    try {
      const { view } = await buildInvoiceDocumentView(prisma, {
        accountId,
        invoiceId: id,
        letterPaperId: null,
      });
      const notice =
        'Der Betrag wird am 01.04.2099 per SEPA-Lastschrift von Ihrem Konto mit der IBAN ****3000 ' +
        'eingezogen (Mandatsreferenz M-2026-7, Gläubiger-Identifikationsnummer DE98ZZZ09999999999).';
      expect(view).toMatchObject({ paymentTerms: notice, payment: null });
      const email = await loadDocumentEmailValues(prisma, {
        kind: 'invoice',
        accountId,
        documentId: id,
        publicUrl,
        meUserId: null,
      });
      expect(email.notice).toBe(notice);
      // Without a creditor identifier nothing can be collected: the usual terms again.
      await prisma.account.update({ ...account, data: { sepaCreditorId: null } });
      const plain = await buildInvoiceDocumentView(prisma, {
        accountId,
        invoiceId: id,
        letterPaperId: null,
      });
      expect(plain.view.paymentTerms).toMatch(/^Zahlbar bis 01\.04\.2099 /);
    } finally {
      await prisma.account.update({ ...account, data: { sepaCreditorId: null } });
    }
  });

  it('prints on the account default paper, White for timesheets, nothing when blank', async () => {
    await prisma.activity.create({
      data: {
        accountId,
        date: new Date('2026-03-03'),
        hours: 1,
        projectId: seed.projectId,
        taskId: seed.taskId,
        userId: seed.ownerId,
        invoiceId,
        billed: true,
      },
    });
    const html = async (kind: DocumentRequest['kind'], extra = {}) =>
      (await buildDocument(prisma, request(kind, invoiceId, extra))).html;
    expect(await html('invoice')).toContain('BRANDED PAPER');
    expect(await html('invoice', { blank: true })).not.toContain('BRANDED PAPER');
    const timesheet = await html('invoice_timesheet');
    expect(timesheet).not.toContain('BRANDED PAPER');
    expect(timesheet).not.toContain('NEVER PRINTED');
    expect(await html('invoice_timesheet', { letterPaperId: seed.brandedPaperId })).toContain(
      'BRANDED PAPER',
    );
    const blank = await buildDocument(prisma, request('invoice', invoiceId, { blank: true }));
    const plain = await buildDocument(prisma, request('invoice', invoiceId));
    expect(blank.contentHash).not.toBe(plain.contentHash);
    await prisma.activity.deleteMany({ where: { accountId } });
  });

  it("prints on the invoice's own letter paper choice when the request names none", async () => {
    const html = async (id: number, extra = {}) =>
      (await buildDocument(prisma, request('invoice', id, extra))).html;
    const own = await prisma.letterPaper.create({
      data: { accountId, name: 'Own choice', html: '<div>OWN CHOICE PAPER</div>' },
    });
    const chosen = await prisma.invoice.create({
      data: { ...invoiceData('R269001'), letterPaperId: own.id },
    });
    const without = await prisma.invoice.create({
      data: { ...invoiceData('R269002'), withoutLetterPaper: true },
    });
    expect(await html(chosen.id)).toContain('OWN CHOICE PAPER');
    expect(await html(chosen.id, { letterPaperId: seed.brandedPaperId })).toContain(
      'BRANDED PAPER',
    );
    expect(await html(without.id)).not.toContain('BRANDED PAPER');
    expect(await html(without.id, { letterPaperId: seed.brandedPaperId })).toContain(
      'BRANDED PAPER',
    );
    await prisma.invoice.deleteMany({ where: { id: { in: [chosen.id, without.id] } } });
    await prisma.letterPaper.delete({ where: { id: own.id } });
  });

  it('names drafts by id and gives them no payment code', async () => {
    const draft = await prisma.invoice.create({ data: invoiceData(null) });
    const built = await buildInvoiceDocumentView(prisma, {
      accountId,
      invoiceId: draft.id,
      letterPaperId: null,
    });
    expect(built.filename).toBe(`Rechnungsentwurf-${draft.id}.pdf`);
    expect(built.view.identifier).toBeNull();
    expect(built.view.payment).toBeNull();
    expect((await buildDocument(prisma, request('invoice', draft.id))).html).toContain(
      '<span>Rechnung</span> Entwurf',
    );
  });

  it('marks a reversal and asks for no payment of a negative amount', async () => {
    const reversal = await prisma.invoice.create({
      data: { ...invoiceData('R260009', 'CHF', -1), reversedInvoiceId: invoiceId },
    });
    const { view } = await buildInvoiceDocumentView(prisma, {
      accountId,
      invoiceId: reversal.id,
      letterPaperId: null,
    });
    expect(view.reversalNotice).toBe('Diese Rechnung storniert die Rechnung R260001.');
    expect(view.totals.gross).toBe("CHF-3'243.00");
    expect(view.payment).toBeNull();
    expect(view.paymentTerms).toBeNull();
    expect(view.cashDiscount).toBeNull();
  });

  it('prints reminders with the amount now due, their number and their own dates', async () => {
    const reminder = (date: string, title: string | null) =>
      prisma.invoiceReminder.create({
        data: {
          accountId,
          invoiceId,
          title,
          date: new Date(date),
          dueDate: new Date('2026-05-15'),
          fee: 20,
          text: '<p>Invoice {identifier} was due; please pay by {due_date}.</p>',
        },
      });
    await reminder('2026-04-10', 'First reminder');
    const second = await reminder('2026-05-01', null);
    const before = await buildReminderDocumentView(prisma, {
      accountId,
      reminderId: second.id,
      letterPaperId: null,
    });
    for (const paidTotal of [1000, 243]) {
      await prisma.invoicePayment.create({
        data: { accountId, invoiceId, date: new Date('2026-04-20'), paidTotal, currency: 'CHF' },
      });
    }
    const { view, filename, contentHash } = await buildReminderDocumentView(prisma, {
      accountId,
      reminderId: second.id,
      letterPaperId: null,
    });
    expect(filename).toBe('R260001-Mahnung-2.pdf');
    expect(contentHash).not.toBe(before.contentHash);
    expect(view).toMatchObject({
      title: 'Zahlungserinnerung',
      reminderNumber: 2,
      date: '01.05.2026',
      dueDate: '15.05.2026',
      textHtml: '<p>Invoice R260001 was due; please pay by 15.05.2026.</p>',
      invoice: { identifier: 'R260001', date: '02.03.2026', gross: "CHF\u00a03'243.00" },
      paid: "CHF\u00a01'243.00",
      fee: 'CHF\u00a020.00',
      amountDue: "CHF\u00a02'020.00",
      paymentTerms: "Bitte zahlen Sie CHF\u00a02'020.00 bis 15.05.2026.",
    });
    expect(view.payment).toMatchObject({ data: { amount: 2020 } });
    const values = await loadDocumentEmailValues(prisma, {
      kind: 'invoice_reminder',
      accountId,
      documentId: second.id,
      publicUrl,
      meUserId: senderId,
    });
    expect(values.allowed).toBe(INVOICE_PLACEHOLDERS);
    expect(values.values).toMatchObject({
      due_date: '15.05.2026',
      identifier: 'R260001',
      me: 'Sam Muster',
    });
    await prisma.invoicePayment.deleteMany({ where: { accountId } });
  });

  it('lists the billed activities with users and the sum of hours', async () => {
    const activity = (date: string, hours: number, userId: number, invoice: number | null) =>
      prisma.activity.create({
        data: {
          accountId,
          date: new Date(date),
          hours,
          description: `Work <${date}>`,
          projectId: seed.projectId,
          taskId: seed.taskId,
          userId,
          invoiceId: invoice,
          billed: invoice !== null,
        },
      });
    await activity('2026-03-05', 2.5, senderId, invoiceId);
    await activity('2026-03-04', 1.25, seed.ownerId, invoiceId);
    await activity('2026-03-06', 8, seed.ownerId, null);
    const { view, filename } = await buildTimesheetDocumentView(prisma, {
      accountId,
      invoiceId,
      letterPaperId: null,
    });
    expect(filename).toBe('R260001-Stundennachweis.pdf');
    expect(view.rows).toEqual([
      { date: '04.03.2026', user: 'Olga Muster', description: 'Work <2026-03-04>', hours: '1.25' },
      { date: '05.03.2026', user: 'Sam Muster', description: 'Work <2026-03-05>', hours: '2.50' },
    ]);
    expect(view.totalHours).toBe('3.75');
    const html = (await buildDocument(prisma, request('invoice_timesheet', invoiceId))).html;
    expect(html).toContain('Work &lt;2026-03-04&gt;');
  });

  it('has no timesheet without activities or hours', async () => {
    const empty = await prisma.invoice.create({ data: invoiceData('R260004') });
    await expect(
      buildDocument(prisma, request('invoice_timesheet', empty.id)),
    ).rejects.toBeInstanceOf(EmptyTimesheetError);
    await prisma.activity.create({
      data: {
        accountId,
        date: new Date('2026-03-05'),
        hours: 0,
        projectId: seed.projectId,
        taskId: seed.taskId,
        userId: senderId,
        invoiceId: empty.id,
      },
    });
    await expect(
      buildDocument(prisma, request('invoice_timesheet', empty.id)),
    ).rejects.toBeInstanceOf(EmptyTimesheetError);
  });

  it('gives e-mails the invoice variables with the sender as {me}', async () => {
    const { values, allowed } = await loadDocumentEmailValues(prisma, {
      kind: 'invoice',
      accountId,
      documentId: invoiceId,
      publicUrl,
      meUserId: senderId,
    });
    expect(allowed).toBe(INVOICE_PLACEHOLDERS);
    expect(values).toMatchObject({
      me: 'Sam Muster',
      user: 'Olga Muster',
      identifier: 'R260001',
      // The e-mail writes the values as the de-CH PDF does.
      gross_total: "3'243.00",
      cash_discount: '2',
      cash_discount_days: '10',
      cash_discount_total: '64.86',
      gross_total_with_cash_discount: "3'178.14",
      date: '02.03.2026',
      due_date: '01.04.2026',
      service_period: '03/2026',
      due_days: '30',
      salutation: 'Dear Ms Acme',
      company_name: 'Acme AG',
    });
    const offer = await prisma.offer.create({
      data: {
        accountId,
        identifier: 'A260001',
        date: new Date('2026-03-02'),
        dueDate: new Date('2026-03-16'),
        title: 'Offer',
        recipientAddress: 'Acme AG',
        currency: 'CHF',
        tax: 8.1,
      },
    });
    const offerValues = await loadDocumentEmailValues(prisma, {
      kind: 'offer',
      accountId,
      documentId: offer.id,
      publicUrl,
      meUserId: null,
    });
    expect(offerValues.allowed).toBe(OFFER_PLACEHOLDERS);
    expect(offerValues.values.identifier).toBe('A260001');
  });

  it('finds nothing of another account', async () => {
    const reminder = await prisma.invoiceReminder.findFirstOrThrow({ where: { accountId } });
    for (const [kind, documentId] of [
      ['invoice', invoiceId],
      ['invoice_timesheet', invoiceId],
      ['invoice_reminder', reminder.id],
    ] as const) {
      await expect(
        buildDocument(prisma, { ...request(kind, documentId), accountId: otherAccountId }),
      ).rejects.toBeInstanceOf(DocumentNotFoundError);
      await expect(
        loadDocumentEmailValues(prisma, {
          kind,
          accountId: otherAccountId,
          documentId,
          publicUrl,
          meUserId: null,
        }),
      ).rejects.toBeInstanceOf(DocumentNotFoundError);
    }
    const foreignPaper = await prisma.letterPaper.create({
      data: { accountId: otherAccountId, name: 'Foreign', html: '<p>x</p>' },
    });
    await expect(
      buildDocument(prisma, request('invoice', invoiceId, { letterPaperId: foreignPaper.id })),
    ).rejects.toBeInstanceOf(DocumentNotFoundError);
  });
});
