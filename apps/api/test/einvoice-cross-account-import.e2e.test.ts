import { toDecimal } from '@faktura/domain';
import { binary } from './support/binary';
import { GERMAN_SELLER as SELLER } from './support/seller-profile';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

/** The e-invoice format account A sends (GET /invoices/{id}.xml?format=...). */
const FORMAT = 'peppol';

type Totals = { net_total: number; gross_total: number };
type Item = { title: string; net_total: number; tax_total: number };

const taxOf = (totals: Totals) =>
  toDecimal(totals.gross_total).minus(toDecimal(totals.net_total)).toFixed(2);

/**
 * The round trip between two accounts: what account A issues as a Peppol BIS invoice, account B
 * books through POST /purchases/import as a purchase with the same net, tax and gross totals and
 * the same lines (a discount included), finding the supplier by its participant id.
 */
describe(`an invoice of one account imported by another (${FORMAT})`, () => {
  let t: TestApp;
  let issuer: TestAccount;
  let receiver: TestAccount;
  let invoice: Totals & { id: number; identifier: string };
  let supplierId: number;

  const api = (account: TestAccount) => client(t.url, account.key);

  beforeAll(async () => {
    // The worker makes the e-invoice file that GET /invoices/{id}.xml answers.
    t = await startTestApp({}, { worker: true });
    issuer = await createTestAccount(t.db.url, 'Issuer');
    receiver = await createTestAccount(t.db.url, 'Receiver');
    await api(issuer).put('/api/v1/account', SELLER).expect(200);
    const customer = await api(issuer)
      .post('/api/v1/companies', {
        type: 'customer',
        name: 'Receiver GmbH',
        country_code: 'DE',
        email: 'einkauf@receiver.example',
        buyer_reference: 'PO-4711',
        // Receiver's GLN: its Peppol endpoint (BT-49).
        peppol_id: '0088:4035811991014',
      })
      .expect(200);
    invoice = (
      await api(issuer)
        .post('/api/v1/invoices', {
          customer_id: customer.body.id,
          recipient_address: 'Receiver GmbH\nMarkt 2\n80331 München',
          date: '2026-11-16',
          due_date: '2026-12-16',
          title: 'Beratung November',
          tax: 19,
          discount: 5,
          currency: 'EUR',
          items: [
            { type: 'item', title: 'Beratung', quantity: 7.5, unit: 'h', unit_price: 132.4 },
            { type: 'item', title: 'Reisekosten', net_total: 88.13 },
          ],
        })
        .expect(200)
    ).body;
    supplierId = (
      await api(receiver)
        .post('/api/v1/companies', {
          // Known by another name and without VAT ID: found by the issuer's participant id
          // (the default its German VAT ID implies, EAS 9930).
          type: 'supplier',
          name: 'Alpha (Software)',
          peppol_id: `9930:${SELLER.vat_identifier}`,
        })
        .expect(200)
    ).body.id;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('books the same net, tax and gross totals and the same lines', async () => {
    const xml = (
      await api(issuer)
        .get(`/api/v1/invoices/${invoice.id}.xml?format=${FORMAT}`)
        .buffer(true)
        .parse(binary)
        .expect(200)
    ).body as Buffer;
    const purchase = (
      await api(receiver)
        .post('/api/v1/purchases/import', {
          file: { filename: `${invoice.identifier}.xml`, base64: xml.toString('base64') },
        })
        .expect(200)
    ).body as Totals & { items: Item[]; company: { id: number }; receipt_identifier: string };
    expect(purchase.company.id).toBe(supplierId);
    expect(purchase.receipt_identifier).toBe(invoice.identifier);
    expect(purchase.net_total).toBe(invoice.net_total);
    expect(purchase.gross_total).toBe(invoice.gross_total);
    expect(taxOf(purchase)).toBe(taxOf(invoice));
    // 7.5 h x 132.40 = 993.00 and 88.13; the 5 % discount (54.06) as an item of its own.
    expect(purchase.items.map((item) => [item.title, item.net_total])).toEqual([
      ['Beratung', 993],
      ['Reisekosten', 88.13],
      [expect.any(String), -54.06],
    ]);
    expect(invoice.net_total).toBe(1027.07);
  });
});
