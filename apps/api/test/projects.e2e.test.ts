import request from 'supertest';
import { createPrismaClient, type CustomFieldType, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
/** The two-digit year of identifiers made today by an account in Europe/Berlin (the default). */
const YY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: '2-digit' }).format(
  new Date(),
);

const ids = (body: { id: number }[]) => body.map((row) => row.id);

describe('/api/v1/projects', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  /** Fixtures of account a (customer, a second company, a contact of each, a user) and b. */
  let customer: { id: number; name: string };
  let otherCompany: { id: number };
  let contact: { id: number };
  let strangerContact: { id: number };
  let looseContact: { id: number };
  let leader: { id: number };
  let coLeader: { id: number };
  let deal: { id: number };
  let foreignCompany: { id: number };
  let foreignDeal: { id: number };
  let foreignUser: { id: number };
  let foreignContact: { id: number };

  const api = () => client(t.url, a.key);
  const minimal = () => ({ name: 'Relaunch', customer_id: customer.id, currency: 'EUR' });

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    customer = await prisma.company.create({
      data: { accountId: a.accountId, type: 'customer', name: 'Kunde AG' },
    });
    otherCompany = await prisma.company.create({
      data: { accountId: a.accountId, type: 'customer', name: 'Andere GmbH' },
    });
    contact = await prisma.contact.create({
      data: { accountId: a.accountId, companyId: customer.id, firstname: 'Bea', lastname: 'Bill' },
    });
    strangerContact = await prisma.contact.create({
      data: { accountId: a.accountId, companyId: otherCompany.id, lastname: 'Fremd' },
    });
    looseContact = await prisma.contact.create({
      data: { accountId: a.accountId, lastname: 'Privat' },
    });
    leader = await prisma.user.create({
      data: { accountId: a.accountId, firstname: 'Lea', lastname: 'Lead', email: 'lea@a.example' },
    });
    foreignCompany = await prisma.company.create({
      data: { accountId: b.accountId, type: 'customer', name: 'Beta Kunde' },
    });
    foreignUser = { id: b.userId };
    foreignContact = await prisma.contact.create({
      data: { accountId: b.accountId, companyId: foreignCompany.id, lastname: 'Beta' },
    });
    coLeader = await prisma.user.create({
      data: { accountId: a.accountId, firstname: 'Cora', lastname: 'Co', email: 'cora@a.example' },
    });
    deal = await prisma.deal.create({
      data: { accountId: a.accountId, name: 'Relaunch deal', currency: 'CHF' },
    });
    foreignDeal = await prisma.deal.create({
      data: { accountId: b.accountId, name: 'Beta deal', currency: 'EUR' },
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('access', () => {
    it('answers 401 without a key on every route', async () => {
      for (const call of [
        request(t.url).get('/api/v1/projects'),
        request(t.url).get('/api/v1/projects/1'),
        request(t.url).post('/api/v1/projects').send(minimal()),
        request(t.url).put('/api/v1/projects/1').send({ name: 'X' }),
        request(t.url).delete('/api/v1/projects/1'),
      ]) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('lets a read-only key read but answers 403 on every write', async () => {
      const project = await api().post('/api/v1/projects', minimal()).expect(200);
      const readOnly = client(t.url, a.readOnlyKey);
      await readOnly.get('/api/v1/projects').expect(200);
      await readOnly.get(`/api/v1/projects/${project.body.id}`).expect(200);
      for (const call of [
        readOnly.post('/api/v1/projects', minimal()),
        readOnly.put(`/api/v1/projects/${project.body.id}`, { name: 'X' }),
        readOnly.delete(`/api/v1/projects/${project.body.id}`),
      ]) {
        const response = await call.expect(403);
        expect(response.body).toEqual({ errors: ['Access denied'] });
      }
      await api().get(`/api/v1/projects/${project.body.id}`).expect(200);
    });

    it("answers another account's project exactly like a missing one", async () => {
      const theirs = await client(t.url, b.key)
        .post('/api/v1/projects', { name: 'Beta', customer_id: foreignCompany.id, currency: 'EUR' })
        .expect(200);
      const id = theirs.body.id as number;
      const missing = await api().get('/api/v1/projects/99999999').expect(404);
      expect(missing.body).toEqual({ message: 'Not found' });
      for (const call of [
        api().get(`/api/v1/projects/${id}`),
        api().put(`/api/v1/projects/${id}`, { name: 'Hijack' }),
        api().delete(`/api/v1/projects/${id}`),
      ]) {
        expect((await call.expect(404)).body).toEqual(missing.body);
      }
      await api().get('/api/v1/projects/abc').expect(404);
      expect((await api().get(`/api/v1/projects?ids=${id}`).expect(200)).body).toEqual([]);
      const still = await client(t.url, b.key).get(`/api/v1/projects/${id}`).expect(200);
      expect(still.body.name).toBe('Beta');
    });
  });

  describe('writes', () => {
    it('creates a project with every field and reads it back', async () => {
      const created = await api()
        .post('/api/v1/projects', {
          name: 'Website relaunch',
          identifier: 'X999',
          company_id: customer.id,
          currency: 'CHF',
          active: false,
          billable: false,
          fixed_price: true,
          retainer: true,
          start_date: '2026-01-01',
          finish_date: '2026-06-30',
          billing_variant: 'task',
          leader_id: leader.id,
          co_leader_id: coLeader.id,
          deal_id: deal.id,
          contact_id: contact.id,
          secondary_contact_id: looseContact.id,
          billing_contact_id: contact.id,
          hourly_rate: 150.555,
          billing_tax: 8.1,
          budget: 18200.004,
          budget_monthly: 1500,
          budget_expenses: 8200.5,
          billing_address: 'Kunde AG\nHauptstrasse 1\n8000 Zürich',
          billing_email_to: 'a@kunde.example; b@kunde.example',
          billing_email_cc: 'cc@kunde.example',
          invoice_emails_bcc: '',
          billing_notes: 'Quarterly',
          setting_include_time_report: true,
          info: 'Internal note',
          retainer_billing_date: 25,
          retainer_billing_title: 'Support',
          retainer_billing_description: 'Monthly support',
          color: '#2ECC71',
          tags: ['fixed', ' fixed ', 'web', ''],
          project_group_id: 5,
          extra: 'ignored',
        })
        .expect(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        identifier: expect.stringMatching(new RegExp(`^P${YY}\\d{4}$`)),
        name: 'Website relaunch',
        active: false,
        billable: false,
        fixed_price: true,
        retainer: true,
        start_date: '2026-01-01',
        finish_date: '2026-06-30',
        currency: 'CHF',
        billing_variant: 'task',
        billing_address: 'Kunde AG\nHauptstrasse 1\n8000 Zürich',
        billing_email_to: 'a@kunde.example;b@kunde.example',
        billing_email_cc: 'cc@kunde.example',
        invoice_emails_bcc: null,
        billing_notes: 'Quarterly',
        setting_include_time_report: true,
        budget: 18200,
        budget_monthly: 1500,
        budget_expenses: 8200.5,
        hourly_rate: 150.56,
        billing_tax: 8.1,
        info: 'Internal note',
        retainer_billing_date: 25,
        retainer_billing_title: 'Support',
        retainer_billing_description: 'Monthly support',
        color: '#2ECC71',
        customer_report_url: null,
        tags: ['fixed', 'web'],
        labels: ['fixed', 'web'],
        custom_properties: {},
        leader: { id: leader.id, firstname: 'Lea', lastname: 'Lead' },
        co_leader: { id: coLeader.id, firstname: 'Cora', lastname: 'Co' },
        customer: { id: customer.id, name: 'Kunde AG' },
        tasks: [],
        contracts: [],
        deal: { id: deal.id, name: 'Relaunch deal' },
        project_group: null,
        billing_contact: { id: contact.id, firstname: 'Bea', lastname: 'Bill' },
        contact: { id: contact.id, firstname: 'Bea', lastname: 'Bill' },
        secondary_contact: { id: looseContact.id, firstname: null, lastname: 'Privat' },
        archived_on: expect.stringMatching(TIMESTAMP),
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      const read = await api().get(`/api/v1/projects/${created.body.id}`).expect(200);
      expect(read.body).toEqual(created.body);
      const stored = await prisma.project.findUniqueOrThrow({ where: { id: created.body.id } });
      expect(stored.invoiceEmailsTo).toEqual(['a@kunde.example', 'b@kunde.example']);
      expect(stored.hourlyRate?.toString()).toBe('150.56');
      expect(stored.budget?.toString()).toBe('18200');
      expect(stored.archivedAt).not.toBeNull();
      expect(stored.coLeaderId).toBe(coLeader.id);
      expect(stored.dealId).toBe(deal.id);
    });

    it('accepts the aliases customer_id, invoice_emails_to/cc, labels and long billing variants', async () => {
      const created = await api()
        .post('/api/v1/projects', {
          name: 'Aliases',
          customer_id: customer.id,
          currency: 'EUR',
          invoice_emails_to: 'to@kunde.example',
          invoice_emails_cc: 'cc@kunde.example',
          labels: ['old'],
          billing_variant: 'billing_variant_rate_per_user',
        })
        .expect(200);
      expect(created.body).toMatchObject({
        customer: { id: customer.id, name: 'Kunde AG' },
        billing_email_to: 'to@kunde.example',
        billing_email_cc: 'cc@kunde.example',
        tags: ['old'],
        labels: ['old'],
        billing_variant: 'user',
      });
      expect(created.body).not.toHaveProperty('invoice_emails_to');
      // The reference's names win when a body carries both.
      const both = await api()
        .put(`/api/v1/projects/${created.body.id}`, {
          company_id: otherCompany.id,
          customer_id: customer.id,
          billing_email_to: 'new@kunde.example',
          invoice_emails_to: 'old@kunde.example',
          tags: ['new'],
          labels: ['old'],
        })
        .expect(200);
      expect(both.body).toMatchObject({
        customer: { id: otherCompany.id, name: 'Andere GmbH' },
        billing_email_to: 'new@kunde.example',
        tags: ['new'],
        labels: ['new'],
      });
    });

    it('fills defaults and nulls on a minimal create', async () => {
      const created = await api().post('/api/v1/projects', minimal()).expect(200);
      expect(created.body).toMatchObject({
        active: true,
        billable: true,
        fixed_price: false,
        retainer: false,
        start_date: null,
        finish_date: null,
        billing_variant: 'project',
        leader: null,
        co_leader: null,
        billing_contact: null,
        contact: null,
        secondary_contact: null,
        deal: null,
        project_group: null,
        hourly_rate: 0,
        billing_tax: 0,
        budget: null,
        budget_monthly: null,
        budget_expenses: null,
        billing_address: null,
        billing_email_to: null,
        billing_email_cc: null,
        invoice_emails_bcc: null,
        billing_notes: null,
        setting_include_time_report: false,
        info: null,
        retainer_billing_date: null,
        color: null,
        customer_report_url: null,
        tasks: [],
        contracts: [],
        custom_properties: {},
        tags: [],
        labels: [],
        archived_on: null,
      });
    });

    it('accepts a billing contact without a company', async () => {
      const created = await api()
        .post('/api/v1/projects', { ...minimal(), billing_contact_id: looseContact.id })
        .expect(200);
      expect(created.body.billing_contact).toEqual({
        id: looseContact.id,
        firstname: null,
        lastname: 'Privat',
      });
    });

    it('answers malformed fields with 422 naming them, never echoing values', async () => {
      const response = await api()
        .post('/api/v1/projects', {
          name: '',
          customer_id: 'four',
          currency: 'eur4711',
          active: 'yes',
          leader_id: 1.5,
          co_leader_id: 'x',
          deal_id: 0,
          hourly_rate: 'lots',
          billing_tax: 101,
          budget: -4711,
          billing_email_to: 'ok@example.com;not-an-address-4711',
          invoice_emails_to: 'ok@example.com;not-an-address-4711',
          billing_variant: 'hourly4711',
          start_date: '2026-02-30',
          retainer: 'no',
          retainer_billing_date: 32,
          color: 'red4711',
          tags: 'web',
          labels: 'web',
          custom_properties: [],
        })
        .expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual([
        'active',
        'billing_email_to',
        'billing_tax',
        'billing_variant',
        'budget',
        'co_leader_id',
        'color',
        'currency',
        'custom_properties',
        'customer_id',
        'deal_id',
        'hourly_rate',
        'invoice_emails_to',
        'labels',
        'leader_id',
        'name',
        'retainer',
        'retainer_billing_date',
        'start_date',
        'tags',
      ]);
      expect(JSON.stringify(response.body)).not.toContain('4711');
      const empty = await api().post('/api/v1/projects', {}).expect(422);
      expect(Object.keys(empty.body.errors).sort()).toEqual(['company_id', 'currency', 'name']);
    });

    it('answers references outside the account and foreign currencies with 422', async () => {
      const response = await api()
        .post('/api/v1/projects', {
          name: 'Foreign',
          company_id: foreignCompany.id,
          currency: 'USD',
          leader_id: foreignUser.id,
          co_leader_id: foreignUser.id,
          deal_id: foreignDeal.id,
          contact_id: foreignContact.id,
          secondary_contact_id: foreignContact.id,
          billing_contact_id: foreignContact.id,
        })
        .expect(422);
      expect(response.body).toEqual({
        errors: {
          currency: ['is not a currency of the account'],
          company_id: ['does not exist'],
          leader_id: ['does not exist'],
          co_leader_id: ['does not exist'],
          deal_id: ['does not exist'],
          contact_id: ['does not exist'],
          secondary_contact_id: ['does not exist'],
          billing_contact_id: ['does not exist'],
        },
      });
      const alias = await api()
        .post('/api/v1/projects', { ...minimal(), customer_id: foreignCompany.id })
        .expect(422);
      expect(alias.body).toEqual({ errors: { customer_id: ['does not exist'] } });
      const stranger = await api()
        .post('/api/v1/projects', { ...minimal(), billing_contact_id: strangerContact.id })
        .expect(422);
      expect(stranger.body).toEqual({
        errors: { billing_contact_id: ['must be a contact of the customer'] },
      });
    });

    it('updates only the fields sent, clears nullable ones with null and keeps the identifier', async () => {
      const created = await api()
        .post('/api/v1/projects', {
          ...minimal(),
          leader_id: leader.id,
          billing_contact_id: contact.id,
          hourly_rate: 100,
          budget: 5000,
          deal_id: deal.id,
          billing_email_to: 'x@kunde.example',
          info: 'Note',
          tags: ['a'],
        })
        .expect(200);
      const id = created.body.id as number;
      const updated = await api()
        .put(`/api/v1/projects/${id}`, {
          name: 'Renamed',
          identifier: 'P000000',
          leader_id: null,
          deal_id: null,
          hourly_rate: 99.994,
          budget: null,
          billing_email_to: null,
          info: null,
          billable: false,
        })
        .expect(200);
      expect(updated.body).toEqual({
        ...created.body,
        name: 'Renamed',
        leader: null,
        deal: null,
        hourly_rate: 99.99,
        budget: null,
        billing_email_to: null,
        info: null,
        billable: false,
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect((await api().get(`/api/v1/projects/${id}`).expect(200)).body).toEqual(updated.body);
      const nulls = await api()
        .put(`/api/v1/projects/${id}`, {
          name: null,
          customer_id: null,
          company_id: null,
          currency: null,
          retainer: null,
          billing_variant: null,
        })
        .expect(422);
      expect(Object.keys(nulls.body.errors).sort()).toEqual([
        'billing_variant',
        'company_id',
        'currency',
        'customer_id',
        'name',
        'retainer',
      ]);
      const bad = await api()
        .put(`/api/v1/projects/${id}`, { leader_id: foreignUser.id, currency: 'JPY' })
        .expect(422);
      expect(bad.body).toEqual({
        errors: {
          currency: ['is not a currency of the account'],
          leader_id: ['does not exist'],
        },
      });
    });

    it('checks the billing contact again when the customer changes under it', async () => {
      const created = await api()
        .post('/api/v1/projects', { ...minimal(), billing_contact_id: contact.id })
        .expect(200);
      const id = created.body.id as number;
      const moved = await api()
        .put(`/api/v1/projects/${id}`, { customer_id: otherCompany.id })
        .expect(422);
      expect(moved.body).toEqual({
        errors: { billing_contact_id: ['must be a contact of the customer'] },
      });
      const both = await api()
        .put(`/api/v1/projects/${id}`, {
          customer_id: otherCompany.id,
          billing_contact_id: strangerContact.id,
        })
        .expect(200);
      expect(both.body.customer).toEqual({ id: otherCompany.id, name: 'Andere GmbH' });
      expect(both.body.billing_contact.id).toBe(strangerContact.id);
    });

    it('re-rounds the rate on a currency change and refuses one once documents exist', async () => {
      await prisma.account.update({
        where: { id: a.accountId },
        data: { currencies: ['EUR', 'CHF', 'JPY'] },
      });
      const created = await api()
        .post('/api/v1/projects', { ...minimal(), hourly_rate: 120.5, budget: 999.5 })
        .expect(200);
      const id = created.body.id as number;
      const yen = await api().put(`/api/v1/projects/${id}`, { currency: 'JPY' }).expect(200);
      expect(yen.body).toMatchObject({ currency: 'JPY', hourly_rate: 121, budget: 1000 });
      await makeOffer(id, 'JPY');
      const refused = await api().put(`/api/v1/projects/${id}`, { currency: 'EUR' }).expect(422);
      expect(refused.body).toEqual({
        errors: { currency: ['cannot change while the project has offers, invoices or expenses'] },
      });
      await api().put(`/api/v1/projects/${id}`, { currency: 'JPY', name: 'Same' }).expect(200);
    });
    it('checks the schedule and the retainer rules of the reference', async () => {
      const reversed = await api()
        .post('/api/v1/projects', {
          ...minimal(),
          start_date: '2026-05-01',
          finish_date: '2026-04-30',
        })
        .expect(422);
      expect(reversed.body).toEqual({ errors: { finish_date: ['must not be before start_date'] } });
      // finish_date names one problem: the order comes before the retainer's month end.
      const reversedRetainer = await api()
        .post('/api/v1/projects', {
          ...minimal(),
          retainer: true,
          start_date: '2026-05-01',
          finish_date: '2026-04-29',
          budget_monthly: 1000,
        })
        .expect(422);
      expect(reversedRetainer.body).toEqual(reversed.body);
      const bare = await api()
        .post('/api/v1/projects', { ...minimal(), retainer: true })
        .expect(422);
      expect(bare.body).toEqual({
        errors: {
          start_date: ['is required for a retainer'],
          finish_date: ['is required for a retainer'],
          budget_monthly: ['is required for a retainer'],
        },
      });
      const midMonth = await api()
        .post('/api/v1/projects', {
          ...minimal(),
          retainer: true,
          start_date: '2026-01-15',
          finish_date: '2026-02-27',
          budget_monthly: 1000,
        })
        .expect(422);
      expect(midMonth.body).toEqual({
        errors: {
          start_date: ['must be the first day of a month for a retainer'],
          finish_date: ['must be the last day of a month for a retainer'],
        },
      });
      const leap = await api()
        .post('/api/v1/projects', {
          ...minimal(),
          retainer: true,
          start_date: '2028-01-01',
          finish_date: '2028-02-29',
          budget_monthly: 1000,
        })
        .expect(200);
      // The stored record as a whole is checked: clearing the monthly budget is refused.
      const cleared = await api()
        .put(`/api/v1/projects/${leap.body.id}`, { budget_monthly: null })
        .expect(422);
      expect(cleared.body).toEqual({ errors: { budget_monthly: ['is required for a retainer'] } });
      await api()
        .put(`/api/v1/projects/${leap.body.id}`, { retainer: false, budget_monthly: null })
        .expect(200);
    });

    it('stamps archived_on when deactivated and clears it when activated again', async () => {
      const created = await api().post('/api/v1/projects', minimal()).expect(200);
      const path = `/api/v1/projects/${created.body.id}`;
      const before = Date.now();
      const archived = await api().put(path, { active: false }).expect(200);
      expect(archived.body.active).toBe(false);
      const stamp = Date.parse(archived.body.archived_on);
      expect(stamp).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      // Staying archived keeps the first stamp.
      const again = await api().put(path, { active: false, name: 'Still archived' }).expect(200);
      expect(again.body.archived_on).toBe(archived.body.archived_on);
      const back = await api().put(path, { active: true }).expect(200);
      expect(back.body).toMatchObject({ active: true, archived_on: null });
      const stored = await prisma.project.findUniqueOrThrow({ where: { id: created.body.id } });
      expect(stored.archivedAt).toBeNull();
    });

    it('PATCHes one field and leaves the others as they were', async () => {
      const created = await api()
        .post('/api/v1/projects', {
          ...minimal(),
          leader_id: leader.id,
          budget: 100,
          info: 'Kept',
          color: '#abc',
        })
        .expect(200);
      const patched = await api()
        .patch(`/api/v1/projects/${created.body.id}`, { color: '#123456' })
        .expect(200);
      expect(patched.body).toEqual({
        ...created.body,
        color: '#123456',
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      await client(t.url, a.readOnlyKey)
        .patch(`/api/v1/projects/${created.body.id}`, { color: '#000' })
        .expect(403);
      const theirs = await client(t.url, b.key)
        .post('/api/v1/projects', { name: 'Beta', company_id: foreignCompany.id, currency: 'EUR' })
        .expect(200);
      const foreign = await api()
        .patch(`/api/v1/projects/${theirs.body.id}`, { color: '#000' })
        .expect(404);
      expect(foreign.body).toEqual({ message: 'Not found' });
      const bad = await api()
        .patch(`/api/v1/projects/${created.body.id}`, { color: 'blue' })
        .expect(422);
      expect(Object.keys(bad.body.errors)).toEqual(['color']);
    });

    it('embeds the tasks with the reference task fields, by id', async () => {
      const created = await api().post('/api/v1/projects', minimal()).expect(200);
      const id = created.body.id as number;
      const second = await prisma.projectTask.create({
        data: {
          accountId: a.accountId,
          projectId: id,
          name: 'Build',
          hourlyRate: '140',
          budget: '5000',
          description: 'Implementation',
        },
      });
      const first = await prisma.projectTask.create({
        data: { accountId: a.accountId, projectId: id, name: 'Design', billable: false },
      });
      const read = await api().get(`/api/v1/projects/${id}`).expect(200);
      expect(read.body.tasks).toEqual([
        {
          id: second.id,
          name: 'Build',
          billable: true,
          active: true,
          budget: 5000,
          hourly_rate: 140,
          description: 'Implementation',
        },
        {
          id: first.id,
          name: 'Design',
          billable: false,
          active: true,
          budget: null,
          hourly_rate: 0,
          description: null,
        },
      ]);
    });
  });

  let offerSequence = 0;
  async function makeOffer(projectId: number, currency = 'EUR') {
    await prisma.offer.create({
      data: {
        accountId: a.accountId,
        identifier: `T${++offerSequence}`,
        date: new Date('2026-01-10'),
        dueDate: new Date('2026-02-10'),
        title: 'Offer',
        recipientAddress: 'Kunde AG',
        currency,
        tax: '8.1',
        projectId,
      },
    });
  }

  describe('delete', () => {
    it('deletes a project with its tasks, answers 204 and leaves a tombstone', async () => {
      const created = await api().post('/api/v1/projects', minimal()).expect(200);
      const id = created.body.id as number;
      await prisma.projectTask.create({
        data: { accountId: a.accountId, projectId: id, name: 'T' },
      });
      const response = await api().delete(`/api/v1/projects/${id}`).expect(200);
      expect(response.text).toBe('');
      await api().get(`/api/v1/projects/${id}`).expect(404);
      await api().delete(`/api/v1/projects/${id}`).expect(404);
      const tombstone = await prisma.deletionTombstone.findFirst({
        where: { accountId: a.accountId, entityType: 'Project', entityId: id },
      });
      expect(tombstone?.deletedById).toBe(a.userId);
    });

    it('refuses with 422 while activities, expenses, offers or invoices refer to it', async () => {
      const use: Record<string, (projectId: number) => Promise<unknown>> = {
        activities: async (projectId) => {
          const task = await prisma.projectTask.create({
            data: { accountId: a.accountId, projectId, name: 'Work' },
          });
          return prisma.activity.create({
            data: {
              accountId: a.accountId,
              projectId,
              taskId: task.id,
              userId: a.userId,
              date: new Date('2026-01-05'),
              hours: '2',
            },
          });
        },
        expenses: (projectId) =>
          prisma.expense.create({
            data: {
              accountId: a.accountId,
              projectId,
              date: new Date('2026-01-05'),
              title: 'Hardware',
              currency: 'EUR',
            },
          }),
        offers: (projectId) => makeOffer(projectId),
        invoices: (projectId) =>
          prisma.invoice.create({
            data: {
              accountId: a.accountId,
              date: new Date('2026-01-10'),
              dueDate: new Date('2026-02-10'),
              title: 'Invoice',
              recipientAddress: 'Kunde AG',
              currency: 'EUR',
              tax: '8.1',
              customerId: customer.id,
              projectId,
            },
          }),
      };
      for (const [resource, attach] of Object.entries(use)) {
        const created = await api().post('/api/v1/projects', minimal()).expect(200);
        await attach(created.body.id);
        const response = await api().delete(`/api/v1/projects/${created.body.id}`).expect(422);
        expect(response.body).toEqual({
          errors: [`Project cannot be deleted while it has ${resource}`],
        });
        await api().get(`/api/v1/projects/${created.body.id}`).expect(200);
      }
    });
  });

  it('gives 30 concurrent creates 30 distinct, gap-free identifiers', async () => {
    const fresh = await createTestAccount(t.db.url, 'Numbering');
    const company = await prisma.company.create({
      data: { accountId: fresh.accountId, type: 'customer', name: 'Parallel AG' },
    });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client(t.url, fresh.key).post('/api/v1/projects', {
          name: `Parallel ${i}`,
          customer_id: company.id,
          currency: 'EUR',
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(200));
    const identifiers = responses.map((response) => response.body.identifier as string).sort();
    expect(identifiers).toEqual(
      Array.from({ length: 30 }, (_, i) => `P${YY}${String(i + 1).padStart(4, '0')}`),
    );
  });
});

describe('/api/v1/projects lists', () => {
  let t: TestApp;
  let l: TestAccount;
  let prisma: PrismaClient;
  const made: Record<string, { id: number; identifier: string }> = {};
  let first: { id: number };
  let second: { id: number };
  let leader: { id: number };

  const api = () => client(t.url, l.key);
  // Beta is archived: the lists below ask for archived projects too, unless a test says not.
  const list = async (query: string, archived = 'include_archived=true&') =>
    ids((await api().get(`/api/v1/projects?${archived}${query}`).expect(200)).body);

  beforeAll(async () => {
    t = await startTestApp();
    l = await createTestAccount(t.db.url, 'Lists');
    prisma = createPrismaClient(t.db.url, { max: 1 });
    first = await prisma.company.create({
      data: { accountId: l.accountId, type: 'customer', name: 'Erste AG' },
    });
    second = await prisma.company.create({
      data: { accountId: l.accountId, type: 'customer', name: 'Zweite AG' },
    });
    leader = await prisma.user.create({
      data: { accountId: l.accountId, firstname: 'L', lastname: 'Lead', email: 'l@l.example' },
    });
    const fields: { name: string; type: CustomFieldType; options?: string[] }[] = [
      { name: 'Phases', type: 'MultiSelect', options: ['Design', 'Build', 'Run'] },
      { name: 'Fixed', type: 'Boolean' },
      { name: 'Start', type: 'Date' },
      { name: 'Size', type: 'Select', options: ['S', 'L'] },
      { name: 'Note', type: 'String' },
    ];
    await prisma.customFieldDefinition.createMany({
      data: fields.map((field) => ({ ...field, accountId: l.accountId, entity: 'Project' })),
    });
    const rows: [string, object][] = [
      [
        'alpha',
        {
          name: 'Alpha',
          customer_id: first.id,
          leader_id: leader.id,
          tags: ['web', 'fixed'],
          custom_properties: {
            Phases: ['Design', 'Build'],
            Fixed: true,
            Start: '2026-01-31',
            Size: 'S',
            Note: 'Hello World',
          },
        },
      ],
      [
        'beta',
        {
          name: 'Beta',
          customer_id: second.id,
          active: false,
          tags: ['web'],
          custom_properties: { Phases: ['Build', 'Run'], Fixed: false, Size: 'L', Note: 'Hello' },
        },
      ],
      ['gamma', { name: 'Gamma', customer_id: second.id, leader_id: leader.id }],
    ];
    for (const [key, body] of rows) {
      const response = await api()
        .post('/api/v1/projects', { currency: 'EUR', ...body })
        .expect(200);
      made[key] = response.body;
    }
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('pages with X-Page, X-Per-Page, X-Total and Link headers', async () => {
    const page = await api()
      .get('/api/v1/projects?include_archived=true&per_page=1&page=2')
      .expect(200);
    expect(ids(page.body)).toEqual([made.beta.id]);
    expect(page.headers['x-page']).toBe('2');
    expect(page.headers['x-per-page']).toBe('1');
    expect(page.headers['x-total']).toBe('3');
    expect(page.headers['link']).toContain('page=3>; rel="next"');
    expect(page.headers['link']).toContain('page=1>; rel="prev"');
    expect(page.headers['link']).toContain('rel="first"');
    expect(page.headers['link']).toContain('page=3>; rel="last"');
    const last = await api()
      .get('/api/v1/projects?include_archived=true&per_page=1&page=3')
      .expect(200);
    expect(last.headers['link']).not.toContain('rel="next"');
    expect((await api().get('/api/v1/projects?page=9').expect(200)).body).toEqual([]);
  });

  it('filters by deal_id and retainer', async () => {
    const deal = await prisma.deal.create({
      data: { accountId: l.accountId, name: 'Deal', currency: 'EUR' },
    });
    await prisma.project.update({ where: { id: made.alpha.id }, data: { dealId: deal.id } });
    await prisma.project.update({ where: { id: made.gamma.id }, data: { retainer: true } });
    expect(await list(`deal_id=${deal.id}`)).toEqual([made.alpha.id]);
    expect(await list('retainer=true')).toEqual([made.gamma.id]);
    expect(await list('retainer=false')).toEqual([made.alpha.id, made.beta.id]);
    const bad = await api().get('/api/v1/projects?deal_id=x&retainer=perhaps').expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['deal_id', 'retainer']);
    await prisma.project.update({ where: { id: made.gamma.id }, data: { retainer: false } });
  });

  it('filters by customer_id (alias company_id), leader_id, active, identifier and tags', async () => {
    expect(await list(`customer_id=${first.id}`)).toEqual([made.alpha.id]);
    expect(await list(`company_id=${second.id}`)).toEqual([made.beta.id, made.gamma.id]);
    expect(await list(`customer_id=${first.id},${second.id}`)).toHaveLength(3);
    expect(await list(`leader_id=${leader.id}`)).toEqual([made.alpha.id, made.gamma.id]);
    expect(await list('active=false')).toEqual([made.beta.id]);
    expect(await list('active=true')).toEqual([made.alpha.id, made.gamma.id]);
    expect(await list(`identifier=${made.gamma.identifier}`)).toEqual([made.gamma.id]);
    expect(await list('identifier=P000000')).toEqual([]);
    expect(await list(`identifier=${made.alpha.identifier},${made.gamma.identifier}`)).toEqual([
      made.alpha.id,
      made.gamma.id,
    ]);
    expect(await list('tags=web')).toEqual([made.alpha.id, made.beta.id]);
    expect(await list('tags=web,fixed')).toEqual([made.alpha.id]);
  });

  it('leaves archived projects out unless include_archived or active asks for them', async () => {
    expect(await list('', '')).toEqual([made.alpha.id, made.gamma.id]);
    expect(await list('include_archived=false', '')).toEqual([made.alpha.id, made.gamma.id]);
    expect(await list('include_archived=true', '')).toHaveLength(3);
    expect(await list('active=false', '')).toEqual([made.beta.id]);
    const bad = await api().get('/api/v1/projects?include_archived=sometimes').expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['include_archived']);
  });

  it('answers each customer as its full company record with include_company', async () => {
    // An archived customer too: the project still names it.
    await prisma.company.update({ where: { id: second.id }, data: { active: false } });
    try {
      const plain = (await api().get('/api/v1/projects?include_archived=true').expect(200)).body;
      expect(plain[0].customer).toEqual({ id: first.id, name: 'Erste AG' });
      const full = (
        await api().get('/api/v1/projects?include_archived=true&include_company=true').expect(200)
      ).body as { id: number; customer: { id: number } }[];
      expect(full.map((project) => project.id)).toEqual(ids(plain));
      for (const project of full) {
        const company = (await api().get(`/api/v1/companies/${project.customer.id}`).expect(200))
          .body;
        expect(project.customer).toEqual(company);
      }
      expect(new Set(full.map((project) => project.customer.id))).toEqual(
        new Set([first.id, second.id]),
      );
      const bad = await api().get('/api/v1/projects?include_company=maybe').expect(422);
      expect(Object.keys(bad.body.errors)).toEqual(['include_company']);
    } finally {
      await prisma.company.update({ where: { id: second.id }, data: { active: true } });
    }
  });

  it('finds by term in the name, the identifier and the customer’s name', async () => {
    expect(await list('term=alph')).toEqual([made.alpha.id]);
    expect(await list(`term=${made.gamma.identifier.toLowerCase()}`)).toEqual([made.gamma.id]);
    const customer = await prisma.company.findUniqueOrThrow({ where: { id: second.id } });
    expect(await list(`term=${encodeURIComponent(customer.name.slice(1, 5))}`)).toEqual([
      made.beta.id,
      made.gamma.id,
    ]);
    expect(await list('term=100%25')).toEqual([]);
  });

  it('filters by the days projects were created and last changed', async () => {
    await prisma.project.update({
      where: { id: made.alpha.id },
      data: {
        createdAt: new Date('2026-01-10T23:30:00Z'),
        updatedAt: new Date('2026-02-01T00:00:00Z'),
      },
    });
    expect(await list('created_from=2026-01-10&created_to=2026-01-10')).toEqual([made.alpha.id]);
    expect(await list('created_to=2026-01-09')).toEqual([]);
    expect(await list('updated_from=2026-02-01&updated_to=2026-02-01')).toEqual([made.alpha.id]);
    const bad = await api()
      .get('/api/v1/projects?created_from=10.01.2026&updated_to=x')
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['created_from', 'updated_to']);
  });

  it('filters by ids and updated_after, sorts with sort_by and rejects bad parameters', async () => {
    expect(await list(`ids=${made.gamma.id},,${made.alpha.id}`)).toEqual([
      made.alpha.id,
      made.gamma.id,
    ]);
    await prisma.project.updateMany({
      where: { accountId: l.accountId },
      data: { updatedAt: new Date('2025-01-01T00:00:00Z') },
    });
    await api().put(`/api/v1/projects/${made.beta.id}`, { name: 'Beta 2' }).expect(200);
    expect(await list('updated_after=2025-06-01T00:00:00Z')).toEqual([made.beta.id]);
    expect(await list('updated_after=2025-01-01T00:00:00Z')).toEqual([made.beta.id]);
    expect(await list('updated_after=2024-12-31T23:59:59Z')).toHaveLength(3);
    expect(await list('sort_by=identifier desc')).toEqual([
      made.gamma.id,
      made.beta.id,
      made.alpha.id,
    ]);
    expect(await list('sort_by=name')).toEqual([made.alpha.id, made.beta.id, made.gamma.id]);
    const bad = await api()
      .get(
        '/api/v1/projects?ids=1,x&updated_after=yesterday&sort_by=hourly_rate&active=maybe&customer_id=a',
      )
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'active',
      'customer_id',
      'ids',
      'sort_by',
      'updated_after',
    ]);
  });

  it('filters by custom properties by the rules of the interface', async () => {
    const cp = (query: string) => list(query);
    expect(await cp('custom_properties[Unknown]=x')).toEqual([]);
    expect(await cp('custom_properties[Phases]=Build')).toEqual([made.alpha.id, made.beta.id]);
    expect(await cp('custom_properties[Phases][]=Build&custom_properties[Phases][]=Run')).toEqual([
      made.beta.id,
    ]);
    expect(await cp('custom_properties[Fixed]=true')).toEqual([made.alpha.id]);
    expect(await cp('custom_properties[Fixed]=false')).toEqual([made.beta.id]);
    expect(await cp('custom_properties[Start]=2026-01-31')).toEqual([made.alpha.id]);
    expect(await cp('custom_properties[Size]=L')).toEqual([made.beta.id]);
    expect(await cp('custom_properties[Note]=Hello')).toEqual([made.beta.id]);
    expect(await cp('custom_properties[Note]=Hell')).toEqual([]);
    const bad = await api()
      .get('/api/v1/projects?custom_properties[Fixed]=yes&custom_properties[Start]=31.01.2026')
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'custom_properties[Fixed]',
      'custom_properties[Start]',
    ]);
  });

  it('checks custom property values on writes and merges them on update', async () => {
    const bad = await api()
      .post('/api/v1/projects', {
        name: 'Bad',
        customer_id: first.id,
        currency: 'EUR',
        custom_properties: { Size: 'XXL', Fixed: 'nope', Undefined: 'ignored' },
      })
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'custom_properties.Fixed',
      'custom_properties.Size',
    ]);
    const updated = await api()
      .put(`/api/v1/projects/${made.gamma.id}`, {
        custom_properties: { Size: 'S', Undefined: 'ignored' },
      })
      .expect(200);
    expect(updated.body.custom_properties).toEqual({ Size: 'S' });
    const merged = await api()
      .put(`/api/v1/projects/${made.gamma.id}`, { custom_properties: { Note: 'x', Size: null } })
      .expect(200);
    expect(merged.body.custom_properties).toEqual({ Note: 'x' });
  });
});
