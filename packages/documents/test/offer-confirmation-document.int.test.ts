import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import {
  DocumentNotFoundError,
  buildDocument,
  buildOfferConfirmationDocumentView,
  defaultOfferConfirmationTitle,
  offerConfirmationDocumentHtml,
  printKeyQuery,
} from '../src';

const publicUrl = 'https://faktura.example.com';

describe('order confirmation documents', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let accountId: number;
  let offerId: number;
  let confirmationId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 2 });
    const account = await prisma.account.create({
      data: { name: 'Seller', slug: 'confirmation-seller', locale: 'de-CH' },
    });
    accountId = account.id;
    const offer = await prisma.offer.create({
      data: {
        accountId,
        identifier: 'A260007',
        date: new Date('2026-03-02'),
        dueDate: new Date('2026-03-16'),
        title: 'Garden fence',
        recipientAddress: 'Acme AG\nBern',
        currency: 'CHF',
        tax: 8.1,
      },
    });
    offerId = offer.id;
    const confirmation = await prisma.offerConfirmation.create({
      data: {
        accountId,
        offerId,
        identifier: 'AB260003',
        date: new Date('2026-03-05'),
        title: 'Auftragsbestätigung – Garden <fence>',
        salutation: '<p>{identifier} confirms {title} of {due_date}</p>',
        footer: '<p>Total {gross_total}</p>',
        recipientAddress: 'Acme AG\nBern',
        currency: 'CHF',
        tax: 8.1,
        positions: {
          create: [
            { accountId, sortOrder: 0, type: 'item', title: 'Posts', quantity: 10, unitPrice: 20 },
            { accountId, sortOrder: 1, type: 'item', title: 'Gate', netTotal: 300, optional: true },
          ],
        },
      },
    });
    confirmationId = confirmation.id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  const build = () =>
    buildOfferConfirmationDocumentView(prisma, {
      accountId,
      confirmationId,
      letterPaperId: null,
      publicUrl,
    });

  it('prints its own number, date, texts and copied positions, and names the offer', async () => {
    const { view, filename } = await build();
    expect(view).toMatchObject({
      language: 'de',
      locale: 'de-CH',
      identifier: 'AB260003',
      date: '05.03.2026',
      offerIdentifier: 'A260007',
      offerDate: '02.03.2026',
      title: 'Auftragsbestätigung – Garden <fence>',
      salutationHtml:
        '<p>AB260003 confirms Auftragsbestätigung – Garden &lt;fence&gt; of 16.03.2026</p>',
    });
    expect(view.positions.map((row) => row.type)).toEqual(['item', 'item']);
    // 10 x 20 = 200; the optional gate is printed, not summed; 8.1 % VAT 16.20. Totals print
    // with the currency, a placeholder's amount without it (the user's text names it).
    expect(view.totals.net).toBe('CHF\u00a0200.00');
    expect(view.totals.gross).toBe('CHF\u00a0216.20');
    expect(view.footerHtml).toBe('<p>Total 216.20</p>');
    expect(filename).toBe('AB260003.pdf');
  });

  it('lays out the letterhead in the view language and escapes the title', async () => {
    const { view } = await build();
    const html = offerConfirmationDocumentHtml(view);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<span>Auftragsbestätigung</span> AB260003');
    expect(html).toContain('<span>Angebot</span> A260007');
    expect(html).toContain('<span>Angebotsdatum</span> 02.03.2026');
    expect(html).toContain('Garden &lt;fence&gt;');
    expect(html).not.toContain('Garden <fence>');
    const english = offerConfirmationDocumentHtml({ ...view, language: 'en' });
    expect(english).toContain('<span>Order confirmation</span> AB260003');
    expect(english).toContain('<span>Offer date</span>');
  });

  it('keeps its content hash until its own rows change, then the print key changes too', async () => {
    const request = {
      kind: 'offer_confirmation' as const,
      accountId,
      documentId: confirmationId,
      letterPaperId: null,
      publicUrl,
    };
    const key = async () =>
      (await prisma.$queryRaw<{ print_key: string }[]>(printKeyQuery(request)))[0].print_key;
    const before = await buildDocument(prisma, request);
    const keyBefore = await key();
    expect((await buildDocument(prisma, request)).contentHash).toBe(before.contentHash);
    await prisma.offerConfirmationPosition.updateMany({
      where: { offerConfirmationId: confirmationId, title: 'Posts' },
      data: { title: 'Oak posts' },
    });
    const after = await buildDocument(prisma, request);
    expect(after.html).toContain('Oak posts');
    expect(after.contentHash).not.toBe(before.contentHash);
    expect(await key()).not.toBe(keyBefore);
  });

  it('names the default title in every document language', () => {
    expect(defaultOfferConfirmationTitle('de', 'Shop')).toBe('Auftragsbestätigung – Shop');
    expect(defaultOfferConfirmationTitle('en', 'Shop')).toBe('Order confirmation – Shop');
    expect(defaultOfferConfirmationTitle('fr', 'Shop')).toBe('Confirmation de commande – Shop');
    expect(defaultOfferConfirmationTitle('it', 'Shop')).toBe("Conferma d'ordine – Shop");
  });

  it("refuses another account's confirmation", async () => {
    const other = await prisma.account.create({ data: { name: 'Other', slug: 'other-seller' } });
    await expect(
      buildOfferConfirmationDocumentView(prisma, {
        accountId: other.id,
        confirmationId,
        letterPaperId: null,
        publicUrl,
      }),
    ).rejects.toBeInstanceOf(DocumentNotFoundError);
  });
});
