import type { RenderableDocumentKind } from '@faktura/db';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { waitUntil } from '@faktura/test-support';
import { silentLogger, startWorker } from '@faktura/worker';
import { binary, pdfText } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

// A 1x1 transparent PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const ITEMS = [
  { type: 'item', title: 'Concept workshop', quantity: 2, unit: 'days', unit_price: 1200 },
  { type: 'item', title: 'Implementation', net_total: 5000 },
];

/** Render jobs of a document: those a change queued ahead and those requests queued. */
async function renderJobs(
  prisma: PrismaClient,
  kind: RenderableDocumentKind,
  documentId: number,
): Promise<Array<{ ahead: boolean; status: string }>> {
  const jobs = await prisma.job.findMany({
    where: { type: 'documents.render-pdf' },
    select: { payload: true, status: true },
    orderBy: { id: 'asc' },
  });
  return jobs
    .map((job) => ({ payload: job.payload as Record<string, unknown>, status: job.status }))
    .filter(({ payload }) => payload.kind === kind && payload.documentId === documentId)
    .map(({ payload, status }) => ({ ahead: payload.ahead === true, status }));
}

const printKeys = (prisma: PrismaClient, kind: RenderableDocumentKind, documentId: number) =>
  prisma.renderedDocumentKey.count({ where: { documentKind: kind, documentId } });

