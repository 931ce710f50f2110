import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { binary } from './support/binary';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { GERMAN_SELLER as SELLER } from './support/seller-profile';

/**
 * E-invoices in: Faktura's own XRechnung (UBL and CII) and Factur-X, made by account A for a
 * customer, imported by account B as purchases (the round trip of the issue): supplier matched
 * by VAT ID then name, items with VAT codes, totals checked, the original kept byte for byte.
 * Refusals: no supplier (naming what was found), totals that do not add up, DOCTYPE/XXE.
 */
describe('POST /purchases/import and e-invoice purchase documents', () => {
  let t: TestApp;
  let seller: TestAccount;
  let buyer: TestAccount;
  let stranger: TestAccount;
  let prisma: PrismaClient;
  let invoice: { id: number; identifier: string };
  const files: Record<'ubl' | 'cii' | 'facturX', Buffer> = {
    ubl: Buffer.alloc(0),
    cii: Buffer.alloc(0),
    facturX: Buffer.alloc(0),
  };
  let supplierId: number;
  let vatCodeId: number;

  const api = (account: TestAccount) => client(t.url, account.key);
  const download = async (account: TestAccount, path: string) =>
    (await api(account).get(path).buffer(true).parse(binary).expect(200)).body as Buffer;
  const importing = (account: TestAccount, data: Buffer, filename: string, extra: object = {}) =>
    api(account).post('/api/v1/purchases/import', {
      file: { filename, base64: data.toString('base64') },
      ...extra,
    });
  const purchaseCount = (account: TestAccount) =>
    prisma.purchase.count({ where: { accountId: account.accountId } });

  beforeAll(async () => {
    t = await startTestApp({}, { worker: true });
    seller = await createTestAccount(t.db.url, 'Alpha');
    buyer = await createTestAccount(t.db.url, 'Beta');
    stranger = await createTestAccount(t.db.url, 'Gamma');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await api(seller).put('/api/v1/account', SELLER).expect(200);
    const customer = await api(seller)
      .post('/api/v1/companies', {
        type: 'customer',
        name: 'Beta GmbH',
        country_code: 'DE',
        email: 'einkauf@beta.example',
        buyer_reference: 'PO-2026-17',
        invoice_format: 'x_invoice',
      })
      .expect(200);
    invoice = (
      await api(seller)
        .post('/api/v1/invoices', {
          customer_id: customer.body.id,
          recipient_address: 'Beta GmbH\nMarkt 2\n80331 München',
          date: '2026-11-02',
          due_date: '2026-12-02',
          service_period_from: '2026-10-01',
          service_period_to: '2026-10-31',
          title: 'Website Oktober',
          tax: 19,
          currency: 'EUR',
          items: [
            { type: 'item', title: 'Programmierung', quantity: 8, unit: 'h', unit_price: 125 },
            { type: 'item', title: 'Hosting', net_total: 150.55 },
          ],
        })
        .expect(200)
    ).body;
    const base = `/api/v1/invoices/${invoice.id}`;
    files.ubl = await download(seller, `${base}.xml?format=xrechnung-ubl`);
    files.cii = await download(seller, `${base}.xml?format=xrechnung-cii`);
    files.facturX = await download(seller, `${base}.pdf?format=zugferd`);
    // The buyer knows the supplier under another name; the VAT ID is written with spaces.
    supplierId = (
      await api(buyer)
        .post('/api/v1/companies', {
          type: 'supplier',
          name: 'Alpha (Webagentur)',
          vat_identifier: 'DE 123 456 789',
        })
        .expect(200)
    ).body.id;
    vatCodeId = (
      await api(buyer).post('/api/v1/vat_code_purchases', { code: 'VSt19', tax: 19 }).expect(200)
    ).body.id;
  }, 180_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  it.each([
    ['XRechnung UBL', 'ubl', 'invoice.xml', 'application/xml'],
    ['XRechnung CII', 'cii', 'invoice-cii.xml', 'application/xml'],
    ['Factur-X PDF', 'facturX', 'invoice.pdf', 'application/pdf'],
  ] as const)('imports %s: supplier, items, totals, original', async (_, key, filename, type) => {
    const response = await importing(buyer, files[key], filename).expect(200);
    const purchase = response.body;
    expect(purchase).toMatchObject({
      receipt_identifier: invoice.identifier,
      date: '2026-11-02',
      due_date: '2026-12-02',
      service_period_from: '2026-10-01',
      service_period_to: '2026-10-31',
      currency: 'EUR',
      payment_method: 'bank_transfer',
      iban: SELLER.iban,
      // 1000.00 + 150.55 net, 19 % VAT 218.60, gross 1369.15.
      net_total: 1150.55,
      gross_total: 1369.15,
    });
    expect(purchase.company.id).toBe(supplierId);
    expect(
      purchase.items.map(
        (item: { title: string; net_total: number; tax_total: number; vat: { id: number } }) => [
          item.title,
          item.net_total,
          item.tax_total,
          item.vat.id,
        ],
      ),
    ).toEqual([
      ['Programmierung', 1000, 190, vatCodeId],
      ['Hosting', 150.55, 28.6, vatCodeId],
    ]);
    const original = await request(t.url)
      .get(new URL(purchase.file_url).pathname)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(original.headers['content-type']).toMatch(type);
    expect(Buffer.compare(original.body as Buffer, files[key])).toBe(0);
    // The same receipt of the same supplier twice is refused: nothing is booked twice.
    const again = await importing(buyer, files[key], filename).expect(422);
    expect(Object.keys(again.body.errors)).toEqual(['receipt_identifier']);
    await api(buyer).delete(`/api/v1/purchases/${purchase.id}`).expect(200);
  });

  it('matches the supplier by name when the VAT ID is unknown, and takes company_id', async () => {
    const byName = (
      await api(stranger)
        .post('/api/v1/companies', { type: 'supplier', name: 'alpha software gmbh' })
        .expect(200)
    ).body.id;
    const imported = await importing(stranger, files.cii, 'r.xml').expect(200);
    expect(imported.body.company.id).toBe(byName);
    const other = (
      await api(stranger).post('/api/v1/companies', { type: 'supplier', name: 'X' }).expect(200)
    ).body.id;
    const chosen = await importing(stranger, files.ubl, 'r.xml', { company_id: other });
    expect(chosen.body.company.id).toBe(other);
  });

  it('refuses a document without a matching supplier, naming what it found', async () => {
    const nobody = await createTestAccount(t.db.url, 'Delta');
    const response = await importing(nobody, files.ubl, 'r.xml').expect(422);
    const [message] = response.body.errors.company_id;
    expect(message).toContain('"Alpha Software GmbH"');
    expect(message).toContain('VAT ID DE123456789');
    expect(await purchaseCount(nobody)).toBe(0);
    // Another account's supplier is no supplier here.
    await importing(nobody, files.ubl, 'r.xml', { company_id: supplierId }).expect(422);
    expect(await purchaseCount(nobody)).toBe(0);
  });

  it('refuses totals that do not add up, and DOCTYPE or entities unread', async () => {
    const before = await purchaseCount(buyer);
    const xml = files.ubl.toString('utf8');
    const tampered = xml.replace(/(<cbc:PayableAmount[^>]*>)[^<]+/, '$11000.00');
    expect(tampered).not.toBe(xml);
    const wrong = await importing(buyer, Buffer.from(tampered), 'r.xml').expect(422);
    expect(wrong.body.errors.file.join(' ')).toMatch(/1000\.00/);
    const xxe = xml.replace(
      /^<\?xml[^>]*\?>/,
      '$&<!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
    );
    const refused = await importing(buyer, Buffer.from(xxe), 'r.xml').expect(422);
    expect(JSON.stringify(refused.body)).not.toContain('root:');
    expect(refused.body.errors.file[0]).toMatch(/DOCTYPE|entit/i);
    await importing(buyer, Buffer.from('<foo/>'), 'r.xml').expect(422);
    await importing(buyer, Buffer.from('plain text'), 'r.txt').expect(422);
    expect(await purchaseCount(buyer)).toBe(before);
  });

  it('names a missing or malformed file in a 422 (the fuzzer found {} and [[]] answered 500)', async () => {
    const empty = await api(buyer).post('/api/v1/purchases/import', {}).expect(422);
    expect(empty.body.errors).toEqual({ file: ['is required'] });
    const bare = await api(buyer).post('/api/v1/purchases/import', { file: {} }).expect(422);
    expect(Object.keys(bare.body.errors).sort()).toEqual(['file.base64', 'file.filename']);
    for (const file of ['x', [[]], null]) {
      const refused = await api(buyer).post('/api/v1/purchases/import', { file }).expect(422);
      expect(refused.body.errors.file).toContain('file must be an object');
    }
  });

  it('keeps an e-invoice XML as the document of POST /purchases and store_document', async () => {
    const created = await api(buyer)
      .post('/api/v1/purchases', {
        date: '2026-11-02',
        currency: 'EUR',
        payment_method: 'bank_transfer',
        company_id: supplierId,
        items: [{ title: 'Website', total: 1150.55, tax: 19 }],
        file: { filename: 'rechnung.xml', base64: files.ubl.toString('base64') },
      })
      .expect(200);
    const stored = await prisma.purchase.findUniqueOrThrow({
      where: { id: created.body.id },
      select: { documentFile: { select: { contentType: true, data: true } } },
    });
    expect(stored.documentFile?.contentType).toBe('application/xml');
    expect(Buffer.compare(Buffer.from(stored.documentFile!.data), files.ubl)).toBe(0);
    const upload = (data: Buffer) =>
      request(t.url)
        .patch(`/api/v1/purchases/${created.body.id}/store_document`)
        .set('Authorization', `Token token=${buyer.key}`)
        .attach('file', data, { filename: 'r.xml', contentType: 'application/xml' });
    await upload(files.cii).expect(200);
    const refused = await upload(Buffer.from('<html><body>no invoice</body></html>')).expect(422);
    expect(refused.body.errors.file).toHaveLength(1);
  });
});
