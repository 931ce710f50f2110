import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import {
  DocumentNotFoundError,
  buildOfferDocumentView,
  loadOfferEmailValues,
  offerDocumentBodyHtml,
  offerDocumentHtml,
} from '../src';

const publicUrl = 'https://faktura.example.com/';

describe('offer documents', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let accountId: number;
  let offerId: number;
  let ownerId: number;
  let senderId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 2 });
    const account = await prisma.account.create({ data: { name: 'Seller', slug: 'doc-seller' } });
    accountId = account.id;
    const user = (firstname: string, email: string) =>
      prisma.user.create({ data: { accountId, firstname, lastname: 'Muster', email } });
    ownerId = (await user('Olga', 'olga@seller.test')).id;
    senderId = (await user('Sam', 'sam@seller.test')).id;
    const offer = await prisma.offer.create({
      data: {
        accountId,
        identifier: 'A260007',
        date: new Date('2026-03-02'),
        dueDate: new Date('2026-03-16'),
        title: 'Garden <fence>',
        recipientAddress: 'Acme AG\nBern',
        currency: 'CHF',
        tax: 8.1,
        userId: ownerId,
        salutation: '<p>Hello, approve at {customer_approval_link} ({me})</p>',
        footer: '<p>{identifier} for {gross_total}</p>',
        positions: {
          create: [
            { accountId, sortOrder: 0, type: 'item', title: 'Posts', quantity: 10, unitPrice: 20 },
            { accountId, sortOrder: 1, type: 'item', title: 'Gate', netTotal: 300, optional: true },
          ],
        },
      },
    });
    offerId = offer.id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  const build = () =>
    buildOfferDocumentView(prisma, { accountId, offerId, letterPaperId: null, publicUrl });

  it('prints an empty approval link until approval exists, then its URL', async () => {
    const before = await build();
    expect(before.view.salutationHtml).toBe('<p>Hello, approve at  (Olga Muster)</p>');
    await prisma.offerCustomerApproval.create({
      data: { accountId, offerId, token: 'tok_abcdefghijklmnop' },
    });
    const after = await build();
    expect(after.view.salutationHtml).toContain(
      'approve at https://faktura.example.com/approval/tok_abcdefghijklmnop (Olga Muster)',
    );
    expect(after.contentHash).not.toBe(before.contentHash);
    expect((await build()).contentHash).toBe(after.contentHash);
  });

  it('sums without the optional position and escapes text in the HTML', async () => {
    const { view } = await build();
    expect(view.totals.net).toBe('200,00\u00a0CHF');
    expect(view.footerHtml).toBe('<p>A260007 for 216,20</p>');
    const body = offerDocumentBodyHtml(view);
    expect(body).toContain('Garden &lt;fence&gt;');
    expect(body).toContain('(optional)');
    expect(body).toContain('<span>Angebot</span> A260007');
    expect(offerDocumentHtml(view)).toContain('<html lang="de">');
    expect(body).not.toContain('<html');
    expect(offerDocumentHtml(view)).toContain(body);
  });

  it('gives e-mails the sending user as {me} and plain values', async () => {
    const values = await loadOfferEmailValues(prisma, {
      accountId,
      offerId,
      publicUrl,
      meUserId: senderId,
    });
    expect(values).toMatchObject({
      me: 'Sam Muster',
      me_email: 'sam@seller.test',
      user: 'Olga Muster',
      identifier: 'A260007',
      gross_total: '216,20',
      date: '02.03.2026',
      due_date: '16.03.2026',
      title: 'Garden <fence>',
      customer_approval_link: 'https://faktura.example.com/approval/tok_abcdefghijklmnop',
    });
    const nobody = await loadOfferEmailValues(prisma, {
      accountId,
      offerId,
      publicUrl,
      meUserId: null,
    });
    expect(nobody.me).toBe('');
  });

  it('finds nothing of another account', async () => {
    const other = await prisma.account.create({ data: { name: 'Other', slug: 'doc-other' } });
    await expect(
      buildOfferDocumentView(prisma, {
        accountId: other.id,
        offerId,
        letterPaperId: null,
        publicUrl,
      }),
    ).rejects.toBeInstanceOf(DocumentNotFoundError);
    const paper = await prisma.letterPaper.create({
      data: { accountId: other.id, name: 'Foreign', html: '<p>x</p>' },
    });
    await expect(
      buildOfferDocumentView(prisma, { accountId, offerId, letterPaperId: paper.id, publicUrl }),
    ).rejects.toBeInstanceOf(DocumentNotFoundError);
  });
});
