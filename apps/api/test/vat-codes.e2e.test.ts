import { createPrismaClient } from '@faktura/db';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const ids = (response: request.Response) => response.body.map((row: { id: number }) => row.id);
const pause = () => new Promise((done) => setTimeout(done, 20));

describe('VAT codes', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let outsideEu: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    outsideEu = await createTestAccount(t.db.url, 'Swiss');
    const prisma = createPrismaClient(t.db.url, { max: 1 });
    await prisma.account.update({
      where: { id: outsideEu.accountId },
      data: { countryCode: 'CH', euMember: false },
    });
    await prisma.$disconnect();
  });

  afterAll(() => t.close(), 30_000);

  const api = (account: TestAccount = a) => client(t.url, account.key);

  describe.each([
    { path: '/api/v1/vat_code_sales', extra: ['print_gross_total', 'notice_tax_exemption'] },
    { path: '/api/v1/vat_code_purchases', extra: [] },
  ])('$path', ({ path, extra }) => {
    let counter = 0;
    const create = async (body: object = {}, account: TestAccount = a) =>
      (
        await api(account)
          .post(path, { code: `C${++counter}`, tax: 19, ...body })
          .expect(200)
      ).body;

    it('answers 401 without a key and 403 to a read-only key on writes', async () => {
      const code = await create();
      for (const call of [
        request(t.url).get(path),
        request(t.url).get(`${path}/${code.id}`),
        request(t.url).post(path).send({ code: 'X', tax: 1 }),
        request(t.url).put(`${path}/${code.id}`).send({ tax: 1 }),
        request(t.url).patch(`${path}/${code.id}`).send({ tax: 1 }),
      ]) {
        expect((await call.expect(401)).body).toEqual({ message: 'Unauthorized' });
      }
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get(path).expect(200);
      await readOnly.get(`${path}/${code.id}`).expect(200);
      for (const call of [
        readOnly.post(path, { code: 'RO', tax: 7 }),
        readOnly.put(`${path}/${code.id}`, { tax: 7 }),
        readOnly.patch(`${path}/${code.id}`, { tax: 7 }),
      ]) {
        expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
      }
    });

    it('creates with defaults, reads and updates a code', async () => {
      const created = await api()
        .post(path, { code: 'UST19', tax: 19, credit_account: '1776', unknown: 'ignored' })
        .expect(200);
      expect(created.body).toMatchObject({
        id: expect.any(Number),
        code: 'UST19',
        description: 'UST19',
        tax: 19,
        reverse_charge: false,
        intra_eu: false,
        active: true,
        credit_account: '1776',
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect(created.body).not.toHaveProperty('unknown');
      for (const field of extra) expect(created.body).toHaveProperty(field);
      const read = await api().get(`${path}/${created.body.id}`).expect(200);
      expect(read.body).toEqual(created.body);
      const updated = await api()
        .put(`${path}/${created.body.id}`, { tax: 7.7, active: false, credit_account: null })
        .expect(200);
      expect(updated.body).toEqual({
        ...created.body,
        tax: 7.7,
        active: false,
        credit_account: null,
        updated_at: expect.stringMatching(TIMESTAMP),
      });
    });

    it('stores a description and answers the code while there is none', async () => {
      const described = await create({ code: 'V7', tax: 7, description: 'Reduced rate 7 %' });
      expect(described.description).toBe('Reduced rate 7 %');
      expect((await api().get(`${path}/${described.id}`).expect(200)).body.description).toBe(
        'Reduced rate 7 %',
      );
      const renamed = await api()
        .put(`${path}/${described.id}`, { code: 'V7R', description: 'Reduced rate' })
        .expect(200);
      expect(renamed.body).toMatchObject({ code: 'V7R', description: 'Reduced rate' });
      for (const cleared of [null, '  ']) {
        const answer = await api()
          .put(`${path}/${described.id}`, { description: cleared })
          .expect(200);
        expect(answer.body.description).toBe('V7R');
      }
      const wrong = await api().post(path, { code: 'D', tax: 7, description: 19 }).expect(422);
      expect(Object.keys(wrong.body.errors)).toEqual(['description']);
    });

    it('PATCHes one field and keeps the others', async () => {
      const code = await create({ description: 'Standard', credit_account: '1776' });
      const patched = await api().patch(`${path}/${code.id}`, { active: false }).expect(200);
      expect(patched.body).toEqual({
        ...code,
        active: false,
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect((await api().get(`${path}/${code.id}`).expect(200)).body).toEqual(patched.body);
      const bad = await api().patch(`${path}/${code.id}`, { tax: 'high' }).expect(422);
      expect(Object.keys(bad.body.errors)).toEqual(['tax']);
      const foreign = await create({}, b);
      await api().patch(`${path}/${foreign.id}`, { active: false }).expect(404);
      expect((await api(b).get(`${path}/${foreign.id}`).expect(200)).body.active).toBe(true);
    });

    it('maps the reverse_charge and intra_eu flags to one kind', async () => {
      const reverse = await create({ reverse_charge: true, tax: 0 });
      expect(reverse).toMatchObject({ reverse_charge: true, intra_eu: false });
      const intra = await create({ intra_eu: true, tax: 0 });
      expect(intra).toMatchObject({ reverse_charge: false, intra_eu: true });
      // Unsent flags keep their stored value, so switching needs both flags.
      const both = await api().put(`${path}/${intra.id}`, { reverse_charge: true }).expect(422);
      expect(both.body).toEqual({
        errors: { intra_eu: ['cannot be true together with reverse_charge'] },
      });
      const switched = await api()
        .put(`${path}/${intra.id}`, { reverse_charge: true, intra_eu: false })
        .expect(200);
      expect(switched.body).toMatchObject({ reverse_charge: true, intra_eu: false });
      const plain = await api().put(`${path}/${reverse.id}`, { reverse_charge: false }).expect(200);
      expect(plain.body).toMatchObject({ reverse_charge: false, intra_eu: false });
    });

    it('refuses both flags at once and intra_eu outside the EU', async () => {
      const both = await api()
        .post(path, { code: 'BOTH', tax: 0, reverse_charge: true, intra_eu: true })
        .expect(422);
      expect(both.body).toEqual({
        errors: { intra_eu: ['cannot be true together with reverse_charge'] },
      });
      const swiss = await api(outsideEu)
        .post(path, { code: 'IG', tax: 0, intra_eu: true })
        .expect(422);
      expect(swiss.body).toEqual({
        errors: { intra_eu: ['is only available to accounts in the EU'] },
      });
      const domestic = await create({ code: 'CH81', tax: 8.1 }, outsideEu);
      await api(outsideEu).put(`${path}/${domestic.id}`, { intra_eu: true }).expect(422);
      await api(outsideEu).put(`${path}/${domestic.id}`, { reverse_charge: true }).expect(200);
    });

    it('answers field errors with 422 naming the fields, never echoing values', async () => {
      const missing = await api().post(path, { reverse_charge: 'yes-4711' }).expect(422);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['code', 'reverse_charge', 'tax']);
      expect(JSON.stringify(missing.body)).not.toContain('4711');
      const wrongTypes = await api()
        .post(path, { code: 5, tax: '19', active: 'no', credit_account: 1 })
        .expect(422);
      expect(Object.keys(wrongTypes.body.errors).sort()).toEqual([
        'active',
        'code',
        'credit_account',
        'tax',
      ]);
      for (const tax of [-1, 100.01]) {
        const range = await api().post(path, { code: 'RANGE', tax }).expect(422);
        expect(range.body).toEqual({ errors: { tax: ['must be between 0 and 100'] } });
      }
      const code = await create();
      const nulls = await api().put(`${path}/${code.id}`, { code: null, active: null }).expect(422);
      expect(Object.keys(nulls.body.errors).sort()).toEqual(['active', 'code']);
      await api().post(path, { code: 'EDGE', tax: 100 }).expect(200);
    });

    it('keeps codes unique per account', async () => {
      await create({ code: 'DUP' });
      const duplicate = await api().post(path, { code: 'DUP', tax: 7 }).expect(422);
      expect(duplicate.body).toEqual({ errors: { code: ['has already been taken'] } });
      const other = await create({ code: 'DUP2' });
      await api().put(`${path}/${other.id}`, { code: 'DUP' }).expect(422);
      await api().put(`${path}/${other.id}`, { code: 'DUP2', tax: 5 }).expect(200);
      await create({ code: 'DUP' }, b);
    });

    it('has no DELETE: codes are retired with active false', async () => {
      const code = await create();
      await api().delete(`${path}/${code.id}`).expect(404);
      await api().get(`${path}/${code.id}`).expect(200);
    });

    it("answers another account's code exactly like a missing one", async () => {
      const foreign = await create({}, b);
      const response = await api().get(`${path}/${foreign.id}`).expect(404);
      const missing = await api().get(`${path}/99999999`).expect(404);
      expect(response.body).toEqual(missing.body);
      await api().get(`${path}/abc`).expect(404);
      await api().put(`${path}/${foreign.id}`, { tax: 0 }).expect(404);
      expect((await api(b).get(`${path}/${foreign.id}`).expect(200)).body.tax).toBe(19);
      expect(ids(await api().get(`${path}?ids=${foreign.id}`).expect(200))).toEqual([]);
    });

    it('answers every code as a plain array, without paging headers, as the reference does', async () => {
      for (let i = 0; i < 3; i++) await create();
      const all = await api().get(path).expect(200);
      const ignored = await api().get(`${path}?per_page=1&page=2`).expect(200);
      expect(all.body.length).toBeGreaterThanOrEqual(3);
      expect(ids(ignored)).toEqual(ids(all));
      for (const response of [all, ignored])
        for (const header of ['x-page', 'x-per-page', 'x-total', 'link'])
          expect(response.headers[header]).toBeUndefined();
      const sorted = ids(await api().get(`${path}?sort_by=id desc`).expect(200));
      expect(sorted).toEqual([...ids(all)].reverse());
    });

    it('filters by reverse_charge and intra_eu', async () => {
      const reverse = await create({ reverse_charge: true, tax: 0 });
      const intra = await create({ intra_eu: true, tax: 0 });
      const domestic = await create();
      const reverseIds = ids(await api().get(`${path}?reverse_charge=true`).expect(200));
      expect(reverseIds).toContain(reverse.id);
      expect(reverseIds).not.toContain(intra.id);
      expect(reverseIds).not.toContain(domestic.id);
      const intraIds = ids(await api().get(`${path}?intra_eu=true`).expect(200));
      expect(intraIds).toContain(intra.id);
      expect(intraIds).not.toContain(reverse.id);
      const plain = ids(await api().get(`${path}?reverse_charge=false&intra_eu=false`).expect(200));
      expect(plain).toContain(domestic.id);
      expect(plain).not.toContain(reverse.id);
      expect(plain).not.toContain(intra.id);
      const bad = await api().get(`${path}?reverse_charge=maybe&intra_eu=2`).expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['intra_eu', 'reverse_charge']);
    });

    it('filters by active, code, ids and updated_after; unknown custom fields give []', async () => {
      const inactive = await create({ active: false });
      const active = await create();
      const inactiveIds = ids(await api().get(`${path}?active=false`).expect(200));
      expect(inactiveIds).toContain(inactive.id);
      expect(inactiveIds).not.toContain(active.id);
      const activeIds = ids(await api().get(`${path}?active=true`).expect(200));
      expect(activeIds).toContain(active.id);
      expect(activeIds).not.toContain(inactive.id);
      const byCode = await api().get(`${path}?code=${active.code}`).expect(200);
      expect(ids(byCode)).toEqual([active.id]);
      const byIds = await api().get(`${path}?ids=${active.id},,${inactive.id}`).expect(200);
      expect(ids(byIds)).toEqual([inactive.id, active.id]);
      await pause();
      const cut = new Date().toISOString();
      await pause();
      await api().put(`${path}/${inactive.id}`, { tax: 5 }).expect(200);
      const changed = await api()
        .get(`${path}?updated_after=${encodeURIComponent(cut)}`)
        .expect(200);
      expect(ids(changed)).toEqual([inactive.id]);
      const custom = await api().get(`${path}?custom_properties[Region]=North`).expect(200);
      expect(custom.body).toEqual([]);
      const bad = await api()
        .get(`${path}?active=maybe&ids=1,x&updated_after=yesterday&sort_by=secret`)
        .expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual([
        'active',
        'ids',
        'sort_by',
        'updated_after',
      ]);
    });
  });

  it('stores print_gross_total and the exemption notices only on sales codes', async () => {
    const sale = await api()
      .post('/api/v1/vat_code_sales', { code: 'RC', tax: 0, reverse_charge: true })
      .expect(200);
    expect(sale.body).toMatchObject({
      print_gross_total: true,
      notice_tax_exemption: null,
      notice_tax_exemption_en: null,
      notice_tax_exemption_alt: null,
    });
    const updated = await api()
      .put(`/api/v1/vat_code_sales/${sale.body.id}`, {
        print_gross_total: false,
        notice_tax_exemption: 'Steuerschuldnerschaft des Leistungsempfängers',
        notice_tax_exemption_alt: 'Reverse charge',
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      print_gross_total: false,
      notice_tax_exemption: 'Steuerschuldnerschaft des Leistungsempfängers',
      notice_tax_exemption_en: 'Reverse charge',
      notice_tax_exemption_alt: 'Reverse charge',
    });
    // The reference's old name writes the same column; the current name wins when both come.
    const oldName = await api()
      .patch(`/api/v1/vat_code_sales/${sale.body.id}`, {
        notice_tax_exemption_en: 'Reverse charge: the recipient owes the VAT',
      })
      .expect(200);
    expect(oldName.body).toMatchObject({
      notice_tax_exemption_en: 'Reverse charge: the recipient owes the VAT',
      notice_tax_exemption_alt: 'Reverse charge: the recipient owes the VAT',
    });
    const both = await api()
      .patch(`/api/v1/vat_code_sales/${sale.body.id}`, {
        notice_tax_exemption_alt: 'Reverse charge',
        notice_tax_exemption_en: 'ignored',
      })
      .expect(200);
    expect(both.body).toMatchObject({
      notice_tax_exemption_en: 'Reverse charge',
      notice_tax_exemption_alt: 'Reverse charge',
    });
    const invalid = await api()
      .put(`/api/v1/vat_code_sales/${sale.body.id}`, {
        print_gross_total: 'no',
        notice_tax_exemption: 3,
        notice_tax_exemption_en: false,
      })
      .expect(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual([
      'notice_tax_exemption',
      'notice_tax_exemption_en',
      'print_gross_total',
    ]);
    const purchase = await api()
      .post('/api/v1/vat_code_purchases', { code: 'RC', tax: 0, print_gross_total: false })
      .expect(200);
    expect(Object.keys(purchase.body).sort()).toEqual([
      'active',
      'code',
      'created_at',
      'credit_account',
      'description',
      'id',
      'intra_eu',
      'reverse_charge',
      'tax',
      'updated_at',
    ]);
  });
});
