import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type RenderableDocumentKind,
  type ScratchDatabase,
} from '@faktura/db';
import { buildDocument, findPrintedDocument, type DocumentRequest } from '../src';

const publicUrl = 'https://faktura.example.com';
const KINDS: RenderableDocumentKind[] = [
  'offer',
  'offer_confirmation',
  'invoice',
  'invoice_timesheet',
  'invoice_reminder',
];

type State = Record<RenderableDocumentKind, { key: string; hash: string }>;

/**
 * The print key must change whenever the PDF would: each change below is one input a document
 * prints, and after each the keys of the kinds that print it differ, and no kind's content hash
 * changed while its key stayed.
 */
describe('print keys', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let accountId: number;
  const ids = {} as Record<
    | 'offer'
    | 'confirmation'
    | 'invoice'
    | 'reminder'
    | 'otherInvoice'
    | 'owner'
    | 'customer'
    | 'contact'
    | 'vatCode'
    | 'paper'
    | 'activity',
    number
  >;

  const request = (kind: RenderableDocumentKind, extra: Partial<DocumentRequest> = {}) => ({
    kind,
    accountId,
    documentId: {
      offer: ids.offer,
      offer_confirmation: ids.confirmation,
      invoice: ids.invoice,
      invoice_timesheet: ids.invoice,
      invoice_reminder: ids.reminder,
    }[kind],
    letterPaperId: null,
    publicUrl,
    ...extra,
  });
  const keyOf = async (kind: RenderableDocumentKind, extra: Partial<DocumentRequest> = {}) =>
    (await findPrintedDocument(prisma, request(kind, extra), { withData: false }))?.printKey;
  const state = async (): Promise<State> => {
    const entries = await Promise.all(
      KINDS.map(async (kind) => {
        const built = await buildDocument(prisma, request(kind));
        return [kind, { key: (await keyOf(kind)) as string, hash: built.contentHash }] as const;
      }),
    );
    return Object.fromEntries(entries) as State;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 2 });
    accountId = (
      await prisma.account.create({
        data: {
          name: 'Seller',
          slug: 'print-key-seller',
          street: 'Bahnhofstrasse 7',
          zip: '8001',
          city: 'Zürich',
          countryCode: 'CH',
          iban: 'CH4431999123000889012',
          locale: 'de-CH',
        },
      })
    ).id;
    const owner = await prisma.user.create({
      data: { accountId, firstname: 'Olga', lastname: 'Muster', email: 'olga@seller.test' },
    });
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
    const vatCode = await prisma.vatCodeSale.create({
      data: { accountId, code: 'MWST', tax: 8.1, noticeTaxExemption: 'Notice one' },
    });
    await prisma.letterPaper.create({ data: { accountId, name: 'White' } });
    const paper = await prisma.letterPaper.create({
      data: { accountId, name: 'Branded', html: '<header>PAPER ONE</header>' },
    });
    await prisma.account.update({
      where: { id: accountId },
      data: { defaultLetterPaperId: paper.id },
    });
    const texts = {
      salutation: '<p>{salutation}, {me} asks {gross_total}.</p>',
      footer: '<p>{customer_approval_link}</p>',
    };
    const invoiceData = (identifier: string) => ({
      accountId,
      identifier,
      status: 'created' as const,
      date: new Date('2026-03-02'),
      dueDate: new Date('2026-04-01'),
      title: 'Garden',
      recipientAddress: 'Acme AG\n9400 Rorschach',
      currency: 'CHF',
      tax: 8.1,
      customerId: customer.id,
      projectId: project.id,
      userId: owner.id,
      vatCodeId: vatCode.id,
      salutation: texts.salutation,
      positions: {
        create: [
          { accountId, sortOrder: 0, type: 'item' as const, title: 'Posts', netTotal: 2400 },
          { accountId, sortOrder: 1, type: 'item' as const, title: 'Gate', netTotal: 600 },
        ],
      },
    });
    const invoice = await prisma.invoice.create({ data: invoiceData('R260001') });
    const other = await prisma.invoice.create({ data: invoiceData('R260002') });
    const reminder = await prisma.invoiceReminder.create({
      data: {
        accountId,
        invoiceId: invoice.id,
        date: new Date('2026-04-10'),
        dueDate: new Date('2026-04-20'),
      },
    });
    const activity = await prisma.activity.create({
      data: {
        accountId,
        date: new Date('2026-02-10'),
        hours: 3,
        projectId: project.id,
        taskId: task.id,
        userId: owner.id,
        description: 'Digging',
        invoiceId: invoice.id,
      },
    });
    const offer = await prisma.offer.create({
      data: {
        accountId,
        identifier: 'A260001',
        date: new Date('2026-03-02'),
        dueDate: new Date('2026-03-16'),
        title: 'Garden offer',
        recipientAddress: 'Acme AG\nBern',
        currency: 'CHF',
        tax: 8.1,
        companyId: customer.id,
        contactId: contact.id,
        userId: owner.id,
        vatCodeId: vatCode.id,
        ...texts,
        positions: {
          create: [{ accountId, sortOrder: 0, type: 'item', title: 'Posts', netTotal: 200 }],
        },
      },
    });
    const confirmation = await prisma.offerConfirmation.create({
      data: {
        accountId,
        offerId: offer.id,
        identifier: 'AB260001',
        date: new Date('2026-03-05'),
        title: 'Garden order',
        recipientAddress: 'Acme AG\nBern',
        currency: 'CHF',
        tax: 8.1,
        companyId: customer.id,
        contactId: contact.id,
        userId: owner.id,
        vatCodeId: vatCode.id,
        ...texts,
        positions: {
          create: [{ accountId, sortOrder: 0, type: 'item', title: 'Posts', netTotal: 200 }],
        },
      },
    });
    Object.assign(ids, {
      offer: offer.id,
      confirmation: confirmation.id,
      invoice: invoice.id,
      reminder: reminder.id,
      otherInvoice: other.id,
      owner: owner.id,
      customer: customer.id,
      contact: contact.id,
      vatCode: vatCode.id,
      paper: paper.id,
      activity: activity.id,
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  it('stays the same while nothing printed changes, also when other documents change', async () => {
    const before = await state();
    expect(await state()).toEqual(before);
    await prisma.invoice.update({ where: { id: ids.otherInvoice }, data: { title: 'Other' } });
    await prisma.invoicePosition.updateMany({
      where: { invoiceId: ids.otherInvoice },
      data: { title: 'Other position' },
    });
    expect(await state()).toEqual(before);
  });

  const changes: Array<[string, RenderableDocumentKind[], () => Promise<unknown>]> = [
    [
      'an invoice field',
      ['invoice', 'invoice_timesheet'],
      () => prisma.invoice.update({ where: { id: ids.invoice }, data: { title: 'Fence' } }),
    ],
    [
      'an invoice position',
      ['invoice'],
      () =>
        prisma.invoicePosition.updateMany({
          where: { invoiceId: ids.invoice, sortOrder: 1 },
          data: { title: 'Gate, wide' },
        }),
    ],
    [
      'a deleted invoice position',
      ['invoice', 'invoice_reminder'],
      () => prisma.invoicePosition.deleteMany({ where: { invoiceId: ids.invoice, sortOrder: 1 } }),
    ],
    [
      'an offer position',
      ['offer'],
      () =>
        prisma.offerPosition.updateMany({ where: { offerId: ids.offer }, data: { netTotal: 250 } }),
    ],
    [
      'a confirmation field',
      ['offer_confirmation'],
      () =>
        prisma.offerConfirmation.update({
          where: { id: ids.confirmation },
          data: { title: 'Garden order, signed' },
        }),
    ],
    [
      'a confirmation position',
      ['offer_confirmation'],
      () =>
        prisma.offerConfirmationPosition.updateMany({
          where: { offerConfirmationId: ids.confirmation },
          data: { title: 'Posts, oak' },
        }),
    ],
    [
      'a seller field',
      KINDS,
      () =>
        prisma.account.update({ where: { id: accountId }, data: { phone: '+41 44 000 00 00' } }),
    ],
    [
      'the logo',
      KINDS,
      async () => {
        const logo = await prisma.storedFile.create({
          data: {
            accountId,
            filename: 'logo.svg',
            contentType: 'image/svg+xml',
            size: 11,
            sha256: '0'.repeat(64),
            data: new Uint8Array(Buffer.from('<svg></svg>')),
          },
        });
        await prisma.account.update({ where: { id: accountId }, data: { logoFileId: logo.id } });
      },
    ],
    [
      'the default letter paper',
      ['offer_confirmation', 'invoice', 'invoice_reminder'],
      () =>
        prisma.letterPaper.update({
          where: { id: ids.paper },
          data: { html: '<header>PAPER TWO</header>' },
        }),
    ],
    [
      "the customer's language",
      KINDS,
      () =>
        prisma.company.update({ where: { id: ids.customer }, data: { alternativeLanguage: true } }),
    ],
    [
      'the salutation of the contact',
      ['offer_confirmation', 'offer', 'invoice'],
      () =>
        prisma.contact.update({ where: { id: ids.contact }, data: { salutation: 'Hello Acme' } }),
    ],
    [
      'the VAT code',
      ['offer_confirmation', 'offer', 'invoice'],
      () =>
        prisma.vatCodeSale.update({
          where: { id: ids.vatCode },
          data: { kind: 'reverse_charge', noticeTaxExemption: 'Notice two' },
        }),
    ],
    [
      'the responsible user',
      ['offer_confirmation', 'offer', 'invoice', 'invoice_timesheet'],
      () => prisma.user.update({ where: { id: ids.owner }, data: { lastname: 'Meier' } }),
    ],
    [
      'a payment',
      ['invoice_reminder'],
      () =>
        prisma.invoicePayment.create({
          data: {
            accountId,
            invoiceId: ids.invoice,
            date: new Date('2026-04-05'),
            paidTotal: 100,
            currency: 'CHF',
          },
        }),
    ],
    [
      'an earlier reminder',
      ['invoice_reminder'],
      () =>
        prisma.invoiceReminder.create({
          data: {
            accountId,
            invoiceId: ids.invoice,
            date: new Date('2026-04-08'),
            dueDate: new Date('2026-04-18'),
          },
        }),
    ],
    [
      'a billed activity',
      ['invoice_timesheet'],
      () => prisma.activity.update({ where: { id: ids.activity }, data: { hours: 4 } }),
    ],
    [
      'the approval link',
      ['offer'],
      () =>
        prisma.offerCustomerApproval.create({
          data: { accountId, offerId: ids.offer, token: 'approval-token' },
        }),
    ],
    [
      // Prints nothing new yet: without a mandate there is no debit to announce.
      'a customer paying by direct debit',
      [],
      async () => {
        await prisma.account.update({
          where: { id: accountId },
          data: { sepaCreditorId: 'DE98ZZZ09999999999' },
        });
        await prisma.company.update({
          where: { id: ids.customer },
          data: { defaultPaymentMeans: 'direct_debit' },
        });
      },
    ],
    [
      "the customer's new SEPA mandate",
      ['invoice'],
      () =>
        prisma.sepaMandate.create({
          data: {
            accountId,
            companyId: ids.customer,
            reference: 'M-PRINT-1',
            signedOn: new Date('2026-01-15'),
            iban: 'DE02120300000000202051',
            debtorName: 'Acme AG',
          },
        }),
    ],
    [
      "the mandate's revocation",
      ['invoice'],
      () =>
        prisma.sepaMandate.updateMany({
          where: { accountId, reference: 'M-PRINT-1' },
          data: { status: 'revoked', revokedOn: new Date('2026-02-01') },
        }),
    ],
  ];

  it.each(changes)('changes with %s', async (_name, printedBy, change) => {
    const before = await state();
    await change();
    const after = await state();
    for (const kind of printedBy)
      expect({ kind, hash: after[kind].hash }).not.toEqual({ kind, hash: before[kind].hash });
    for (const kind of KINDS) {
      if (after[kind].hash !== before[kind].hash) {
        expect({ kind, key: after[kind].key }).not.toEqual({ kind, key: before[kind].key });
      }
    }
  });

  it('differs by paper choice, and tells a missing document, paper or timesheet', async () => {
    const plain = await keyOf('invoice');
    expect(await keyOf('invoice', { letterPaperId: ids.paper })).not.toBe(plain);
    expect(await keyOf('invoice', { blank: true })).not.toBe(plain);
    expect(await keyOf('invoice', { publicUrl: 'https://elsewhere.example.com' })).not.toBe(plain);
    const missingPaper = await findPrintedDocument(
      prisma,
      request('invoice', { letterPaperId: 999_999 }),
      { withData: false },
    );
    expect(missingPaper).toMatchObject({ paperFound: false, printable: true, pdf: null });
    const otherAccount = await prisma.account.create({ data: { name: 'Other', slug: 'pk-o' } });
    for (const kind of KINDS) {
      expect(
        await findPrintedDocument(prisma, request(kind, { accountId: otherAccount.id }), {
          withData: false,
        }),
      ).toBeNull();
    }
    await prisma.activity.update({ where: { id: ids.activity }, data: { hours: 0 } });
    expect(
      await findPrintedDocument(prisma, request('invoice_timesheet'), { withData: false }),
    ).toMatchObject({ printable: false });
  });
});
