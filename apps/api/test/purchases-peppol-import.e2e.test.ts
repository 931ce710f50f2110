import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPrismaClient } from '@faktura/db';
import { validatorSettingsFromEnv } from '@faktura/einvoice';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

// OpenPEPPOL's examples of Peppol BIS Billing 3.0, read where the rule files are (never copied).
const EXAMPLES = join(validatorSettingsFromEnv().rulesDir, 'peppol/examples');
const example = (name: string) => readFileSync(join(EXAMPLES, name));

type Purchase = {
  id: number;
  identifier: string;
  receipt_identifier: string;
  info: string | null;
  net_total: number;
  gross_total: number;
  currency: string;
  company: { id: number };
  items: { net_total: number }[];
};

/** What each example must become: its totals (signed), currency, number and item count. */
const CASES = [
  ['base-example.xml', 'EUR', 'Snippet1', 1325, 1656.25, 3],
  ['base-creditnote-correction.xml', 'EUR', 'Snippet1 (credit note)', -1325, -1656.25, 3],
  ['base-negative-inv-correction.xml', 'EUR', 'Correction1', -1325, -1656.25, 3],
  ['sales-order-example.xml', 'EUR', 'Snippet1', 1325, 1656.25, 3],
  // Three lines, a document allowance and a charge; the prepaid 1000 is no part of the gross.
  ['Allowance-example.xml', 'EUR', 'Snippet1', 5900, 7125, 5],
  ['Vat-category-S.xml', 'EUR', 'Snippet1', 7000, 8550, 5],
  ['vat-category-E.xml', 'GBP', 'Vat-Z', 1200, 1200, 1],
  ['vat-category-Z.xml', 'GBP', 'Vat-Z', 1200, 1200, 1],
  ['vat-category-O.xml', 'SEK', 'Vat-O', 3200, 3200, 1],
] as const;

/**
 * Peppol BIS Billing 3.0 in: every OpenPEPPOL example imports through POST /purchases/import
 * as a purchase with the document's totals, and a credit note books negative amounts and names
 * the supplier's earlier purchase it credits.
 */
describe('POST /purchases/import of Peppol BIS documents', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let suppliers: Record<'base' | 'other', number>;

  const api = (account = buyer) => client(t.url, account.key);
  const importing = (name: string, account = buyer) =>
    api(account).post('/api/v1/purchases/import', {
      file: { filename: name, base64: example(name).toString('base64') },
    });
  const supplier = async (body: object) =>
    (
      await api()
        .post('/api/v1/companies', { type: 'supplier', ...body })
        .expect(200)
    ).body.id as number;

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await createTestAccount(t.db.url, 'Peppol buyer');
    // The examples are in EUR, GBP and SEK; a purchase must be in a currency of the account.
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    await prisma.account.update({
      where: { id: buyer.accountId },
      data: { currencies: ['EUR', 'GBP', 'SEK'] },
    });
    await prisma.$disconnect();
    suppliers = {
      // Known under another name: found by the VAT identifier.
      base: await supplier({ name: 'Supplier (London)', vat_identifier: 'GB 1232434' }),
      // vat-category-O states no VAT identifier: found by the legal name.
      other: await supplier({
        name: 'The Sellercompany Incorporated',
        vat_identifier: 'GB928741974',
      }),
    };
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it.each(CASES)(
    '%s becomes a purchase with its totals (%s)',
    async (name, currency, receipt, net, gross, items) => {
      const response = await importing(name);
      // The status with the body, so that a refusal shows its reasons.
      expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 200 });
      const purchase = response.body as Purchase;
      expect(purchase).toMatchObject({
        currency,
        receipt_identifier: receipt,
        net_total: net,
        gross_total: gross,
      });
      const company = name.startsWith('vat-category') ? suppliers.other : suppliers.base;
      expect(purchase.company.id).toBe(company);
      expect(purchase.items).toHaveLength(items);
      // Several examples share a number and a seller: each is booked on its own.
      await api().delete(`/api/v1/purchases/${purchase.id}`).expect(200);
    },
  );

  it('books the credit note negative, naming the purchase of the invoice it credits', async () => {
    const original = (await importing('base-example.xml').expect(200)).body as Purchase;
    const credit = (await importing('base-creditnote-correction.xml').expect(200)).body as Purchase;
    expect(credit).toMatchObject({ net_total: -1325, gross_total: -1656.25 });
    expect(credit.items.map((item) => item.net_total)).toEqual([-2800, 1500, -25]);
    expect(credit.info).toBe(
      `Credit note for invoice Snippet1 (purchase ${original.identifier})\nPayment within 10 days, 2% discount`,
    );
    // The negative invoice that corrects the same invoice refers to it as well.
    const correction = (await importing('base-negative-inv-correction.xml').expect(200))
      .body as Purchase;
    expect(correction.info).toContain(
      `Refers to invoice Snippet1 (purchase ${original.identifier})`,
    );
    // The same credit note twice is still refused as a duplicate receipt.
    const again = await importing('base-creditnote-correction.xml').expect(422);
    expect(Object.keys(again.body.errors)).toEqual(['receipt_identifier']);
  });

  it("names the seller's participant id when no supplier matches", async () => {
    const nobody = await createTestAccount(t.db.url, 'Peppol stranger');
    const refused = await importing('vat-category-O.xml', nobody).expect(422);
    expect(refused.body.errors.company_id[0]).toContain(
      '"The Sellercompany Incorporated", no VAT ID, Peppol ID 0088:7300010000001',
    );
  });

  it("finds the supplier by the seller's participant id when VAT ID and name do not match", async () => {
    const known = await createTestAccount(t.db.url, 'Peppol known');
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    await prisma.account.update({ where: { id: known.accountId }, data: { currencies: ['SEK'] } });
    await prisma.$disconnect();
    const byPeppol = (
      await api(known)
        .post('/api/v1/companies', {
          type: 'supplier',
          name: 'Seller Co. (as we call it)',
          peppol_id: '0088:7300010000001',
        })
        .expect(200)
    ).body.id as number;
    const purchase = (await importing('vat-category-O.xml', known).expect(200)).body as Purchase;
    expect(purchase.company.id).toBe(byPeppol);
  });
});
