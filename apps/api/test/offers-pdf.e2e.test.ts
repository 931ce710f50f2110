import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { binary, pdfText } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

// Every position type. Net 2400 + 955 + 5000 = 8355.00, VAT 19 % 1587.45, gross 9942.45; the
// optional 300.00 is printed but never summed (8655.00 would include it).
const POSITIONS = [
  { type: 'title', title: 'Design phase' },
  { type: 'description', description: '<p>We <strong>design</strong> the new shop.</p>' },
  { type: 'item', title: 'Concept workshop', quantity: 2, unit: 'days', unit_price: 1200 },
  { type: 'item', title: 'Wireframes', quantity: 10, unit: 'hours', unit_price: 95.5 },
  { type: 'subtotal', title: 'Design subtotal', subtotal_type: 'part_total' },
  { type: 'separator' },
  {
    type: 'item',
    title: 'Extra revision',
    quantity: 1,
    unit: 'pcs',
    unit_price: 300,
    optional: true,
  },
  { type: 'page-break' },
  { type: 'title', title: 'Build phase' },
  { type: 'item', title: 'Implementation lump sum', net_total: 5000 },
  { type: 'subtotal', title: 'Total so far', subtotal_type: 'sub_total' },
];

const offerBody = (extra: object = {}) => ({
  recipient_address: 'Acme AG\nBahnhofstr. 5\n8001 Zürich',
  date: '2026-03-02',
  due_date: '2026-04-01',
  title: 'Web shop relaunch',
  tax: 19,
  currency: 'EUR',
  items: POSITIONS,
  ...extra,
});

