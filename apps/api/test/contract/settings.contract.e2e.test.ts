import { createHash } from 'node:crypto';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { SETTINGS_CONTRACT } from './schemas/settings.schemas';

describe('contract: VAT codes, revenue categories, custom properties, letter papers', () => {
  const checker = new ContractChecker(SETTINGS_CONTRACT);
  let t: TestApp;
  let prisma: PrismaClient;
  let a: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 1 });
    a = await createTestAccount(t.db.url, 'Alpha');
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  const api = () => client(t.url, a.key);
  const created = async (call: PromiseLike<{ status: number; body: { id: number } }>) => {
    const response = await call;
    expect(response.status).toBe(200);
    return response.body;
  };

  it('sales VAT codes', async () => {
    await created(
      api().post('/api/v1/vat_code_sales', {
        code: 'UST19',
        description: 'Umsatzsteuer 19 %',
        tax: 19,
        credit_account: '8400',
      }),
    );
    const reverse = await created(
      api().post('/api/v1/vat_code_sales', {
        code: 'RC0',
        description: 'Reverse charge',
        tax: 0,
        reverse_charge: true,
        print_gross_total: false,
        notice_tax_exemption: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG).',
        notice_tax_exemption_alt: 'Reverse charge: the recipient is liable for the VAT.',
        credit_account: '8337',
      }),
    );
    checker.check('GET /vat_code_sales', await api().get('/api/v1/vat_code_sales'));
    checker.check(
      'GET /vat_code_sales/{id}',
      await api().get(`/api/v1/vat_code_sales/${reverse.id}`),
    );
  });

  it('purchase VAT codes', async () => {
    await created(
      api().post('/api/v1/vat_code_purchases', {
        code: 'VSt19',
        description: 'Vorsteuer 19 %',
        tax: 19,
        credit_account: '1576',
      }),
    );
    const intra = await created(
      api().post('/api/v1/vat_code_purchases', {
        code: 'IG19',
        description: 'Innergemeinschaftlicher Erwerb 19 %',
        tax: 19,
        intra_eu: true,
      }),
    );
    checker.check('GET /vat_code_purchases', await api().get('/api/v1/vat_code_purchases'));
    checker.check(
      'GET /vat_code_purchases/{id}',
      await api().get(`/api/v1/vat_code_purchases/${intra.id}`),
    );
  });

  it('revenue categories', async () => {
    const path = '/api/v1/revenue_categories';
    const body = {
      name: 'Entwicklung',
      revenue_account: 8400,
      cost_category: 'KOST1',
      assignment_kind: 'only_tasks',
    };
    const response = await api().post(path, body);
    checker.check('POST /revenue_categories', response);
    const id = (response.body as { id: number }).id;
    await created(api().post(path, { name: 'Hosting', revenue_account: 8410 }));
    checker.check('GET /revenue_categories', await api().get(path));
    checker.check('GET /revenue_categories/{id}', await api().get(`${path}/${id}`));
    checker.check(
      'PUT /revenue_categories/{id}',
      await api().put(`${path}/${id}`, { ...body, cost_category: 'KOST2' }),
    );
    checker.check(
      'PATCH /revenue_categories/{id}',
      await api().patch(`${path}/${id}`, { assignment_kind: 'tasks_and_expenses' }),
    );
    checker.check('DELETE /revenue_categories/{id}', await api().delete(`${path}/${id}`));
  });

  it('custom properties', async () => {
    const path = '/api/v1/account/custom_properties';
    const body = {
      name: 'Campaign',
      kind: 'Select',
      entity: 'Offer',
      defaults: ['Spring', 'Autumn'],
      placeholder: 'Campaign of the offer',
      placeholder_alt: 'Kampagne',
      print_on_invoice: false,
      print_on_offer: true,
      print_on_timesheet: false,
      notification_enabled: true,
      api_only: false,
    };
    const response = await api().post(path, body);
    checker.check('POST /account/custom_properties', response);
    const id = (response.body as { id: number }).id;
    await created(api().post(path, { name: 'Team', kind: 'String', entity: 'User' }));
    checker.check('GET /account/custom_properties', await api().get(path));
    checker.check('GET /account/custom_properties/{id}', await api().get(`${path}/${id}`));
    checker.check(
      'PUT /account/custom_properties/{id}',
      await api().put(`${path}/${id}`, { ...body, defaults: ['Spring', 'Summer', 'Autumn'] }),
    );
    checker.check(
      'PATCH /account/custom_properties/{id}',
      await api().patch(`${path}/${id}`, { placeholder_alt: null, api_only: true }),
    );
    checker.check('DELETE /account/custom_properties/{id}', await api().delete(`${path}/${id}`));
  });

  it('letter papers', async () => {
    const paper = await created(
      api().post('/api/v1/letter_papers', {
        name: 'Letterhead',
        template: '<header>Alpha AG, Hauptstrasse 1, 8000 Zürich</header>',
      }),
    );
    const data = Buffer.from('%PDF-1.4 letterhead background');
    const file = await prisma.storedFile.create({
      data: {
        accountId: a.accountId,
        filename: 'letterhead.pdf',
        contentType: 'application/pdf',
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data: new Uint8Array(data),
      },
    });
    await prisma.letterPaper.update({ where: { id: paper.id }, data: { fileId: file.id } });
    const list = await api().get('/api/v1/letter_papers');
    checker.check('GET /letter_papers', list);
    // White (no template, no file) and the letterhead (both) are checked against one schema.
    const byName = new Map(
      (list.body as { name: string; file: string | null }[]).map((row) => [row.name, row]),
    );
    expect(byName.get('White')?.file).toBeNull();
    expect(byName.get('Letterhead')?.file).toEqual(expect.any(String));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
