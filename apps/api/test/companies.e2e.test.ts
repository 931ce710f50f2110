import { createPrismaClient, type CustomFieldType, type PrismaClient } from '@faktura/db';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const ids = (response: { body: { id: number }[] }) => response.body.map((row) => row.id);

describe('/api/v1/companies', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const vat = {} as Record<
    'ust19' | 'ust7' | 'retired' | 'foreign' | 'vst19' | 'vst7',
    { id: number }
  >;
  let manager: { id: number; firstname: string; lastname: string };
  let leaver: { id: number };
  let foreignUser: { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    const sales = (accountId: number, code: string, tax: string, active = true) =>
      prisma.vatCodeSale.create({ data: { accountId, code, tax, active } });
    vat.ust19 = await prisma.vatCodeSale.create({
      data: {
        accountId: a.accountId,
        code: 'UST19',
        description: 'Umsatzsteuer 19 %',
        tax: '19',
        noticeTaxExemption: 'Steuerbefreit',
        noticeTaxExemptionAlt: 'Tax exempt',
        creditAccount: '8400',
      },
    });
    vat.ust7 = await sales(a.accountId, 'UST7', '7');
    vat.retired = await sales(a.accountId, 'UST16', '16', false);
    vat.foreign = await sales(b.accountId, 'B19', '19');
    vat.vst19 = await prisma.vatCodePurchase.create({
      data: { accountId: a.accountId, code: 'VST19', tax: '19', kind: 'reverse_charge' },
    });
    vat.vst7 = await prisma.vatCodePurchase.create({
      data: { accountId: a.accountId, code: 'VST7', description: 'Vorsteuer 7 %', tax: '7' },
    });
    const user = (account: TestAccount, email: string, active = true) =>
      prisma.user.create({
        data: { accountId: account.accountId, firstname: 'Max', lastname: 'Meier', email, active },
      });
    manager = await user(a, 'max@alpha.example');
    leaver = await user(a, 'gone@alpha.example', false);
    foreignUser = await user(b, 'max@beta.example');
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = (key = a.key) => client(t.url, key);
  const createCompany = async (body: object, key = a.key) =>
    (
      await api(key)
        .post('/api/v1/companies', { type: 'customer', ...body })
        .expect(200)
    ).body;

  describe('authentication and access', () => {
    it('answers 401 without a key on every route', async () => {
      const { id } = await createCompany({ name: 'Auth AG' });
      const calls = [
        request(t.url).get('/api/v1/companies'),
        request(t.url).get(`/api/v1/companies/${id}`),
        request(t.url).post('/api/v1/companies').send({ type: 'customer', name: 'X' }),
        request(t.url).put(`/api/v1/companies/${id}`).send({ name: 'X' }),
        request(t.url).patch(`/api/v1/companies/${id}`).send({ name: 'X' }),
        request(t.url).put(`/api/v1/companies/${id}/archive`),
        request(t.url).put(`/api/v1/companies/${id}/unarchive`),
        request(t.url).delete(`/api/v1/companies/${id}`),
      ];
      for (const call of calls) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write', async () => {
      const { id } = await createCompany({ name: 'Read Only AG' });
      const readOnly = api(a.readOnlyKey);
      await readOnly.get('/api/v1/companies').expect(200);
      await readOnly.get(`/api/v1/companies/${id}`).expect(200);
      for (const call of [
        readOnly.post('/api/v1/companies', { type: 'customer', name: 'X' }),
        readOnly.put(`/api/v1/companies/${id}`, { name: 'X' }),
        readOnly.patch(`/api/v1/companies/${id}`, { name: 'X' }),
        readOnly.put(`/api/v1/companies/${id}/archive`),
        readOnly.put(`/api/v1/companies/${id}/unarchive`),
        readOnly.delete(`/api/v1/companies/${id}`),
      ]) {
        const response = await call.expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      const unchanged = await api().get(`/api/v1/companies/${id}`).expect(200);
      expect(unchanged.body).toMatchObject({ name: 'Read Only AG', active: true });
    });
  });

  describe('create and read', () => {
    it('creates a company with every field and returns it as GET does', async () => {
      const created = await api()
        .post('/api/v1/companies', {
          type: 'supplier',
          identifier: 'L-2001',
          name: 'Muster GmbH',
          website: 'https://muster.example',
          email: 'info@muster.example',
          billing_email_cc: 'cc@muster.example; cfo@muster.example',
          phone: '+49 30 000000',
          fax: '+49 30 000001',
          address: 'Muster GmbH\nHauptstr. 1\n10115 Berlin',
          country_code: 'de',
          vat_identifier: 'DE123456789',
          alternative_correspondence_language: true,
          user_id: manager.id,
          info: 'Delivers on Fridays',
          footer: 'Bank details on request',
          billing_notes: 'Quote the order number',
          currency: 'CHF',
          customer_vat_code_id: vat.ust19.id,
          supplier_vat_code_id: vat.vst19.id,
          default_invoice_due_days: 14,
          invoice_format: 'x_invoice',
          buyer_reference: '04011000-12345-67',
          peppol_id: ' 0208:0403.170.701 ',
          default_payment_means: 'credit_transfer',
          iban: 'de89 3704 0044 0532 0130 00',
          bank_bic: 'COBADEFFXXX',
          bank_owner: 'Muster GmbH',
          debit_number: 10001,
          credit_number: 70001,
          invoice_emails_to: 'billing@muster.example; cfo@muster.example',
          invoice_emails_bcc: '',
          offer_emails_to: 'sales@muster.example;',
          offer_emails_cc: null,
          tags: ['key', ' key ', 'b2b', ''],
          unknown_key: 'ignored',
        })
        .expect(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        type: 'supplier',
        identifier: 'L-2001',
        name: 'Muster GmbH',
        website: 'https://muster.example',
        email: 'info@muster.example',
        billing_email_cc: 'cc@muster.example;cfo@muster.example',
        phone: '+49 30 000000',
        fax: '+49 30 000001',
        address: 'Muster GmbH\nHauptstr. 1\n10115 Berlin',
        country_code: 'DE',
        vat_identifier: 'DE123456789',
        alternative_correspondence_language: true,
        english_correspondence_language: true,
        tags: ['key', 'b2b'],
        labels: ['key', 'b2b'],
        user: { id: manager.id, firstname: 'Max', lastname: 'Meier' },
        info: 'Delivers on Fridays',
        footer: 'Bank details on request',
        custom_properties: {},
        active: true,
        archived_on: null,
        currency: 'CHF',
        customer_vat: {
          id: vat.ust19.id,
          tax: 19,
          description: 'Umsatzsteuer 19 %',
          reverse_charge: false,
          intra_eu: false,
          print_gross_total: true,
          notice_tax_exemption: 'Steuerbefreit',
          notice_tax_exemption_en: 'Tax exempt',
          notice_tax_exemption_alt: 'Tax exempt',
          active: true,
          code: 'UST19',
          credit_account: '8400',
        },
        supplier_vat: {
          id: vat.vst19.id,
          tax: 19,
          description: 'VST19',
          reverse_charge: true,
          intra_eu: false,
          active: true,
          code: 'VST19',
        },
        default_invoice_due_days: 14,
        invoice_format: 'x_invoice',
        default_payment_means: 'credit_transfer',
        projects: [],
        iban: 'DE89370400440532013000',
        bank_bic: 'COBADEFFXXX',
        bank_owner: 'Muster GmbH',
        debit_number: 10001,
        credit_number: 70001,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
        buyer_reference: '04011000-12345-67',
        peppol_id: '0208:0403170701',
        billing_notes: 'Quote the order number',
        invoice_emails_to: 'billing@muster.example;cfo@muster.example',
        invoice_emails_bcc: null,
        offer_emails_to: 'sales@muster.example',
        offer_emails_cc: null,
        offer_emails_bcc: null,
      });
      const read = await api().get(`/api/v1/companies/${created.body.id}`).expect(200);
      expect(read.body).toEqual(created.body);
      const stored = await prisma.company.findUniqueOrThrow({ where: { id: created.body.id } });
      expect(stored).toMatchObject({
        invoiceEmailsTo: ['billing@muster.example', 'cfo@muster.example'],
        invoiceEmailsCc: ['cc@muster.example', 'cfo@muster.example'],
        bic: 'COBADEFFXXX',
        invoiceDueDays: 14,
        alternativeLanguage: true,
      });
    });

    it('fills optional fields with their empty values and the currency with the default', async () => {
      const company = await createCompany({ name: 'Minimal AG' });
      expect(company).toMatchObject({
        type: 'customer',
        identifier: null,
        website: null,
        email: null,
        billing_email_cc: null,
        phone: null,
        fax: null,
        address: null,
        country_code: null,
        vat_identifier: null,
        alternative_correspondence_language: false,
        english_correspondence_language: false,
        tags: [],
        labels: [],
        user: null,
        info: null,
        footer: null,
        custom_properties: {},
        active: true,
        archived_on: null,
        currency: 'EUR',
        customer_vat: null,
        supplier_vat: null,
        default_invoice_due_days: null,
        invoice_format: 'regular_pdf',
        default_payment_means: null,
        projects: [],
        iban: null,
        bank_bic: null,
        bank_owner: null,
        debit_number: null,
        credit_number: null,
        peppol_id: null,
        billing_notes: null,
        invoice_emails_to: null,
        offer_emails_bcc: null,
      });
    });

    it("accepts the reference's older names: invoice_due_days, labels, english_…", async () => {
      const company = await createCompany({
        name: 'Alias AG',
        invoice_due_days: 45,
        labels: ['old', 'old'],
        english_correspondence_language: true,
      });
      expect(company).toMatchObject({
        default_invoice_due_days: 45,
        tags: ['old'],
        labels: ['old'],
        alternative_correspondence_language: true,
      });
      const updated = await api()
        .put(`/api/v1/companies/${company.id}`, {
          invoice_due_days: 10,
          default_invoice_due_days: 20,
          labels: ['ignored'],
          tags: ['new'],
          english_correspondence_language: true,
          alternative_correspondence_language: false,
        })
        .expect(200);
      expect(updated.body).toMatchObject({
        default_invoice_due_days: 20,
        tags: ['new'],
        alternative_correspondence_language: false,
        english_correspondence_language: false,
      });
    });

    it('answers 422 naming every bad field, never echoing values', async () => {
      const response = await api()
        .post('/api/v1/companies', {
          type: 'partner',
          name: '',
          email: 'not-an-address-4711',
          country_code: 'XX',
          iban: 'DE89 3704 0044 0532 0130 01',
          bank_bic: 'NOPE4711',
          currency: 'eur',
          default_invoice_due_days: '30',
          debit_number: -1,
          credit_number: 1.5,
          billing_email_cc: 'ok@example.com;broken-4711',
          offer_emails_cc: 7,
          alternative_correspondence_language: 'yes',
          invoice_format: 'pdf',
          default_payment_means: 'cash',
          user_id: 'me',
          customer_vat_code_id: 0,
          supplier_tax: 101,
          labels: 'single',
          custom_properties: 'text',
        })
        .expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual([
        'alternative_correspondence_language',
        'bank_bic',
        'billing_email_cc',
        'country_code',
        'credit_number',
        'currency',
        'custom_properties',
        'customer_vat_code_id',
        'debit_number',
        'default_invoice_due_days',
        'default_payment_means',
        'email',
        'iban',
        'invoice_format',
        'labels',
        'name',
        'offer_emails_cc',
        'supplier_tax',
        'type',
        'user_id',
      ]);
      expect(JSON.stringify(response.body)).not.toContain('4711');
    });

    it('requires type and name', async () => {
      const response = await api().post('/api/v1/companies', {}).expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(['name', 'type']);
    });

    it("accepts only the account's currencies", async () => {
      const response = await api()
        .post('/api/v1/companies', { type: 'customer', name: 'Dollar Inc', currency: 'USD' })
        .expect(422);
      expect(response.body).toEqual({ errors: { currency: ['is not a currency of the account'] } });
    });

    it("answers another account's company exactly like a missing one", async () => {
      const foreign = await createCompany({ name: 'Beta Secret' }, b.key);
      const other = await api().get(`/api/v1/companies/${foreign.id}`).expect(404);
      const missing = await api().get('/api/v1/companies/99999999').expect(404);
      expect(other.body).toEqual(missing.body);
      expect(other.body).toEqual({ message: 'Not found' });
      await api().get('/api/v1/companies/abc').expect(404);
      await api().put(`/api/v1/companies/${foreign.id}`, { name: 'Hijack' }).expect(404);
      await api().patch(`/api/v1/companies/${foreign.id}`, { name: 'Hijack' }).expect(404);
      await api().put(`/api/v1/companies/${foreign.id}/archive`).expect(404);
      await api().put(`/api/v1/companies/${foreign.id}/unarchive`).expect(404);
      await api().delete(`/api/v1/companies/${foreign.id}`).expect(404);
      const list = await api().get(`/api/v1/companies?ids=${foreign.id}`).expect(200);
      expect(list.body).toEqual([]);
      const untouched = await api(b.key).get(`/api/v1/companies/${foreign.id}`).expect(200);
      expect(untouched.body).toMatchObject({ name: 'Beta Secret', active: true });
    });

    it('lists its projects, oldest first', async () => {
      const company = await createCompany({ name: 'Project Owner AG' });
      const project = (identifier: string, name: string, extra: object = {}) =>
        prisma.project.create({
          data: {
            accountId: a.accountId,
            identifier,
            name,
            companyId: company.id,
            currency: 'EUR',
            ...extra,
          },
        });
      const first = await project('P-PO-1', 'Relaunch');
      const second = await project('P-PO-2', 'Support', { active: false, billable: false });
      const read = await api().get(`/api/v1/companies/${company.id}`).expect(200);
      expect(read.body.projects).toEqual([
        { id: first.id, identifier: 'P-PO-1', name: 'Relaunch', active: true, billable: true },
        { id: second.id, identifier: 'P-PO-2', name: 'Support', active: false, billable: false },
      ]);
    });
  });

  describe('default VAT codes and responsible user', () => {
    it('resolves customer_tax and supplier_tax to the active tax code with that rate', async () => {
      const company = await createCompany({ name: 'Rate AG', customer_tax: 7, supplier_tax: 7 });
      expect(company.customer_vat).toMatchObject({ id: vat.ust7.id, tax: 7, code: 'UST7' });
      expect(company.supplier_vat).toMatchObject({
        id: vat.vst7.id,
        tax: 7,
        description: 'Vorsteuer 7 %',
      });
      // 16 % has only a retired code, 19 % only a reverse-charge one: a rate picks neither.
      const refused = await api()
        .post('/api/v1/companies', {
          type: 'customer',
          name: 'No Rate AG',
          customer_tax: 16,
          supplier_tax: 19,
        })
        .expect(422);
      expect(refused.body).toEqual({
        errors: {
          customer_tax: ['matches no active VAT code of kind tax'],
          supplier_tax: ['matches no active VAT code of kind tax'],
        },
      });
    });

    it('lets the code ID win over the rate and clears a code with null', async () => {
      const company = await createCompany({
        name: 'Both AG',
        customer_vat_code_id: vat.ust19.id,
        customer_tax: 7,
      });
      expect(company.customer_vat.id).toBe(vat.ust19.id);
      const cleared = await api()
        .patch(`/api/v1/companies/${company.id}`, { customer_vat_code_id: null })
        .expect(200);
      expect(cleared.body.customer_vat).toBeNull();
      const byRate = await api()
        .patch(`/api/v1/companies/${company.id}`, { customer_tax: 7 })
        .expect(200);
      expect(byRate.body.customer_vat.id).toBe(vat.ust7.id);
    });

    it('refuses missing, foreign, retired and wrong-table VAT codes with 422', async () => {
      const salesIds = new Set(
        (await prisma.vatCodeSale.findMany({ select: { id: true } })).map((code) => code.id),
      );
      // A purchase code whose ID is no sales code's ID, so only the table can tell them apart.
      let purchaseOnly = vat.vst19.id;
      while (salesIds.has(purchaseOnly)) {
        purchaseOnly = (
          await prisma.vatCodePurchase.create({
            data: { accountId: a.accountId, code: `VST-${purchaseOnly}`, tax: '7' },
          })
        ).id;
      }
      const cases: [object, Record<string, string[]>][] = [
        [{ customer_vat_code_id: 99999999 }, { customer_vat_code_id: ['does not exist'] }],
        [{ customer_vat_code_id: vat.foreign.id }, { customer_vat_code_id: ['does not exist'] }],
        [{ customer_vat_code_id: vat.retired.id }, { customer_vat_code_id: ['is not active'] }],
        [{ customer_vat_code_id: purchaseOnly }, { customer_vat_code_id: ['does not exist'] }],
        [{ supplier_vat_code_id: 99999999 }, { supplier_vat_code_id: ['does not exist'] }],
      ];
      for (const [body, errors] of cases) {
        const response = await api()
          .post('/api/v1/companies', { type: 'customer', name: 'Bad VAT', ...body })
          .expect(422);
        expect(response.body).toEqual({ errors });
      }
    });

    it('takes an active user of the account as the responsible user', async () => {
      const company = await createCompany({ name: 'Owned AG', user_id: manager.id });
      expect(company.user).toEqual({ id: manager.id, firstname: 'Max', lastname: 'Meier' });
      for (const [userId, message] of [
        [foreignUser.id, 'does not exist'],
        [99999999, 'does not exist'],
        [leaver.id, 'is not active'],
      ] as const) {
        const response = await api()
          .put(`/api/v1/companies/${company.id}`, { user_id: userId })
          .expect(422);
        expect(response.body).toEqual({ errors: { user_id: [message] } });
      }
      const cleared = await api()
        .put(`/api/v1/companies/${company.id}`, { user_id: null })
        .expect(200);
      expect(cleared.body.user).toBeNull();
    });
  });

  describe('update', () => {
    it('changes only the fields sent, clears with null and bumps updated_at', async () => {
      const company = await createCompany({
        name: 'Update AG',
        email: 'old@example.com',
        phone: '123',
        fax: '456',
        iban: 'DE89370400440532013000',
        invoice_emails_to: 'a@example.com',
        billing_email_cc: 'cc@example.com',
        tags: ['one'],
      });
      const before = await prisma.company.findUniqueOrThrow({ where: { id: company.id } });
      const updated = await api()
        .put(`/api/v1/companies/${company.id}`, {
          name: 'Update AG (neu)',
          phone: null,
          fax: null,
          email: '',
          iban: null,
          invoice_emails_to: 'b@example.com;c@example.com',
          billing_email_cc: '',
          tags: ['two'],
          type: 'organization',
          currency: 'CHF',
        })
        .expect(200);
      expect(updated.body).toEqual({
        ...company,
        name: 'Update AG (neu)',
        type: 'organization',
        phone: null,
        fax: null,
        email: null,
        iban: null,
        currency: 'CHF',
        invoice_emails_to: 'b@example.com;c@example.com',
        billing_email_cc: null,
        tags: ['two'],
        labels: ['two'],
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const after = await prisma.company.findUniqueOrThrow({ where: { id: company.id } });
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
      const read = await api().get(`/api/v1/companies/${company.id}`).expect(200);
      expect(read.body).toEqual(updated.body);
    });

    it('PATCHes one field and leaves the others unchanged', async () => {
      const company = await createCompany({
        name: 'Patch AG',
        identifier: 'K-7',
        bank_owner: 'Patch AG',
        default_payment_means: 'not_defined',
        tags: ['keep'],
      });
      const patched = await api()
        .patch(`/api/v1/companies/${company.id}`, { bank_owner: 'Patch Holding' })
        .expect(200);
      expect(patched.body).toEqual({
        ...company,
        bank_owner: 'Patch Holding',
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const read = await api().get(`/api/v1/companies/${company.id}`).expect(200);
      expect(read.body).toEqual(patched.body);
    });

    it('refuses null for required fields and bad values with 422', async () => {
      const company = await createCompany({ name: 'Strict AG' });
      const response = await api()
        .put(`/api/v1/companies/${company.id}`, {
          name: null,
          type: null,
          tags: null,
          labels: null,
          invoice_format: null,
          alternative_correspondence_language: null,
          iban: 'XX00',
          currency: 'JPY',
        })
        .expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual([
        'alternative_correspondence_language',
        'iban',
        'invoice_format',
        'labels',
        'name',
        'tags',
        'type',
      ]);
      const currency = await api()
        .put(`/api/v1/companies/${company.id}`, { currency: 'JPY' })
        .expect(422);
      expect(Object.keys(currency.body.errors)).toEqual(['currency']);
      const read = await api().get(`/api/v1/companies/${company.id}`).expect(200);
      expect(read.body).toEqual(company);
    });

    it('resets the currency to the account default with null', async () => {
      const company = await createCompany({ name: 'Franken AG', currency: 'CHF' });
      const updated = await api()
        .put(`/api/v1/companies/${company.id}`, { currency: null })
        .expect(200);
      expect(updated.body.currency).toBe('EUR');
    });
  });

  describe('archive and unarchive', () => {
    it('archives with a timestamp, keeps it on a second archive, and unarchives', async () => {
      const company = await createCompany({ name: 'Sleepy AG', info: 'stays' });
      const archived = await api().put(`/api/v1/companies/${company.id}/archive`).expect(200);
      expect(archived.body).toEqual({
        ...company,
        active: false,
        archived_on: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const stored = await prisma.company.findUniqueOrThrow({ where: { id: company.id } });
      expect(stored.archivedAt).not.toBeNull();
      const again = await api().put(`/api/v1/companies/${company.id}/archive`).expect(200);
      expect(again.body.archived_on).toBe(archived.body.archived_on);
      const read = await api().get(`/api/v1/companies/${company.id}`).expect(200);
      expect(read.body).toEqual(again.body);
      const back = await api().put(`/api/v1/companies/${company.id}/unarchive`).expect(200);
      expect(back.body).toEqual({
        ...company,
        updated_at: expect.stringMatching(TIMESTAMP),
      });
    });

    it('leaves archived companies out of lists unless include_archived=true', async () => {
      const company = await createCompany({ name: 'Hidden AG' });
      await api().put(`/api/v1/companies/${company.id}/archive`).expect(200);
      expect(ids(await api().get(`/api/v1/companies?ids=${company.id}`).expect(200))).toEqual([]);
      const listed = await api()
        .get(`/api/v1/companies?ids=${company.id}&include_archived=true`)
        .expect(200);
      expect(listed.body).toEqual([expect.objectContaining({ id: company.id, active: false })]);
      const bad = await api().get('/api/v1/companies?include_archived=maybe').expect(422);
      expect(Object.keys(bad.body.errors)).toEqual(['include_archived']);
    });
  });

  describe('delete', () => {
    it('answers 200 with an empty JSON body, then 404', async () => {
      const company = await createCompany({ name: 'Gone AG' });
      const response = await api().delete(`/api/v1/companies/${company.id}`).expect(200);
      expect(response.text).toBe('');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      await api().get(`/api/v1/companies/${company.id}`).expect(404);
      await api().delete(`/api/v1/companies/${company.id}`).expect(404);
    });

    it('keeps its contacts, which lose the company', async () => {
      const company = await createCompany({ name: 'Contact Keeper AG' });
      const contact = await api()
        .post('/api/v1/contacts/people', { lastname: 'Stays', company_id: company.id })
        .expect(200);
      await api().delete(`/api/v1/companies/${company.id}`).expect(200);
      const read = await api().get(`/api/v1/contacts/people/${contact.body.id}`).expect(200);
      expect(read.body.company).toBeNull();
    });

    it('refuses with 422 while projects, deals, offers, invoices or purchases use it', async () => {
      const date = new Date('2026-03-01');
      const refer: Record<string, (companyId: number) => Promise<unknown>> = {
        projects: (companyId) =>
          prisma.project.create({
            data: {
              accountId: a.accountId,
              identifier: `P-${companyId}`,
              name: 'Project',
              companyId,
              currency: 'EUR',
            },
          }),
        deals: (companyId) =>
          prisma.deal.create({
            data: { accountId: a.accountId, name: 'Deal', companyId, currency: 'EUR' },
          }),
        offers: (companyId) =>
          prisma.offer.create({
            data: {
              accountId: a.accountId,
              identifier: `A-${companyId}`,
              date,
              dueDate: date,
              title: 'Offer',
              recipientAddress: 'Somewhere',
              currency: 'EUR',
              tax: 19,
              companyId,
            },
          }),
        invoices: (companyId) =>
          prisma.invoice.create({
            data: {
              accountId: a.accountId,
              date,
              dueDate: date,
              title: 'Invoice',
              recipientAddress: 'Somewhere',
              currency: 'EUR',
              tax: 19,
              customerId: companyId,
            },
          }),
        purchases: (companyId) =>
          prisma.purchase.create({
            data: {
              accountId: a.accountId,
              identifier: `E-${companyId}`,
              title: 'Purchase',
              date,
              paymentMethod: 'cash',
              currency: 'EUR',
              companyId,
            },
          }),
      };
      for (const [resource, create] of Object.entries(refer)) {
        const company = await createCompany({ name: `Used by ${resource}` });
        await create(company.id);
        const response = await api().delete(`/api/v1/companies/${company.id}`).expect(422);
        expect(response.body).toEqual({
          errors: [`Company cannot be deleted while it is used by ${resource}`],
        });
        await api().get(`/api/v1/companies/${company.id}`).expect(200);
      }
    });
  });
});

describe('/api/v1/companies lists', () => {
  let t: TestApp;
  let l: TestAccount;
  let prisma: PrismaClient;
  const made: Record<string, { id: number }> = {};

  const api = () => client(t.url, l.key);
  const list = async (query: string) =>
    ids(await api().get(`/api/v1/companies?${query}`).expect(200));

  beforeAll(async () => {
    t = await startTestApp();
    l = await createTestAccount(t.db.url, 'Lists');
    prisma = createPrismaClient(t.db.url, { max: 1 });
    const fields: { name: string; type: CustomFieldType; options?: string[] }[] = [
      { name: 'Branches', type: 'MultiSelect', options: ['Retail', 'Online', 'Wholesale'] },
      { name: 'Vip', type: 'Boolean' },
      { name: 'Since', type: 'Date' },
      { name: 'Segment', type: 'Select', options: ['SMB', 'Enterprise'] },
      { name: 'Note', type: 'String' },
    ];
    await prisma.customFieldDefinition.createMany({
      data: fields.map((field) => ({ ...field, accountId: l.accountId, entity: 'Company' })),
    });
    const rows: [string, object][] = [
      [
        'alpha',
        {
          type: 'customer',
          name: 'Alpha Retail AG',
          identifier: 'K-100',
          tags: ['vip', 'retail'],
          debit_number: 10001,
          vat_identifier: 'DE111111111',
          custom_properties: {
            Branches: ['Retail', 'Online'],
            Vip: true,
            Since: '2024-01-31',
            Segment: 'SMB',
            Note: 'Hello World',
          },
        },
      ],
      [
        'beta',
        {
          type: 'supplier',
          name: 'Beta 100% Supplies',
          tags: ['retail'],
          credit_number: 70001,
          custom_properties: { Branches: ['Retail'], Vip: false, Segment: 'Enterprise' },
        },
      ],
      ['gamma', { type: 'organization', name: 'Gamma e.V.', tags: ['vip'] }],
      ['delta', { type: 'customer', name: 'delta retail gmbh' }],
    ];
    for (const [key, body] of rows) {
      made[key] = (await api().post('/api/v1/companies', body).expect(200)).body;
    }
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link headers', async () => {
    const all = await list('');
    const page = await api().get('/api/v1/companies?per_page=2&page=2').expect(200);
    expect(page.headers['x-page']).toBe('2');
    expect(page.headers['x-per-page']).toBe('2');
    expect(page.headers['x-total']).toBe(String(all.length));
    expect(ids(page)).toEqual(all.slice(2, 4));
    expect(page.headers['link']).toContain('rel="prev"');
    expect(page.headers['link']).toContain('rel="first"');
    expect(page.headers['link']).toContain('rel="last"');
    expect(page.headers['link']).not.toContain('rel="next"');
    const first = await api().get('/api/v1/companies?per_page=2').expect(200);
    expect(first.headers['link']).toContain('page=2>; rel="next"');
    expect(await list('per_page=2&page=50')).toEqual([]);
  });

  it('sorts by name, type and id, ties broken by id', async () => {
    // Case order follows the database collation, so only the capitalised names are compared.
    const ascending = await list('sort_by=name');
    expect(ascending.filter((id) => id !== made.delta.id)).toEqual([
      made.alpha.id,
      made.beta.id,
      made.gamma.id,
    ]);
    expect(await list('sort_by=name desc')).toEqual([...ascending].reverse());
    expect(await list('sort_by=type')).toEqual([
      made.alpha.id,
      made.delta.id,
      made.beta.id,
      made.gamma.id,
    ]);
    expect(await list('sort_by=id desc')).toEqual(
      [made.alpha.id, made.beta.id, made.gamma.id, made.delta.id].reverse(),
    );
  });

  it('filters by type, tags (all of them) and term', async () => {
    expect(await list('type=customer')).toEqual([made.alpha.id, made.delta.id]);
    expect(await list('tags=retail')).toEqual([made.alpha.id, made.beta.id]);
    expect(await list('tags=vip,retail')).toEqual([made.alpha.id]);
    expect(await list('tags=unknown')).toEqual([]);
    expect(await list('term=RETAIL')).toEqual([made.alpha.id, made.delta.id]);
    expect(await list(`term=${encodeURIComponent('100%')}`)).toEqual([made.beta.id]);
    expect(await list(`term=${encodeURIComponent('%')}`)).toEqual([made.beta.id]);
    expect(await list('term=_')).toEqual([]);
  });

  it('filters by debit_number, credit_number and vat_identifier exactly', async () => {
    expect(await list('debit_number=10001')).toEqual([made.alpha.id]);
    expect(await list('debit_number=1000')).toEqual([]);
    expect(await list('credit_number=70001')).toEqual([made.beta.id]);
    expect(await list('vat_identifier=de111111111')).toEqual([made.alpha.id]);
    expect(await list('vat_identifier=DE11111')).toEqual([]);
  });

  it('filters by identifier exactly and sorts by it', async () => {
    await api().put(`/api/v1/companies/${made.gamma.id}`, { identifier: 'K-200' }).expect(200);
    expect(await list('identifier=K-100')).toEqual([made.alpha.id]);
    expect(await list('identifier=K-1')).toEqual([]);
    const sorted = await list('sort_by=identifier desc');
    expect(sorted.slice(0, 2)).toEqual([made.gamma.id, made.alpha.id]);
  });

  it('filters by ids, ignoring blanks', async () => {
    expect(await list(`ids=${made.gamma.id},,${made.alpha.id},`)).toEqual([
      made.alpha.id,
      made.gamma.id,
    ]);
  });

  it('filters by updated_after strictly, and every update bumps updated_at', async () => {
    await prisma.company.updateMany({
      where: { accountId: l.accountId },
      data: { updatedAt: new Date('2020-01-01T00:00:00Z') },
    });
    expect(await list('updated_after=2020-01-01T00:00:00Z')).toEqual([]);
    expect(await list('updated_after=2019-12-31T23:59:59Z')).toHaveLength(4);
    await api().put(`/api/v1/companies/${made.gamma.id}`, { phone: '1' }).expect(200);
    expect(await list('updated_after=2020-01-01T00:00:00Z')).toEqual([made.gamma.id]);
  });

  it('rejects bad list parameters with 422 naming each', async () => {
    const response = await api()
      .get(
        '/api/v1/companies?type=partner&debit_number=x&credit_number=1.5&sort_by=email&page=0&per_page=1001&ids=1,x&updated_after=yesterday',
      )
      .expect(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'credit_number',
      'debit_number',
      'ids',
      'page',
      'per_page',
      'sort_by',
      'type',
      'updated_after',
    ]);
  });

  describe('custom property filters', () => {
    const cp = (query: string) => list(query);

    it('rule 1: an unknown field yields an empty list, not an error', async () => {
      expect(await cp('custom_properties[Unknown]=x')).toEqual([]);
      expect(await cp('custom_properties[Note]=Hello%20World&custom_properties[Nope]=1')).toEqual(
        [],
      );
    });

    it('rule 2: MultiSelect matches one value among others, and all of several values', async () => {
      expect(await cp('custom_properties[Branches]=Retail')).toEqual([made.alpha.id, made.beta.id]);
      expect(await cp('custom_properties[Branches][]=Retail')).toEqual([
        made.alpha.id,
        made.beta.id,
      ]);
      expect(
        await cp('custom_properties[Branches][]=Retail&custom_properties[Branches][]=Online'),
      ).toEqual([made.alpha.id]);
      expect(
        await cp('custom_properties[Branches][]=Online&custom_properties[Branches][]=Wholesale'),
      ).toEqual([]);
    });

    it('rule 3: Boolean true or false; never-set fields match neither', async () => {
      expect(await cp('custom_properties[Vip]=true')).toEqual([made.alpha.id]);
      expect(await cp('custom_properties[Vip]=false')).toEqual([made.beta.id]);
      const bad = await api().get('/api/v1/companies?custom_properties[Vip]=yes').expect(422);
      expect(Object.keys(bad.body.errors)).toEqual(['custom_properties[Vip]']);
    });

    it('rule 4: Date in YYYY-MM-DD', async () => {
      expect(await cp('custom_properties[Since]=2024-01-31')).toEqual([made.alpha.id]);
      expect(await cp('custom_properties[Since]=2024-02-01')).toEqual([]);
      const bad = await api().get('/api/v1/companies?custom_properties[Since]=31.01.2024');
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['custom_properties[Since]']);
    });

    it('rule 5: Select and String match exactly, never partially', async () => {
      expect(await cp('custom_properties[Segment]=SMB')).toEqual([made.alpha.id]);
      expect(await cp('custom_properties[Segment]=SM')).toEqual([]);
      expect(await cp('custom_properties[Note]=Hello%20World')).toEqual([made.alpha.id]);
      expect(await cp('custom_properties[Note]=Hello')).toEqual([]);
      expect(await cp('custom_properties[Note]=hello%20world')).toEqual([]);
    });
  });

  describe('custom property values on writes', () => {
    it('checks values against the definitions and merges updates', async () => {
      const bad = await api()
        .post('/api/v1/companies', {
          type: 'customer',
          name: 'Bad Props',
          custom_properties: { Vip: 'maybe', Segment: 'Galactic', Since: '2024-13-01' },
        })
        .expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual([
        'custom_properties.Segment',
        'custom_properties.Since',
        'custom_properties.Vip',
      ]);
      const updated = await api()
        .put(`/api/v1/companies/${made.beta.id}`, {
          custom_properties: { Note: 'Added', Vip: null, Undefined: 'ignored' },
        })
        .expect(200);
      expect(updated.body.custom_properties).toEqual({
        Branches: ['Retail'],
        Segment: 'Enterprise',
        Note: 'Added',
      });
    });
  });
});
