import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { binary, pdfText } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

// Net 2 x 1200 + 500 = 2900.00, VAT 19 % 551.00, gross 3451.00; the optional 300 is not summed.
const ITEMS = [
  { type: 'title', title: 'Design phase' },
  { type: 'item', title: 'Concept workshop', quantity: 2, unit: 'days', unit_price: 1200 },
  { type: 'item', title: 'Extra revision', quantity: 1, unit_price: 300, optional: true },
  { type: 'item', title: 'Launch support', net_total: 500 },
];

const offerBody = (extra: object = {}) => ({
  recipient_address: 'Acme AG\nBahnhofstr. 5\n8001 Zürich',
  date: '2026-03-02',
  due_date: '2026-04-01',
  title: 'Web shop relaunch',
  tax: 19,
  currency: 'EUR',
  salutation: '<p>Dear customer, thank you for {title}.</p>',
  items: ITEMS,
  ...extra,
});

interface Confirmation {
  id: number;
  identifier: string;
  date: string;
  title: string;
  salutation_raw: string;
  footer_raw: string;
  file_url: string;
  user: { id: number; firstname: string; lastname: string } | null;
  offer: { id: number; identifier: string; title: string };
  created_at: string;
  updated_at: string;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('/api/v1/offer_confirmations', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const createOffer = async (account: TestAccount = a, extra: object = {}) =>
    (await api(account).post('/api/v1/offers', offerBody(extra)).expect(201)).body as {
      id: number;
      identifier: string;
      status: string;
    };
  const confirm = async (offerId: number, extra: object = {}, account: TestAccount = a) =>
    (
      await api(account)
        .post('/api/v1/offer_confirmations', { offer_id: offerId, ...extra })
        .expect(200)
    ).body as Confirmation;
  const count = (accountId = a.accountId) =>
    prisma.offerConfirmation.count({ where: { accountId } });
  const pdf = async (id: number, account: TestAccount = a) => {
    const response = await api(account)
      .get(`/api/v1/offer_confirmations/${id}.pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    return {
      disposition: response.headers['content-disposition'],
      text: (await pdfText(response.body as Buffer)).replace(/\s+/g, ' '),
    };
  };

  beforeAll(async () => {
    t = await startTestApp({}, { worker: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  describe('POST', () => {
    it('copies the offer into a numbered confirmation and accepts the offer', async () => {
      const offer = await createOffer();
      expect(offer.status).toBe('created');
      const confirmation = await confirm(offer.id);
      expect(confirmation).toEqual({
        id: expect.any(Number),
        identifier: expect.stringMatching(/^AB\d{2}\d{4}$/),
        date: today(),
        // The reference's default title, in the customer's language (a de-DE account).
        title: 'Auftragsbestätigung – Web shop relaunch',
        salutation_raw: '<p>Dear customer, thank you for {title}.</p>',
        footer_raw: '',
        file_url: `${t.url}/api/v1/offer_confirmations/${confirmation.id}.pdf`,
        user: { id: a.userId, firstname: expect.any(String), lastname: expect.any(String) },
        offer: { id: offer.id, identifier: offer.identifier, title: 'Web shop relaunch' },
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const after = (await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body;
      expect(after.status).toBe('accepted');
      expect(after.offer_confirmation).toMatchObject({
        id: confirmation.id,
        title: confirmation.title,
        date: confirmation.date,
      });
      const stored = await prisma.offerConfirmation.findUniqueOrThrow({
        where: { id: confirmation.id },
        include: { positions: { orderBy: { sortOrder: 'asc' } } },
      });
      expect(stored.netTotal.toString()).toBe('2900');
      expect(stored.grossTotal.toString()).toBe('3451');
      expect(stored.positions.map((position) => position.title)).toEqual(
        ITEMS.map((item) => item.title),
      );
    });

    it('numbers confirmations without gaps and takes the given texts and date', async () => {
      const first = await confirm((await createOffer()).id);
      const second = await confirm((await createOffer()).id, {
        title: 'Our order confirmation',
        date: '2026-03-10',
        salutation_raw: '<p>Hello<script>alert(1)</script></p>',
        footer_raw: null,
      });
      const sequence = (identifier: string) => Number(identifier.slice(4));
      expect(second.identifier.slice(0, 4)).toBe('AB26');
      expect(sequence(second.identifier)).toBe(sequence(first.identifier) + 1);
      expect(second).toMatchObject({
        title: 'Our order confirmation',
        date: '2026-03-10',
        salutation_raw: '<p>Hello</p>',
        footer_raw: '',
      });
    });

    it('leaves an offer that is already billed or archived in its status', async () => {
      const offer = await createOffer();
      await api()
        .put(`/api/v1/offers/${offer.id}/update_status`, { status: 'archived' })
        .expect(204);
      await confirm(offer.id);
      expect((await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body.status).toBe(
        'archived',
      );
    });

    it('refuses a second confirmation of the same offer with a 422 on offer_id', async () => {
      const offer = await createOffer();
      await confirm(offer.id);
      const before = await count();
      const response = await api()
        .post('/api/v1/offer_confirmations', { offer_id: offer.id })
        .expect(422);
      expect(Object.keys(response.body.errors)).toEqual(['offer_id']);
      expect(await count()).toBe(before);
    });

    it("answers another account's offer as a missing one (422 on offer_id), writing nothing", async () => {
      const foreign = await createOffer(b);
      const before = await count(b.accountId);
      for (const offerId of [foreign.id, 999_999]) {
        const response = await api()
          .post('/api/v1/offer_confirmations', { offer_id: offerId })
          .expect(422);
        expect(response.body).toEqual({ errors: { offer_id: ['does not exist'] } });
      }
      expect(await count(b.accountId)).toBe(before);
      const offer = (await api(b).get(`/api/v1/offers/${foreign.id}`).expect(200)).body;
      expect(offer).toMatchObject({ status: 'created', offer_confirmation: null });
    });

    it.each([
      ['offer_id', { offer_id: null }],
      ['offer_id', { offer_id: 'seven' }],
      ['title', { title: 'x'.repeat(10_000) }],
      ['title', { title: 42 }],
      ['date', { date: '2026-02-30' }],
      ['salutation_raw', { salutation_raw: 'x'.repeat(1_000_001) }],
    ])('is a 422 naming %s, writing nothing', async (field, body) => {
      const offer = await createOffer();
      const before = await count();
      const response = await api()
        .post('/api/v1/offer_confirmations', { offer_id: offer.id, ...body })
        .expect(422);
      expect(Object.keys(response.body.errors)).toContain(field);
      expect(await count()).toBe(before);
    });
  });

  describe('GET', () => {
    it('lists the account’s confirmations, filtered by offer_id and ids, never another’s', async () => {
      const offer = await createOffer();
      const mine = await confirm(offer.id);
      const theirs = await confirm((await createOffer(b)).id, {}, b);
      const byOffer = await api().get(`/api/v1/offer_confirmations?offer_id=${offer.id}`);
      expect(byOffer.status).toBe(200);
      expect(byOffer.body).toEqual([mine]);
      const all = (await api().get('/api/v1/offer_confirmations?per_page=1000').expect(200)).body;
      expect(all.map((c: Confirmation) => c.id)).toContain(mine.id);
      expect(all.map((c: Confirmation) => c.id)).not.toContain(theirs.id);
      const byIds = await api().get(`/api/v1/offer_confirmations?ids=${theirs.id},${mine.id}`);
      expect(byIds.body).toEqual([mine]);
      await api().get(`/api/v1/offer_confirmations?offer_id=x`).expect(422);
    });

    it('answers one confirmation as POST did, another account’s as 404', async () => {
      const mine = await confirm((await createOffer()).id);
      expect((await api().get(`/api/v1/offer_confirmations/${mine.id}`).expect(200)).body).toEqual(
        mine,
      );
      await api(b).get(`/api/v1/offer_confirmations/${mine.id}`).expect(404);
      await api(b).get(`/api/v1/offer_confirmations/${mine.id}.pdf`).expect(404);
    });
  });

  describe('PUT and PATCH', () => {
    it('change title, date and texts, and only what is sent', async () => {
      const created = await confirm((await createOffer()).id);
      const put = await api()
        .put(`/api/v1/offer_confirmations/${created.id}`, {
          title: 'Confirmed',
          date: '2026-04-01',
          footer_raw: '<p>Kind regards</p>',
        })
        .expect(200);
      expect(put.body).toMatchObject({
        id: created.id,
        identifier: created.identifier,
        title: 'Confirmed',
        date: '2026-04-01',
        salutation_raw: created.salutation_raw,
        footer_raw: '<p>Kind regards</p>',
      });
      const patch = await api()
        .patch(`/api/v1/offer_confirmations/${created.id}`, { salutation_raw: null })
        .expect(200);
      expect(patch.body).toMatchObject({ title: 'Confirmed', salutation_raw: '' });
      expect(
        (await api().get(`/api/v1/offer_confirmations/${created.id}`).expect(200)).body,
      ).toEqual(patch.body);
    });

    it('answer another account’s confirmation as 404 and bad input as 422, changing nothing', async () => {
      const created = await confirm((await createOffer()).id);
      await api(b)
        .put(`/api/v1/offer_confirmations/${created.id}`, { title: 'Stolen' })
        .expect(404);
      await api(b)
        .patch(`/api/v1/offer_confirmations/${created.id}`, { title: 'Stolen' })
        .expect(404);
      const bad = await api()
        .put(`/api/v1/offer_confirmations/${created.id}`, {
          title: 'y'.repeat(10_000),
          date: 'tomorrow',
        })
        .expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['date', 'title']);
      expect(
        (await api().get(`/api/v1/offer_confirmations/${created.id}`).expect(200)).body,
      ).toEqual(created);
    });

    it('keep the copied content when the offer changes later', async () => {
      const offer = await createOffer();
      const created = await confirm(offer.id);
      // An accepted offer is not changed; moved back to sent, it is.
      await api().put(`/api/v1/offers/${offer.id}/update_status`, { status: 'sent' }).expect(204);
      await api()
        .put(`/api/v1/offers/${offer.id}`, {
          title: 'Changed offer',
          items: [{ type: 'item', title: 'Something else', quantity: 1, unit_price: 1 }],
        })
        .expect(200);
      const positions = await prisma.offerConfirmationPosition.findMany({
        where: { offerConfirmationId: created.id },
        orderBy: { sortOrder: 'asc' },
      });
      expect(positions.map((position) => position.title)).toEqual(ITEMS.map((item) => item.title));
      const { text } = await pdf(created.id);
      expect(text).toContain('Concept workshop');
      expect(text).not.toContain('Something else');
    });
  });

  describe('DELETE', () => {
    it('answers the deleted confirmation; the offer stays accepted and may be confirmed again', async () => {
      const offer = await createOffer();
      const created = await confirm(offer.id);
      await api(b).delete(`/api/v1/offer_confirmations/${created.id}`).expect(404);
      const deleted = await api().delete(`/api/v1/offer_confirmations/${created.id}`).expect(200);
      expect(deleted.body).toEqual(created);
      await api().get(`/api/v1/offer_confirmations/${created.id}`).expect(404);
      await api().delete(`/api/v1/offer_confirmations/${created.id}`).expect(404);
      expect(
        await prisma.offerConfirmationPosition.count({
          where: { offerConfirmationId: created.id },
        }),
      ).toBe(0);
      const after = (await api().get(`/api/v1/offers/${offer.id}`).expect(200)).body;
      expect(after).toMatchObject({ status: 'accepted', offer_confirmation: null });
      const again = await confirm(offer.id);
      expect(again.identifier).not.toBe(created.identifier);
    });
  });

  describe('GET {id}.pdf', () => {
    it('prints the confirmation in German for a de-DE account', async () => {
      const offer = await createOffer();
      const created = await confirm(offer.id, { date: '2026-03-05' });
      const { disposition, text } = await pdf(created.id);
      expect(disposition).toBe(`inline; filename="${created.identifier}.pdf"`);
      for (const expected of [
        `Auftragsbestätigung ${created.identifier}`,
        'Datum 05.03.2026',
        `Angebot ${offer.identifier}`,
        'Angebotsdatum 02.03.2026',
        'Auftragsbestätigung – Web shop relaunch',
        // The offer's salutation with its variables, as the confirmation has them.
        'thank you for Auftragsbestätigung – Web shop relaunch.',
        'Concept workshop',
        'Nettobetrag 2.900,00 €',
        'MwSt. 19 % 551,00 €',
        'Gesamtbetrag 3.451,00 €',
      ])
        expect(text).toContain(expected);
    });

    it('prints it in English for a company that asks for the alternative language', async () => {
      const company = await prisma.company.create({
        data: {
          accountId: a.accountId,
          name: 'Acme Ltd',
          type: 'customer',
          alternativeLanguage: true,
        },
      });
      const offer = await createOffer(a, { company_id: company.id });
      const created = await confirm(offer.id, { date: '2026-03-05' });
      expect(created.title).toBe('Order confirmation – Web shop relaunch');
      const { text } = await pdf(created.id);
      for (const expected of [
        `Order confirmation ${created.identifier}`,
        `Offer ${offer.identifier}`,
        'Offer date',
        'Concept workshop',
        'Net total',
        '€3,451.00',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Auftragsbestätigung');
    });

    it('is a 422 on letter_paper_id for a paper of another account', async () => {
      const created = await confirm((await createOffer()).id);
      const paper = await prisma.letterPaper.create({
        data: { accountId: b.accountId, name: 'Foreign', html: '<div>B</div>' },
      });
      const response = await api()
        .get(`/api/v1/offer_confirmations/${created.id}.pdf?letter_paper_id=${paper.id}`)
        .expect(422);
      expect(Object.keys(response.body.errors)).toEqual(['letter_paper_id']);
    });
  });
});
