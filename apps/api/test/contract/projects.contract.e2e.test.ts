import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from '../support/test-accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { Clock } from '../../src/platform/clock';
import { createCustomerProject } from '../support/project-fixtures';
import { ContractChecker } from './contract-checker';
import { PROJECTS_CONTRACT } from './schemas/projects.schemas';

/**
 * Every operation of projects, project tasks, deals, activities and project expenses against the
 * reference's records, with realistic bodies: optional fields filled and references set, so
 * nested objects are checked, not just their null.
 */
describe('contract: projects, tasks, deals, activities, expenses', () => {
  let t: TestApp;
  let a: TestAccount;
  let prisma: PrismaClient;
  const checker = new ContractChecker(PROJECTS_CONTRACT);
  const api = () => client(t.url, a.key);
  /** Records of other features, made in the database. */
  const refs: Record<string, number> = {};
  let dealId: number;
  let projectId: number;
  let taskId: number;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Contract');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    const { accountId } = a;
    const company = await prisma.company.create({
      data: { accountId, type: 'customer', name: 'Beispiel AG' },
    });
    const person = (firstname: string, lastname: string) =>
      prisma.contact.create({ data: { accountId, companyId: company.id, firstname, lastname } });
    const user = (firstname: string, email: string) =>
      prisma.user.create({ data: { accountId, firstname, lastname: 'Muster', email } });
    refs.company = company.id;
    refs.contact = (await person('Max', 'Muster')).id;
    refs.secondContact = (await person('Meike', 'Muster')).id;
    refs.billingContact = (await person('Maxine', 'Muster')).id;
    refs.leader = (await user('Michael', 'michael@contract.example')).id;
    refs.coLeader = (await user('Mia', 'mia@contract.example')).id;
    refs.category = (
      await prisma.revenueCategory.create({
        data: { accountId, name: 'Consulting', revenueAccount: 8400, costCategory: 'KST-1' },
      })
    ).id;
    await prisma.customFieldDefinition.createMany({
      data: (['Project', 'Deal', 'Expense'] as const).map((entity) => ({
        accountId,
        entity,
        name: 'Source',
        type: 'String' as const,
      })),
    });
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('deals', async () => {
    const created = await api().post('/api/v1/deals', {
      name: 'Website Relaunch',
      status: 'pending',
      money: 45000,
      currency: 'EUR',
      company_id: refs.company,
      person_id: refs.contact,
      user_id: refs.leader,
      reminder_date: '2026-04-05',
      info: 'Proposal sent, waiting for legal review.',
      service_period_from: '2026-04-01',
      service_period_to: '2026-06-30',
      tags: ['Relaunch'],
      custom_properties: { Source: 'Event' },
    });
    checker.check('POST /deals', created);
    dealId = created.body.id;
    checker.check('GET /deals', await api().get('/api/v1/deals'));
    checker.check('GET /deals/{id}', await api().get(`/api/v1/deals/${dealId}`));
    const won = { status: 'won', closed_on: '2026-05-02' };
    checker.check('PUT /deals/{id}', await api().put(`/api/v1/deals/${dealId}`, won));
    checker.check(
      'PATCH /deals/{id}',
      await api().patch(`/api/v1/deals/${dealId}`, { customer_id: refs.company }),
    );
    const spare = await api().post('/api/v1/deals', { name: 'Spare', currency: 'EUR' });
    checker.check('DELETE /deals/{id}', await api().delete(`/api/v1/deals/${spare.body.id}`));
  });

  it('projects', async () => {
    const created = await api().post('/api/v1/projects', {
      name: 'Website Support',
      company_id: refs.company,
      currency: 'EUR',
      deal_id: dealId,
      leader_id: refs.leader,
      co_leader_id: refs.coLeader,
      contact_id: refs.contact,
      secondary_contact_id: refs.secondContact,
      billing_contact_id: refs.billingContact,
      fixed_price: true,
      retainer: true,
      start_date: '2026-01-01',
      finish_date: '2026-12-31',
      billing_variant: 'task',
      hourly_rate: 150,
      budget: 18200,
      budget_monthly: 1500,
      budget_expenses: 8200,
      billing_address: 'Beispiel AG\nBeispielstrasse 1\n8000 Zürich',
      billing_email_to: 'project@beispiel.example',
      billing_email_cc: 'project-cc@beispiel.example',
      invoice_emails_bcc: 'archive@beispiel.example',
      billing_notes: 'Billed yearly',
      setting_include_time_report: true,
      info: 'Support contract',
      retainer_billing_date: 25,
      retainer_billing_title: 'Support {month}',
      retainer_billing_description: 'Monthly support',
      color: '#CCCC00',
      tags: ['Print', 'Digital'],
      custom_properties: { Source: 'Referral' },
    });
    checker.check('POST /projects', created);
    projectId = created.body.id;
  });

  it('project tasks', async () => {
    const tasks = `/api/v1/projects/${projectId}/tasks`;
    const created = await api().post(tasks, {
      name: 'Project Management',
      description: 'Coordination and reporting',
      hourly_rate: 140,
      budget: 5000,
      revenue_category_id: refs.category,
    });
    checker.check('POST /projects/{project_id}/tasks', created);
    taskId = created.body.id;
    checker.check('GET /projects/{project_id}/tasks', await api().get(tasks));
    checker.check('GET /projects/{project_id}/tasks/{id}', await api().get(`${tasks}/${taskId}`));
    checker.check(
      'PUT /projects/{project_id}/tasks/{id}',
      await api().put(`${tasks}/${taskId}`, { budget: 5500, billable: true }),
    );
    checker.check(
      'PATCH /projects/{project_id}/tasks/{id}',
      await api().patch(`${tasks}/${taskId}`, { description: 'Coordination' }),
    );
    const spare = await api().post(tasks, { name: 'Spare' });
    checker.check(
      'DELETE /projects/{project_id}/tasks/{id}',
      await api().delete(`${tasks}/${spare.body.id}`),
    );
  });

  it('projects, read and changed with their tasks', async () => {
    checker.check('GET /projects', await api().get('/api/v1/projects'));
    checker.check('GET /projects/{id}', await api().get(`/api/v1/projects/${projectId}`));
    checker.check(
      'PUT /projects/{id}',
      await api().put(`/api/v1/projects/${projectId}`, { budget: 19000, info: 'Renewed' }),
    );
    const archived = await api().patch(`/api/v1/projects/${projectId}`, { active: false });
    checker.check('PATCH /projects/{id}', archived);
    expect(archived.body.archived_on).not.toBeNull();
    await api().patch(`/api/v1/projects/${projectId}`, { active: true }).expect(200);
    const spare = await api().post('/api/v1/projects', {
      name: 'Spare',
      company_id: refs.company,
      currency: 'EUR',
    });
    checker.check('DELETE /projects/{id}', await api().delete(`/api/v1/projects/${spare.body.id}`));
  });

  it('activities', async () => {
    const created = await api().post('/api/v1/activities', {
      date: '2026-03-21',
      project_id: projectId,
      task_id: taskId,
      seconds: 9000,
      description: 'Workshop preparation',
      billable: true,
      tag: 'consulting',
      remote_service: 'jira',
      remote_id: 'PROJ-123',
      remote_url: 'https://jira.example.com/browse/PROJ-123',
    });
    checker.check('POST /activities', created);
    const path = `/api/v1/activities/${created.body.id}`;
    checker.check('GET /activities', await api().get('/api/v1/activities'));
    checker.check('GET /activities/{id}', await api().get(path));
    checker.check('PUT /activities/{id}', await api().put(path, { seconds: 7200 }));
    checker.check('PATCH /activities/{id}', await api().patch(path, { tag: 'workshop' }));
    checker.check('DELETE /activities/{id}', await api().delete(path));
  });

  it('activities in bulk, disregarded, with billable seconds and timers', async () => {
    // The timer starts only on an activity of today: the app's clock says which day that is.
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    clock.mockReturnValue(new Date('2026-03-21T09:00:00Z'));
    const entry = { date: '2026-03-21', project_id: projectId, task_id: taskId };
    const bulk = await api().post('/api/v1/activities/bulk', {
      activities: [
        { ...entry, seconds: 3600, description: 'Workshop', tag: 'consulting' },
        { ...entry, hours: 0.5, billable: false, remote_service: 'jira', remote_id: 'PROJ-7' },
      ],
    });
    checker.check('POST /activities/bulk', bulk);
    const [first, second] = bulk.body as { id: number }[];
    const path = `/api/v1/activities/${first.id}`;
    checker.check(
      'PATCH /activities/{id}/billable_seconds',
      await api().patch(`${path}/billable_seconds`, { seconds: 1800 }),
    );
    checker.check('PATCH /activities/{id}/start_timer', await api().patch(`${path}/start_timer`));
    clock.mockReturnValue(new Date('2026-03-21T09:25:00Z'));
    const stopped = await api().patch(`${path}/stop_timer`);
    checker.check('PATCH /activities/{id}/stop_timer', stopped);
    expect(stopped.body).toMatchObject({ seconds: 3300, worked_seconds: 5100 });
    checker.check(
      'POST /activities/disregard',
      await api().post('/api/v1/activities/disregard', {
        company_id: refs.company,
        project_id: projectId,
        reason: 'Included in the fixed price',
        activity_ids: [second.id],
      }),
    );
    clock.mockRestore();
  });

  it('project expenses, one assigned from a purchase item', async () => {
    const expenses = `/api/v1/projects/${projectId}/expenses`;
    const created = await api().post(expenses, {
      date: '2026-03-18',
      title: 'Hosting March',
      description: 'Dedicated cloud hosting',
      quantity: 1,
      unit: 'month',
      unit_price: 180,
      unit_cost: 120,
      billable: true,
      budget_relevant: true,
      purchase_assignment_locked: false,
      cost_total_planned: 120,
      planned_purchase_date: '2026-03-20',
      service_period_from: '2026-03-01',
      service_period_to: '2026-03-31',
      service_period: 'March 2026',
      user_id: refs.leader,
      revenue_category_id: refs.category,
      custom_properties: { Source: 'Cloud AG' },
    });
    checker.check('POST /projects/{project_id}/expenses', created);
    const path = `${expenses}/${created.body.id}`;
    const purchase = await seedPurchase();
    await api()
      .post(`/api/v1/purchases/${purchase.id}/assign_to_project`, {
        item_id: purchase.itemId,
        project_id: projectId,
        expense_id: created.body.id,
      })
      .expect(200);
    const read = await api().get(path);
    checker.check('GET /projects/{project_id}/expenses/{id}', read);
    expect(read.body.purchase_items).toHaveLength(1);
    checker.check('GET /projects/{project_id}/expenses', await api().get(expenses));
    checker.check(
      'PUT /projects/{project_id}/expenses/{id}',
      await api().put(path, { quantity: 2, purchase_assignment_locked: true }),
    );
    checker.check(
      'PATCH /projects/{project_id}/expenses/{id}',
      await api().patch(path, { title: 'Hosting March and April' }),
    );
    const spare = await api().post(expenses, {
      date: '2026-03-19',
      title: 'Spare',
      quantity: 1,
      unit_price: 10,
    });
    checker.check(
      'DELETE /projects/{project_id}/expenses/{id}',
      await api().delete(`${expenses}/${spare.body.id}`),
    );
  });

  /** A purchase with a PDF document and one item, as the purchases feature stores them. */
  async function seedPurchase(): Promise<{ id: number; itemId: number }> {
    const { accountId } = a;
    const vat = await prisma.vatCodePurchase.create({ data: { accountId, code: 'V19', tax: 19 } });
    const file = await prisma.storedFile.create({
      data: {
        accountId,
        filename: 'hosting.pdf',
        contentType: 'application/pdf',
        size: 5,
        sha256: '0'.repeat(64),
        data: new Uint8Array(Buffer.from('%PDF-')),
      },
    });
    const purchase = await prisma.purchase.create({
      data: {
        accountId,
        identifier: 'E260001',
        title: 'Cloud hosting',
        date: new Date('2026-03-18'),
        paymentMethod: 'bank_transfer',
        currency: 'EUR',
        documentFileId: file.id,
        items: {
          create: {
            accountId,
            sortOrder: 0,
            title: 'Hosting March',
            netTotal: '120',
            taxTotal: '22.8',
            grossTotal: '142.8',
            tax: 19,
            vatCodeId: vat.id,
          },
        },
      },
      include: { items: true },
    });
    return { id: purchase.id, itemId: purchase.items[0].id };
  }

  it('projects archived, unarchived and put into a project group, with a contract', async () => {
    const project = `/api/v1/projects/${projectId}`;
    await api().post(`${project}/contracts`, { user_id: refs.leader, budget: 2000 }).expect(200);
    checker.check('PUT /projects/{id}/archive', await api().put(`${project}/archive`));
    checker.check('PUT /projects/{id}/unarchive', await api().put(`${project}/unarchive`));
    const group = await api().post('/api/v1/projects/groups', { name: 'Programme' }).expect(200);
    const assigned = await api().put(`${project}/assign_project_group`, {
      project_group_id: group.body.id,
    });
    checker.check('PUT /projects/{id}/assign_project_group', assigned);
    expect(assigned.body.project_group).not.toBeNull();
    expect(assigned.body.contracts).toHaveLength(1);
    checker.check(
      'PUT /projects/{id}/unassign_project_group',
      await api().put(`${project}/unassign_project_group`),
    );
  });

  it('project expenses in bulk, with a receipt, disregarded and across projects', async () => {
    const expenses = `/api/v1/projects/${projectId}/expenses`;
    const entry = { date: '2026-03-21', quantity: 1, unit: 'hour', unit_price: 90, unit_cost: 60 };
    const bulk = await api().post(`${expenses}/bulk`, {
      bulk_data: [
        { ...entry, title: 'Travel', description: 'Train', revenue_category_id: refs.category },
        { ...entry, title: 'Parking', custom_properties: { Source: 'Garage' } },
      ],
    });
    checker.check('POST /projects/{project_id}/expenses/bulk', bulk);
    const receipt = { filename: 'train.pdf', base64: Buffer.from('%PDF-1.4\n').toString('base64') };
    const withReceipt = await api().patch(`${expenses}/${bulk.body[0].id}`, { file: receipt });
    expect(withReceipt.body.file_url).toEqual(expect.any(String));
    checker.check(
      'POST /projects/{project_id}/expenses/disregard',
      await api().post(`${expenses}/disregard`, {
        expense_ids: [bulk.body[1].id],
        reason: 'Included in the fixed price',
      }),
    );
    checker.check('GET /projects/expenses', await api().get('/api/v1/projects/expenses'));
  });

  it('every task of a project deleted at once', async () => {
    const spare = await createCustomerProject(prisma, a.accountId);
    const tasks = `/api/v1/projects/${spare}/tasks`;
    await api().post(tasks, { name: 'Setup' }).expect(200);
    checker.check(
      'DELETE /projects/{project_id}/tasks/destroy_all',
      await api().delete(`${tasks}/destroy_all`),
    );
  });

  it('checked every operation of the group', () => {
    expect(checker.unchecked()).toEqual([]);
  });
});