describe('GET /api/v1/offers/{id}.pdf', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const createOffer = async (account: TestAccount = a, extra: object = {}) =>
    (await api(account).post('/api/v1/offers', offerBody(extra)).expect(201)).body as {
      id: number;
      identifier: string;
    };
  const getPdf = (id: number, query = '') =>
    api().get(`/api/v1/offers/${id}.pdf${query}`).buffer(true).parse(binary);
  const renderedRows = (documentId: number) =>
    prisma.renderedDocument.count({ where: { documentKind: 'offer', documentId } });

  beforeAll(async () => {
    t = await startTestApp({}, { worker: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b])
      await prisma.vatCodeSale.create({
        data: { accountId: account.accountId, code: 'DE19', tax: '19' },
      });
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  it("links a brand-new offer's current PDF in file_url, printed on demand, without a key", async () => {
    const created = (await api().post('/api/v1/offers', offerBody()).expect(201)).body as {
      id: number;
      identifier: string;
      file_url: string;
    };
    expect(created.file_url).toMatch(/^https?:\/\/[^/]+\/api\/v1\/files\/d1\./);
    // Nothing printed yet must not matter: drop what the render-ahead job may have stored.
    await prisma.renderedDocument.deleteMany({
      where: { documentKind: 'offer', documentId: created.id },
    });
    const path = new URL(created.file_url).pathname;
    const first = await request(t.url).get(path).buffer(true).parse(binary).expect(200);
    expect(first.headers['content-type']).toMatch(/^application\/pdf/);
    const pdf = first.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain(created.identifier);
    // The same link serves the offer as it is now, not a stored print of before.
    await api().put(`/api/v1/offers/${created.id}`, { title: 'Renamed relaunch' }).expect(200);
    const again = await request(t.url).get(path).buffer(true).parse(binary).expect(200);
    expect(await pdfText(again.body as Buffer)).toContain('Renamed relaunch');
    // Lists and GET answer a link too; a forged or other account's link is a 404.
    const read = await api().get(`/api/v1/offers/${created.id}`).expect(200);
    expect(read.body.file_url).toMatch(/\/api\/v1\/files\/d1\./);
    await request(t.url)
      .get(path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))
      .expect(404);
    await api().delete(`/api/v1/offers/${created.id}`).expect(204);
    await request(t.url).get(path).expect(404);
  });

  it('prints identifier, title, every position and the totals, with PDF headers', async () => {
    const offer = await createOffer();
    const response = await getPdf(offer.id).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="${offer.identifier}.pdf"`,
    );
    const pdf = response.body as Buffer;
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Table cells come out separated by tabs.
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      offer.identifier,
      'Web shop relaunch',
      'Design phase',
      'design the new shop.',
      'Concept workshop',
      'Wireframes',
      'Design subtotal',
      'Extra revision',
      'Build phase',
      'Implementation lump sum',
      'Total so far',
      // A de-DE account: German labels, dates and amounts (pdf.js reads the no-break spaces
      // Intl puts before the € sign as plain spaces).
      `Angebot ${offer.identifier}`,
      'Datum 02.03.2026',
      'Einzelpreis',
      '2.400,00 €',
      '955,00 €',
      '3.355,00 €',
      '300,00 €',
      '5.000,00 €',
      'Nettobetrag 8.355,00 €',
      'MwSt. 19 % 1.587,45 €',
      'Gesamtbetrag 9.942,45 €',
      '8001 Zürich',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('8.655,00');
  }, 120_000);

  it('serves an unchanged offer byte-identical from the cache, and renders again after a change', async () => {
    const offer = await createOffer();
    const first = (await getPdf(offer.id).expect(200)).body as Buffer;
    const rows = await renderedRows(offer.id);
    expect(rows).toBeGreaterThanOrEqual(1);
    const second = (await getPdf(offer.id).expect(200)).body as Buffer;
    expect(Buffer.compare(second, first)).toBe(0);
    expect(await renderedRows(offer.id)).toBe(rows);

    await api()
      .put(`/api/v1/offers/${offer.id}`, { title: 'Web shop relaunch, second edition' })
      .expect(200);
    const changed = (await getPdf(offer.id).expect(200)).body as Buffer;
    expect(Buffer.compare(changed, first)).not.toBe(0);
    expect(await pdfText(changed)).toContain('Web shop relaunch, second edition');
    expect(await renderedRows(offer.id)).toBe(rows + 1);
  }, 120_000);

  it("answers 404 for an unknown offer and another account's offer", async () => {
    const foreign = await createOffer(b);
    for (const id of [foreign.id, 999_999]) {
      const response = await api().get(`/api/v1/offers/${id}.pdf`).expect(404);
      expect(response.body).toEqual({ message: 'Not found' });
    }
    // Only the render its own account's change queued ahead, none for the other account.
    const jobs = await prisma.job.findMany({ where: { type: 'documents.render-pdf' } });
    const forForeign = jobs.filter(
      (job) => (job.payload as { documentId: number }).documentId === foreign.id,
    );
    expect(forForeign.map((job) => job.accountId)).toEqual([b.accountId]);
  });

  it('answers 401 without a key', async () => {
    const offer = await createOffer();
    const response = await request(t.url).get(`/api/v1/offers/${offer.id}.pdf`).expect(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
  });

  it('answers 422 for a letter_paper_id that is not a positive integer or not in the account', async () => {
    const offer = await createOffer();
    for (const value of ['abc', '0', '-1', '1.5']) {
      const response = await api()
        .get(`/api/v1/offers/${offer.id}.pdf?letter_paper_id=${value}`)
        .expect(422);
      expect(Object.keys(response.body.errors)).toEqual(['letter_paper_id']);
      expect(response.body.errors.letter_paper_id).toEqual([expect.any(String)]);
    }
    const foreignPaper = await api(b)
      .post('/api/v1/letter_papers', { name: 'Beta paper', html: '<header>BETA</header>' })
      .expect(200);
    for (const id of [999_999, foreignPaper.body.id]) {
      const response = await api()
        .get(`/api/v1/offers/${offer.id}.pdf?letter_paper_id=${id}`)
        .expect(422);
      expect(response.body).toEqual({ errors: { letter_paper_id: ['does not exist'] } });
    }
  });

  it("prints a letter paper's HTML when letter_paper_id names it", async () => {
    const offer = await createOffer();
    const paper = await api()
      .post('/api/v1/letter_papers', {
        name: 'Branded',
        html: '<header>ALPHA LETTERHEAD 4711</header>',
      })
      .expect(200);
    const branded = await getPdf(offer.id, `?letter_paper_id=${paper.body.id}`).expect(200);
    expect(branded.headers['content-type']).toMatch(/^application\/pdf/);
    const brandedText = await pdfText(branded.body as Buffer);
    expect(brandedText).toContain('ALPHA LETTERHEAD 4711');
    expect(brandedText).toContain('Web shop relaunch');
    const plainText = await pdfText((await getPdf(offer.id).expect(200)).body as Buffer);
    expect(plainText).not.toContain('ALPHA LETTERHEAD 4711');
  }, 120_000);

  describe('without a worker', () => {
    let idle: TestApp;

    beforeAll(async () => {
      idle = await startTestApp({ pdfTimeoutMs: 1500 });
    });

    afterAll(async () => {
      await idle?.close();
    });

    it('answers 503 when the document is not rendered in time', async () => {
      const account = await createTestAccount(idle.db.url, 'Idle');
      const idlePrisma = createPrismaClient(idle.db.url, { max: 1 });
      try {
        await idlePrisma.vatCodeSale.create({
          data: { accountId: account.accountId, code: 'DE19', tax: '19' },
        });
      } finally {
        await idlePrisma.$disconnect();
      }
      const api = client(idle.url, account.key);
      const offer = (await api.post('/api/v1/offers', offerBody()).expect(201)).body;
      const response = await api.get(`/api/v1/offers/${offer.id}.pdf`).expect(503);
      expect(response.body).toEqual({
        message: 'The document could not be rendered in time; try again',
      });
    });
  });
});
