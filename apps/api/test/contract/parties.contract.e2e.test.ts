import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { ContractChecker } from './contract-checker';
import { PARTIES_CONTRACT } from './schemas/parties.schemas';

describe('contract: companies, contact people, users', () => {
  const checker = new ContractChecker(PARTIES_CONTRACT);
  let t: TestApp;
  let a: TestAccount;
  let prisma: PrismaClient;
  let salesVatId: number;
  let purchaseVatId: number;
  let userId: number;
  let companyId: number;
  let contactId: number;

  const api = () => client(t.url, a.key);

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Contract Parties');
    prisma = createPrismaClient(t.db.url, { max: 1 });
    salesVatId = (
      await prisma.vatCodeSale.create({
        data: {
          accountId: a.accountId,
          code: 'UST19',
          description: 'Umsatzsteuer 19 %',
          tax: '19',
          noticeTaxExemption: 'Steuerfrei',
          noticeTaxExemptionAlt: 'Tax exempt',
          creditAccount: '8400',
        },
      })
    ).id;
    purchaseVatId = (
      await prisma.vatCodePurchase.create({
        data: { accountId: a.accountId, code: 'VST19', tax: '19', creditAccount: '1576' },
      })
    ).id;
    await prisma.customFieldDefinition.createMany({
      data: [
        { accountId: a.accountId, entity: 'Company', name: 'Branch', type: 'String' },
        { accountId: a.accountId, entity: 'Contact', name: 'Newsletter', type: 'Boolean' },
        { accountId: a.accountId, entity: 'User', name: 'Shirt size', type: 'String' },
      ],
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('users: create, read, list, update', async () => {
    const created = await api()
      .post('/api/v1/users', {
        firstname: 'Erika',
        lastname: 'Beispiel',
        email: 'erika@faktura.example',
        extern: true,
        work_phone: '+49 30 1234567',
        mobile_phone: '+49 171 1234567',
        home_address: 'Gartenweg 2\n10115 Berlin',
        info: 'Freelance designer',
        bday: '1985-06-15',
        iban: 'DE89 3704 0044 0532 0130 00',
        credit_number: '70010',
        tags: ['design'],
        custom_properties: { 'Shirt size': 'M' },
      })
      .expect(200);
    checker.check('POST /users', created);
    userId = created.body.id;
    checker.check('GET /users/{id}', await api().get(`/api/v1/users/${userId}`));
    checker.check('GET /users', await api().get('/api/v1/users'));
    checker.check('PUT /users/{id}', await api().put(`/api/v1/users/${userId}`, { info: 'Lead' }));
    checker.check(
      'PATCH /users/{id}',
      await api().patch(`/api/v1/users/${userId}`, { mobile_phone: '+49 171 7654321' }),
    );
  });

  it('companies: create, read, list, update, archive, unarchive', async () => {
    const created = await api()
      .post('/api/v1/companies', {
        type: 'customer',
        identifier: 'K-1001',
        name: 'Beispiel GmbH',
        website: 'https://beispiel.example',
        email: 'info@beispiel.example',
        billing_email_cc: 'buchhaltung@beispiel.example',
        phone: '+49 30 000000',
        fax: '+49 30 000001',
        address: 'Beispiel GmbH\nHauptstr. 1\n10115 Berlin',
        country_code: 'DE',
        vat_identifier: 'DE123456789',
        alternative_correspondence_language: true,
        tags: ['key-account'],
        user_id: userId,
        info: 'Pays reliably',
        footer: 'Thank you for your business',
        custom_properties: { Branch: 'Retail' },
        currency: 'EUR',
        customer_vat_code_id: salesVatId,
        supplier_vat_code_id: purchaseVatId,
        default_invoice_due_days: 14,
        invoice_format: 'zugferd_x_invoice',
        default_payment_means: 'credit_transfer',
        iban: 'DE89370400440532013000',
        bank_bic: 'COBADEFFXXX',
        bank_owner: 'Beispiel GmbH',
        debit_number: 10001,
        credit_number: 70001,
        peppol_id: '0088:4000001123452',
        billing_notes: 'Order number required',
        invoice_emails_to: 'billing@beispiel.example',
        invoice_emails_bcc: 'archive@beispiel.example',
        offer_emails_to: 'sales@beispiel.example',
        offer_emails_cc: 'cc@beispiel.example',
        offer_emails_bcc: 'archive@beispiel.example',
      })
      .expect(200);
    checker.check('POST /companies', created);
    companyId = created.body.id;
    await prisma.project.create({
      data: {
        accountId: a.accountId,
        identifier: 'P260001',
        name: 'Website relaunch',
        companyId,
        currency: 'EUR',
      },
    });
    const read = await api().get(`/api/v1/companies/${companyId}`);
    checker.check('GET /companies/{id}', read);
    expect(read.body.projects).toHaveLength(1);
    checker.check('GET /companies', await api().get('/api/v1/companies'));
    checker.check(
      'PUT /companies/{id}',
      await api().put(`/api/v1/companies/${companyId}`, { info: 'Pays late' }),
    );
    checker.check(
      'PATCH /companies/{id}',
      await api().patch(`/api/v1/companies/${companyId}`, { fax: null }),
    );
    const archived = await api().put(`/api/v1/companies/${companyId}/archive`);
    checker.check('PUT /companies/{id}/archive', archived);
    expect(archived.body.archived_on).not.toBeNull();
    checker.check(
      'PUT /companies/{id}/unarchive',
      await api().put(`/api/v1/companies/${companyId}/unarchive`),
    );
  });

  it('contact people: create, read, list, update', async () => {
    const created = await api()
      .post('/api/v1/contacts/people', {
        gender: 'F',
        firstname: 'Anna',
        lastname: 'Muster',
        title: 'Dr.',
        job_position: 'CFO',
        mobile_phone: '+49 171 0000000',
        work_email: 'anna@beispiel.example',
        work_phone: '+49 30 000002',
        work_fax: '+49 30 000003',
        work_address: 'Hauptstr. 1\n10115 Berlin',
        home_email: 'anna@home.example',
        home_address: 'Nebenweg 5\n10115 Berlin',
        birthday: '1980-02-29',
        salutation: 'Liebe Anna',
        info: 'Prefers e-mail',
        company_id: companyId,
        user_id: userId,
        tags: ['finance'],
        custom_properties: { Newsletter: true },
        default_invoice_recipient: true,
      })
      .expect(200);
    checker.check('POST /contacts/people', created);
    contactId = created.body.id;
    checker.check(
      'GET /contacts/people/{id}',
      await api().get(`/api/v1/contacts/people/${contactId}`),
    );
    checker.check('GET /contacts/people', await api().get('/api/v1/contacts/people'));
    checker.check(
      'PUT /contacts/people/{id}',
      await api().put(`/api/v1/contacts/people/${contactId}`, { job_position: 'CEO' }),
    );
    checker.check(
      'PATCH /contacts/people/{id}',
      await api().patch(`/api/v1/contacts/people/${contactId}`, { title: null }),
    );
  });

  it('deletes a contact, an unused company and a user without history', async () => {
    checker.check(
      'DELETE /contacts/people/{id}',
      await api().delete(`/api/v1/contacts/people/${contactId}`),
    );
    const unused = await api()
      .post('/api/v1/companies', { type: 'supplier', name: 'Einmal AG' })
      .expect(200);
    checker.check(
      'DELETE /companies/{id}',
      await api().delete(`/api/v1/companies/${unused.body.id}`),
    );
    checker.check('DELETE /users/{id}', await api().delete(`/api/v1/users/${userId}`));
  });

  it('checked every operation of the group', () => expect(checker.unchecked()).toEqual([]));
});
