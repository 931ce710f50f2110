import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

// One wrong check digit per scheme Faktura checks (the right one is the accepted example's).
const WRONG_CHECK_DIGITS = [
  '0088:4000001123453',
  '0192:974760672',
  '0208:0123456748',
  '0007:5560360794',
  '0151:51824753557',
  '0002:732829321',
  '0009:73282932000075',
  '0204:04011000-1234512345-07',
  '9925:BE0123456748',
];

describe('peppol_id on the account and on companies', () => {
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;
  let b: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const errorsOf = async (request: Promise<{ status: number; body: Record<string, unknown> }>) => {
    const response = await request;
    expect(response.status).toBe(422);
    return response.body.errors as Record<string, string[]>;
  };

  describe('PUT /account', () => {
    it('stores the identifier normalised, answers it as GET does, and clears it with ""', async () => {
      const put = await api()
        .put('/api/v1/account', { peppol_id: ' 0208:0403.170.701 ' })
        .expect(200);
      expect(put.body.peppol_id).toBe('0208:0403170701');
      expect((await api().get('/api/v1/account').expect(200)).body.peppol_id).toBe(
        '0208:0403170701',
      );
      const row = await prisma.account.findUniqueOrThrow({ where: { id: a.accountId } });
      expect(row.peppolId).toBe('0208:0403170701');
      const cleared = await api().patch('/api/v1/account', { peppol_id: '' }).expect(200);
      expect(cleared.body.peppol_id).toBeNull();
    });

    it('keeps a German VAT ID upper case in scheme 9930', async () => {
      const put = await api().put('/api/v1/account', { peppol_id: '9930:de123456789' }).expect(200);
      expect(put.body.peppol_id).toBe('9930:DE123456789');
    });

    it.each(WRONG_CHECK_DIGITS)('answers 422 naming peppol_id for %s', async (peppolId) => {
      const errors = await errorsOf(api().put('/api/v1/account', { peppol_id: peppolId }));
      expect(Object.keys(errors)).toEqual(['peppol_id']);
      expect(errors.peppol_id[0]).toMatch(/check digits/);
      expect(JSON.stringify(errors)).not.toContain(peppolId);
    });

    it('says why: the shape, an unknown scheme, the format of a known one', async () => {
      const put = (peppol_id: unknown) => errorsOf(api().put('/api/v1/account', { peppol_id }));
      expect((await put('0123456749')).peppol_id[0]).toMatch(/<scheme>:<value>/);
      expect((await put('1234:0123456749')).peppol_id[0]).toMatch(/EAS code list/);
      expect((await put('0088:123')).peppol_id[0]).toMatch(/GLN of 13 digits for scheme 0088/);
      expect((await put(42)).peppol_id[0]).toMatch(/must be a string/);
    });
  });

  describe('companies', () => {
    it('stores peppol_id and the invoice format peppol on create and update', async () => {
      const created = await api()
        .post('/api/v1/companies', {
          type: 'customer',
          name: 'Acme NV',
          peppol_id: '0088:4000001123452',
          invoice_format: 'peppol',
        })
        .expect(200);
      expect(created.body).toMatchObject({
        peppol_id: '0088:4000001123452',
        invoice_format: 'peppol',
      });
      const path = `/api/v1/companies/${created.body.id}`;
      const updated = await api().put(path, { peppol_id: '0204:991-33333test-33' }).expect(200);
      expect(updated.body.peppol_id).toBe('0204:991-33333TEST-33');
      expect((await api().get(path).expect(200)).body.peppol_id).toBe('0204:991-33333TEST-33');
      await api().put(path, { peppol_id: null }).expect(200);
      const row = await prisma.company.findUniqueOrThrow({ where: { id: created.body.id } });
      expect(row).toMatchObject({ peppolId: null, invoiceFormat: 'peppol' });
    });

    it.each(WRONG_CHECK_DIGITS)('answers 422 naming peppol_id for %s', async (peppolId) => {
      const body = { type: 'customer', name: 'Wrong', peppol_id: peppolId };
      const errors = await errorsOf(api().post('/api/v1/companies', body));
      expect(Object.keys(errors)).toEqual(['peppol_id']);
      expect(errors.peppol_id[0]).toMatch(/check digits/);
    });

    it("answers another account's company with 404, and leaves it unchanged", async () => {
      const theirs = await api(b)
        .post('/api/v1/companies', {
          type: 'customer',
          name: 'Beta Kunde',
          peppol_id: '0192:974760673',
        })
        .expect(200);
      await api()
        .put(`/api/v1/companies/${theirs.body.id}`, { peppol_id: '0088:4000001123452' })
        .expect(404);
      const row = await prisma.company.findUniqueOrThrow({ where: { id: theirs.body.id } });
      expect(row.peppolId).toBe('0192:974760673');
    });
  });
});
