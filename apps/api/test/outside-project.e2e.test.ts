import { OutsideProject } from './support/outside-project';
import { createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

/** What the consumers compute with the domain package; both module kinds print the same. */
const DOMAIN_CONSUMER = `
import {
  DomainError,
  calculateDocumentTotals,
  formatIdentifier,
  initialOfferState,
  offerTransition,
  toApiNumber,
  type DocumentTotals,
} from '@faktura/domain';

const totals: DocumentTotals = calculateDocumentTotals({
  kind: 'invoice',
  currency: 'EUR',
  tax: 19,
  discount: 10,
  items: [
    { type: 'item', quantity: 3, unit_price: 99.99 },
    { type: 'item', quantity: 1.5, unit_price: 120 },
  ],
});
const offer = offerTransition(initialOfferState(), { type: 'sent_by_email' });
let refused = '';
try {
  offerTransition(offer, { type: 'update_status', status: 'lost' });
} catch (error) {
  if (DomainError.is(error)) refused = error.code;
}
console.log(
  JSON.stringify({
    net: toApiNumber(totals.net_total, 'EUR'),
    tax: toApiNumber(totals.tax_total, 'EUR'),
    gross: toApiNumber(totals.gross_total, 'EUR'),
    status: offer.status,
    refused,
    number: formatIdentifier('invoice', 2026, 42),
  }),
);
`;

/**
 * With the client against a running Faktura (FAKTURA_URL, FAKTURA_KEY): totals from the domain,
 * an offer with them, three invoices paged through two at a time, and an invoice PDF streamed.
 */
const CLIENT_CONSUMER = `
import { createFakturaClient, downloadPdf, paginate, unwrap } from '@faktura/client';
import { calculateDocumentTotals, toApiNumber } from '@faktura/domain';

declare const process: { env: Record<string, string | undefined> };

const items = [{ type: 'item' as const, title: 'Beratung', quantity: 3, unit: 'h', unit_price: 99.99 }];

async function main(): Promise<void> {
  const faktura = createFakturaClient({
    baseUrl: process.env.FAKTURA_URL ?? '',
    apiKey: process.env.FAKTURA_KEY ?? '',
  });
  const expected = calculateDocumentTotals({ kind: 'offer', currency: 'EUR', tax: 19, items });
  const company = await unwrap(
    faktura.POST('/api/v1/companies', { body: { type: 'customer', name: 'Outside AG' } }),
  );
  const offer = await unwrap(
    faktura.POST('/api/v1/offers', {
      body: {
        company_id: company.id,
        recipient_address: 'Outside AG\\nBern',
        date: '2026-03-10',
        due_date: '2026-04-10',
        title: 'From outside',
        tax: 19,
        currency: 'EUR',
        items,
      },
    }),
  );
  const invoiceIds: number[] = [];
  for (const title of ['One', 'Two', 'Three']) {
    const invoice = await unwrap(
      faktura.POST('/api/v1/invoices', {
        body: {
          customer_id: company.id,
          recipient_address: 'Outside AG\\nBern',
          date: '2026-03-10',
          due_date: '2026-04-09',
          title,
          tax: 19,
          currency: 'EUR',
          items,
        },
      }),
    );
    invoiceIds.push(invoice.id);
  }
  const pages = paginate(faktura, '/api/v1/invoices', { params: { query: { per_page: 2 } } });
  const paged: string[] = [];
  for await (const invoice of pages) paged.push(invoice.title);
  const stream = await downloadPdf(faktura, '/api/v1/invoices/{id}.pdf', {
    params: { path: { id: invoiceIds[0] ?? 0 } },
  });
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value);
  }
  const head = String.fromCharCode(...(chunks[0] ?? new Uint8Array()).slice(0, 5));
  console.log(
    JSON.stringify({
      offerGross: offer.gross_total,
      domainGross: toApiNumber(expected.gross_total, 'EUR'),
      paged: paged.sort(),
      total: pages.total,
      pdf: head,
    }),
  );
}

main().catch((error: unknown) => {
  console.log(JSON.stringify({ error: String(error) }));
});
`;

/**
 * The packages other teams use, as they get them: packed with \`pnpm pack\`, installed with npm
 * into a project outside the workspace, imported from ESM and from CommonJS, type-checked under
 * \`strict\` (declarations included), and run.
 */
describe('the libraries, used from a project outside the workspace', () => {
  let project: OutsideProject;
  let t: TestApp;
  let account: TestAccount;

  beforeAll(async () => {
    project = OutsideProject.create(['@faktura/domain', '@faktura/client']);
    t = await startTestApp({}, { worker: true });
    account = await createTestAccount(t.db.url, 'Outside');
  }, 300_000);

  afterAll(async () => {
    project?.remove();
    await t?.close();
  });

  it.each(['esm', 'cjs'] as const)('computes with @faktura/domain as %s', async (kind) => {
    project.writeConsumer(kind, DOMAIN_CONSUMER);
    project.compile(kind);
    expect(JSON.parse(await project.runConsumer(kind))).toEqual({
      net: 431.97,
      tax: 82.07,
      gross: 514.04,
      status: 'sent',
      refused: 'validation_failed',
      number: 'R260042',
    });
  });

  it.each(['esm', 'cjs'] as const)(
    'creates an offer, pages invoices and downloads a PDF with @faktura/client as %s',
    async (kind) => {
      project.writeConsumer(kind, CLIENT_CONSUMER);
      project.compile(kind);
      const output = await project.runConsumer(kind, {
        FAKTURA_URL: t.url,
        FAKTURA_KEY: account.key,
      });
      const result = JSON.parse(output) as Record<string, unknown>;
      expect(result).toMatchObject({
        offerGross: 356.96,
        domainGross: 356.96,
        total: expect.any(Number) as unknown as number,
        pdf: '%PDF-',
      });
      // Each run adds three invoices to the account's list; paging found every one.
      expect((result.paged as string[]).length).toBe(result.total);
      expect(result.paged).toEqual(expect.arrayContaining(['One', 'Three', 'Two']));
    },
  );
});