describe('PDF cache: print keys and renders ahead', () => {
  let t: TestApp;
  let a: TestAccount;
  let prisma: PrismaClient;

  const api = () => client(t.url, a.key);
  const pdf = async (path: string) =>
    (await api().get(path).buffer(true).parse(binary).expect(200)).body as Buffer;

  beforeAll(async () => {
    t = await startTestApp({}, { worker: true, countStatements: true });
    a = await createTestAccount(t.db.url, 'Alpha');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await api().post('/api/v1/vat_code_sales', { code: 'UST19', tax: 19 }).expect(200);
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  it('renders a new invoice ahead; its GET .pdf then takes at most 3 statements and builds nothing', async () => {
    const customer = await api()
      .post('/api/v1/companies', { type: 'customer', name: 'Kunde GmbH' })
      .expect(200);
    const invoice = await api()
      .post('/api/v1/invoices', {
        customer_id: customer.body.id,
        recipient_address: 'Kunde GmbH\nHauptstr. 1\n10115 Berlin',
        date: '2026-05-04',
        due_date: '2026-06-03',
        title: 'Rendered ahead',
        tax: 19,
        currency: 'EUR',
        items: ITEMS,
      })
      .expect(200);
    const id = invoice.body.id as number;
    // Nobody asked for the PDF: the render the POST queued stores it.
    // Waits for the job's end too: its last statements must not fall into the count below.
    const rendered = async () =>
      (await printKeys(prisma, 'invoice', id)) > 0 &&
      (await renderJobs(prisma, 'invoice', id)).every((job) => job.status === 'completed');
    await waitUntil(rendered, 60_000, 'render');
    t.statements!.reset();
    const served = await pdf(`/api/v1/invoices/${id}.pdf`);
    const statements = [...t.statements!.texts];
    expect(t.statements!.count).toBeLessThanOrEqual(3);
    expect(await pdfText(served)).toContain('Rendered ahead');
    // One statement finds key and file; nothing loads positions or builds the view on its own.
    const lookups = statements.filter((text) => text.includes('rendered_document_keys'));
    expect(lookups).toHaveLength(1);
    const others = statements.filter((text) => !text.includes('rendered_document_keys'));
    expect(others.join('\n')).not.toMatch(/invoice_positions|stored_files|letter_papers/);
    expect(await renderJobs(prisma, 'invoice', id)).toEqual([{ ahead: true, status: 'completed' }]);
  }, 120_000);

  it('prints every change: a document field, a position, the seller, the logo, the paper, the language', async () => {
    const company = await api()
      .post('/api/v1/companies', { type: 'customer', name: 'Acme AG' })
      .expect(200);
    const paper = await api()
      .post('/api/v1/letter_papers', { name: 'Branded', html: '<header>PAPER ONE</header>' })
      .expect(200);
    const offer = await api()
      .post('/api/v1/offers', {
        company_id: company.body.id,
        recipient_address: 'Acme AG\nBahnhofstr. 5\n8001 Zürich',
        date: '2026-03-02',
        due_date: '2026-04-01',
        title: 'First title',
        tax: 19,
        currency: 'EUR',
        items: ITEMS,
      })
      .expect(201);
    const path = `/api/v1/offers/${offer.body.id}.pdf?letter_paper_id=${paper.body.id}`;
    let before = await pdf(path);
    expect(Buffer.compare(await pdf(path), before)).toBe(0);
    const changes: Array<[string, () => Promise<unknown>, (text: string) => void]> = [
      [
        'document field',
        () => api().put(`/api/v1/offers/${offer.body.id}`, { title: 'Second title' }).expect(200),
        (text) => expect(text).toContain('Second title'),
      ],
      [
        'position',
        () =>
          api()
            .put(`/api/v1/offers/${offer.body.id}`, {
              items: [{ type: 'item', title: 'Renamed workshop', net_total: 2400 }],
            })
            .expect(200),
        (text) => expect(text).toContain('Renamed workshop'),
      ],
      [
        'seller field',
        () => api().put('/api/v1/account', { phone: '+49 30 1234567' }).expect(200),
        (text) => expect(text).toContain('+49 30 1234567'),
      ],
      [
        'logo',
        () => api().put('/api/v1/account', { logo: PNG }).expect(200),
        (text) => expect(text).toContain('Second title'),
      ],
      [
        'letter paper',
        () =>
          api()
            .put(`/api/v1/letter_papers/${paper.body.id}`, { html: '<header>PAPER TWO</header>' })
            .expect(200),
        (text) => expect(text).toContain('PAPER TWO'),
      ],
      [
        'customer language',
        () =>
          api()
            .put(`/api/v1/companies/${company.body.id}`, {
              alternative_correspondence_language: true,
            })
            .expect(200),
        (text) => expect(text).toContain(`Offer ${offer.body.identifier}`),
      ],
    ];
    for (const [name, change, check] of changes) {
      await change();
      const after = await pdf(path);
      expect({ name, same: Buffer.compare(after, before) === 0 }).toEqual({ name, same: false });
      check(await pdfText(after));
      before = after;
    }
  }, 240_000);

  describe('without a worker', () => {
    let idle: TestApp;
    let idlePrisma: PrismaClient;

    beforeAll(async () => {
      idle = await startTestApp();
      idlePrisma = createPrismaClient(idle.db.url, { max: 2 });
    });

    afterAll(async () => {
      await idlePrisma?.$disconnect();
      await idle?.close();
    });

    it('queues one render for many quick edits, and a new one for an edit after it started', async () => {
      const account = await createTestAccount(idle.db.url, 'Idle');
      const idleApi = client(idle.url, account.key);
      await idleApi.post('/api/v1/vat_code_sales', { code: 'UST19', tax: 19 }).expect(200);
      const offer = await idleApi
        .post('/api/v1/offers', {
          recipient_address: 'Acme AG',
          date: '2026-03-02',
          due_date: '2026-04-01',
          title: 'Edit 0',
          tax: 19,
          currency: 'EUR',
          items: ITEMS,
        })
        .expect(201);
      const id = offer.body.id as number;
      for (let edit = 1; edit <= 10; edit++)
        await idleApi.put(`/api/v1/offers/${id}`, { title: `Edit ${edit}` }).expect(200);
      expect(await renderJobs(idlePrisma, 'offer', id)).toEqual([
        { ahead: true, status: 'queued' },
      ]);
      const worker = await startWorker({
        databaseUrl: idle.db.url,
        log: silentLogger,
        publicUrl: idle.url,
        schedules: [],
        runner: { pollIntervalMs: 200 },
      });
      try {
        await waitUntil(
          async () => (await renderJobs(idlePrisma, 'offer', id))[0]?.status === 'completed',
          60_000,
          'the render queued ahead',
        );
        await idleApi.put(`/api/v1/offers/${id}`, { title: 'Edit 11' }).expect(200);
        const jobs = await renderJobs(idlePrisma, 'offer', id);
        expect(jobs).toHaveLength(2);
        expect(jobs.every((job) => job.ahead)).toBe(true);
        await waitUntil(
          async () => (await renderJobs(idlePrisma, 'offer', id))[1]?.status === 'completed',
          60_000,
          'the second render',
        );
        const text = await pdfText(
          (await idleApi.get(`/api/v1/offers/${id}.pdf`).buffer(true).parse(binary).expect(200))
            .body as Buffer,
        );
        expect(text).toContain('Edit 11');
      } finally {
        await worker.stop();
      }
    }, 120_000);
  });
});
