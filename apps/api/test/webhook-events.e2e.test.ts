import {
  createPrismaClient,
  WEBHOOK_EVENTS,
  WEBHOOK_TARGETS,
  type PrismaClient,
  type WebhookEventName,
  type WebhookTarget,
} from '@faktura/db';
import request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

/** One delivery row as the test reads it back. */
interface Delivery {
  id: string;
  subscription_id: number;
  entity_id: number;
  payload: string | null;
  actor_user_id: number | null;
  target: WebhookTarget;
  event: WebhookEventName;
}

/**
 * One event a change must fire: the record's GET path (create, update) or the delete payload,
 * and who made it (the API key's user unless said otherwise).
 */
interface Expected {
  target: WebhookTarget;
  event: WebhookEventName;
  id: number;
  get?: string;
  /** A list whose element of this id is the payload (Comment: no attachment content). */
  listed?: string;
  deleted?: object;
  actor?: number | null;
}

const PAIRS = WEBHOOK_TARGETS.flatMap((target) =>
  WEBHOOK_EVENTS.map((event) => ({ target, event })),
);
const pairKey = (target: string, event: string) => `${target} ${event}`;
/** File links are signed with their expiry second: two reads a second apart differ there only. */
const unsigned = (text: string) => text.replace(/\/api\/v1\/files\/[\w.-]+/g, '/api/v1/files/…');

/**
 * Web hook events (issue 15, part C): every change of a record of the 13 targets writes one
 * delivery per subscribed hook in its own transaction, with the record exactly as GET answers it
 * right after the change (a Comment as its list does). Account A subscribes an enabled and a
 * disabled hook to each of the 39 target/event pairs, account B an enabled one; each kind of change runs once through the API.
 */
describe('web hook events', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  /** Enabled hooks by account, and A's enabled hook of each pair. */
  const enabled = new Map<number, Set<number>>();
  const hookOf = new Map<string, number>();
  const fired = new Set<string>();
  let sequence = 0;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const ok = async (call: request.Test, status = 200) => (await call.expect(status)).body;

  async function subscribe(account: TestAccount, disabled: boolean): Promise<void> {
    for (const { target, event } of PAIRS) {
      const [row] = await prisma.$queryRaw<{ id: number }[]>`
        INSERT INTO webhook_subscriptions (account_id, target, event, hook, secret, disabled,
                                           disabled_at, created_at, updated_at)
        VALUES (${account.accountId}, ${target}::entity_type, ${event}::webhook_event,
                ${`https://receiver.example/${++sequence}`}, ${'0123456789abcdef'.repeat(2)},
                ${disabled}, ${disabled ? new Date() : null}, now(), now())
        RETURNING id`;
      if (disabled) continue;
      const hooks = enabled.get(account.accountId) ?? new Set<number>();
      enabled.set(account.accountId, hooks.add(row.id));
      if (account === a) hookOf.set(pairKey(target, event), row.id);
    }
  }

  const lastDeliveryId = async () =>
    (
      await prisma.$queryRaw<{ id: string }[]>`
      SELECT coalesce(max(id), 0)::text AS id FROM webhook_deliveries`
    )[0].id;

  const deliveriesAfter = (mark: string) =>
    prisma.$queryRaw<Delivery[]>`
      SELECT d.id::text AS id, d.subscription_id, d.entity_id, d.payload::text AS payload,
             d.actor_user_id, s.target::text AS target, s.event::text AS event
        FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
       WHERE d.id > ${mark}::bigint ORDER BY d.id`;

  /**
   * Runs one request and checks what it fired: exactly the expected events, each once, on the
   * account's enabled hook of its pair and nowhere else, with the GET answer of right after (or
   * the delete payload) as payload, byte for byte, and the actor.
   */
  async function fires<T>(
    run: () => Promise<T>,
    expected: Expected[] | ((result: T) => Expected[]),
    account: TestAccount = a,
  ): Promise<T> {
    const mark = await lastDeliveryId();
    const result = await run();
    const events = typeof expected === 'function' ? expected(result) : expected;
    const rows = await deliveriesAfter(mark);
    const hooks = enabled.get(account.accountId)!;
    expect(rows.filter((row) => !hooks.has(row.subscription_id))).toEqual([]);
    const key = (event: { target: string; event: string }, id: number) =>
      `${pairKey(event.target, event.event)} #${id}`;
    expect(rows.map((row) => key(row, row.entity_id)).sort()).toEqual(
      events.map((event) => key(event, event.id)).sort(),
    );
    for (const event of events) {
      const row = rows.find(
        (candidate) =>
          candidate.target === event.target &&
          candidate.event === event.event &&
          candidate.entity_id === event.id,
      )!;
      expect(row.actor_user_id).toBe(event.actor === undefined ? account.userId : event.actor);
      if (event.deleted) {
        expect(row.payload).toBe(JSON.stringify(event.deleted));
      } else if (event.listed) {
        const list = (await api(account).get(`/api/v1${event.listed}`).expect(200)).body;
        const element = (list as { id: number }[]).find((record) => record.id === event.id);
        expect(unsigned(row.payload!)).toBe(unsigned(JSON.stringify(element)));
      } else {
        const current = await api(account).get(`/api/v1${event.get}`).expect(200);
        expect(unsigned(row.payload!)).toBe(unsigned(current.text));
      }
      if (account === a) fired.add(pairKey(event.target, event.event));
    }
    return result;
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await subscribe(a, false);
    await subscribe(a, true);
    await subscribe(b, false);
    await ok(api().post('/api/v1/vat_code_purchases', { code: 'VSt19', tax: 19 }));
    await ok(api().post('/api/v1/account/custom_properties', field('Company')));
    await ok(api().post('/api/v1/account/custom_properties', field('Expense')));
    await ok(api().post('/api/v1/account/custom_properties', field('Invoice')));
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  const field = (entity: string) => ({ entity, name: 'Kostenstelle', kind: 'string' });

  // Records the steps share, filled as they run.
  const ids = {} as Record<
    | 'customer'
    | 'spare'
    | 'contact'
    | 'project'
    | 'task'
    | 'activity'
    | 'spareActivity'
    | 'expense'
    | 'deal'
    | 'offer'
    | 'invoice'
    | 'payment'
    | 'purchase',
    number
  >;
  const company = (id: number) => `/companies/${id}`;
  const expensePath = (id: number) => `/projects/${ids.project}/expenses/${id}`;
  const book = () =>
    api().post('/api/v1/activities', {
      date: '2026-03-02',
      hours: 2,
      description: 'Work',
      project_id: ids.project,
      task_id: ids.task,
    });
  const spend = () =>
    api().post(`/api/v1/projects/${ids.project}/expenses`, {
      date: '2026-03-03',
      title: 'Hosting',
      quantity: 1,
      unit: 'month',
      unit_price: 20,
      custom_properties: { Kostenstelle: 'K1' },
    });
  const invoiceBody = (extra: object = {}) => ({
    customer_id: ids.customer,
    project_id: ids.project,
    recipient_address: 'Kunde AG\nBern',
    date: '2026-03-31',
    due_date: '2026-04-30',
    title: 'March',
    tax: 19,
    currency: 'EUR',
    items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 1000 }],
    ...extra,
  });
  const email = { subject: 'Document {identifier}', text: 'Hello', emails_to: 'k@kunde.example' };

  describe('companies, contacts, projects, activities, expenses and deals', () => {
    it('fires create and update for each, archive and unarchive included', async () => {
      const customer = await fires(
        () =>
          ok(
            api().post('/api/v1/companies', {
              type: 'customer',
              name: 'Kunde AG',
              custom_properties: { Kostenstelle: 'A1' },
            }),
          ),
        (body) => [{ target: 'Company', event: 'create', id: body.id, get: company(body.id) }],
      );
      ids.customer = customer.id;
      const update = { target: 'Company', event: 'update', id: ids.customer } as const;
      const expected = [{ ...update, get: company(ids.customer) }];
      await fires(
        () => ok(api().put(`/api/v1${company(ids.customer)}`, { website: 'kunde.example' })),
        [...expected],
      );
      await fires(() => ok(api().put(`/api/v1${company(ids.customer)}/archive`)), expected);
      await fires(() => ok(api().put(`/api/v1${company(ids.customer)}/unarchive`)), expected);
      ids.spare = (
        await fires(
          () => ok(api().post('/api/v1/companies', { type: 'supplier', name: 'Lieferant' })),
          (body) => [{ target: 'Company', event: 'create', id: body.id, get: company(body.id) }],
        )
      ).id;

      const contactPath = (id: number) => `/contacts/people/${id}`;
      ids.contact = (
        await fires(
          () => ok(api().post('/api/v1/contacts/people', { lastname: 'Muster', gender: 'F' })),
          (body) => [
            { target: 'Contact', event: 'create', id: body.id, get: contactPath(body.id) },
          ],
        )
      ).id;
      await fires(
        () => ok(api().put(`/api/v1${contactPath(ids.contact)}`, { firstname: 'Erika' })),
        [{ target: 'Contact', event: 'update', id: ids.contact, get: contactPath(ids.contact) }],
      );

      ids.project = (
        await fires(
          () =>
            ok(
              api().post('/api/v1/projects', {
                name: 'Website',
                customer_id: ids.customer,
                currency: 'EUR',
              }),
            ),
          (body) => [
            { target: 'Project', event: 'create', id: body.id, get: `/projects/${body.id}` },
          ],
        )
      ).id;
      await fires(
        () => ok(api().put(`/api/v1/projects/${ids.project}`, { name: 'Website relaunch' })),
        [{ target: 'Project', event: 'update', id: ids.project, get: `/projects/${ids.project}` }],
      );
      // A task is no target: nothing fires.
      ids.task = (
        await fires(
          () => ok(api().post(`/api/v1/projects/${ids.project}/tasks`, { name: 'Dev' })),
          [],
        )
      ).id;
      const projectUpdate = [
        { target: 'Project', event: 'update', id: ids.project, get: `/projects/${ids.project}` },
      ] as const;
      const projectPath = `/api/v1/projects/${ids.project}`;
      await fires(() => ok(api().put(`${projectPath}/archive`)), [...projectUpdate]);
      await fires(() => ok(api().put(`${projectPath}/unarchive`)), [...projectUpdate]);
      // Contracts and project groups are no targets; moving the project between groups updates it.
      await fires(() => ok(api().post(`${projectPath}/contracts`, { user_id: a.userId })), []);
      const group = await fires(() => ok(api().post('/api/v1/projects/groups', { name: 'G' })), []);
      await fires(
        () => ok(api().put(`${projectPath}/assign_project_group`, { project_group_id: group.id })),
        [...projectUpdate],
      );
      await fires(() => ok(api().put(`${projectPath}/unassign_project_group`)), [...projectUpdate]);

      const activity = (id: number) => `/activities/${id}`;
      ids.activity = (
        await fires(
          () => ok(book()),
          (body) => [{ target: 'Activity', event: 'create', id: body.id, get: activity(body.id) }],
        )
      ).id;
      ids.spareActivity = (
        await fires(
          () => ok(book()),
          (body) => [{ target: 'Activity', event: 'create', id: body.id, get: activity(body.id) }],
        )
      ).id;
      await fires(
        () => ok(api().put(`/api/v1${activity(ids.activity)}`, { description: 'Design' })),
        [{ target: 'Activity', event: 'update', id: ids.activity, get: activity(ids.activity) }],
      );

      ids.expense = (
        await fires(
          () => ok(spend()),
          (body) => [
            { target: 'Expense', event: 'create', id: body.id, get: expensePath(body.id) },
          ],
        )
      ).id;
      await fires(
        () => ok(api().put(`/api/v1${expensePath(ids.expense)}`, { title: 'Hosting 2026' })),
        [{ target: 'Expense', event: 'update', id: ids.expense, get: expensePath(ids.expense) }],
      );

      ids.deal = (
        await fires(
          () =>
            ok(
              api().post('/api/v1/deals', {
                name: 'Relaunch',
                currency: 'EUR',
                money: 5000,
                company_id: ids.customer,
              }),
            ),
          (body) => [{ target: 'Deal', event: 'create', id: body.id, get: `/deals/${body.id}` }],
        )
      ).id;
      await fires(
        () => ok(api().put(`/api/v1/deals/${ids.deal}`, { money: 6000 })),
        [{ target: 'Deal', event: 'update', id: ids.deal, get: `/deals/${ids.deal}` }],
      );
    });
  });

  describe('comments', () => {
    it('fires Comment create, update and delete with the record as its list shows it', async () => {
      const listed = `/comments?commentable_type=Deal&commentable_id=${ids.deal}`;
      const comment = await fires(
        () =>
          ok(
            api().post('/api/v1/comments', {
              commentable_type: 'Deal',
              commentable_id: ids.deal,
              text: 'Call back on Monday',
            }),
          ),
        (body) => [{ target: 'Comment', event: 'create', id: body.id, listed }],
      );
      await fires(
        () => ok(api().put(`/api/v1/comments/${comment.id}`, { text: 'Called' })),
        [{ target: 'Comment', event: 'update', id: comment.id, listed }],
      );
      await fires(
        () => ok(api().delete(`/api/v1/comments/${comment.id}`), 204),
        [{ target: 'Comment', event: 'delete', id: comment.id, deleted: { id: comment.id } }],
      );
    });
  });

  describe('offers', () => {
    const offerPath = () => `/offers/${ids.offer}`;
    const offerUpdate = (): Expected => ({
      target: 'Offer',
      event: 'update',
      id: ids.offer,
      get: offerPath(),
    });

    it('fires create (and the company whose address it wrote), update, assign, status', async () => {
      const offer = await fires(
        () =>
          ok(
            api().post('/api/v1/offers', {
              company_id: ids.customer,
              recipient_address: 'Kunde AG\nNeue Straße 1',
              change_address: 'customer',
              date: '2026-03-10',
              due_date: '2026-04-10',
              title: 'Relaunch',
              tax: 19,
              currency: 'EUR',
              items: [{ type: 'item', title: 'Concept', quantity: 1, unit: 'd', unit_price: 900 }],
            }),
            201,
          ),
        (body) => [
          { target: 'Offer', event: 'create', id: body.id, get: `/offers/${body.id}` },
          { target: 'Company', event: 'update', id: ids.customer, get: company(ids.customer) },
        ],
      );
      ids.offer = offer.id;
      await fires(
        () => ok(api().put(`/api/v1${offerPath()}`, { title: 'Relaunch 2026' })),
        [offerUpdate()],
      );
      await fires(
        () => ok(api().put(`/api/v1${offerPath()}/assign`, { project_id: ids.project })),
        [offerUpdate()],
      );
      await fires(
        () => ok(api().put(`/api/v1${offerPath()}/update_status`, { status: 'sent' }), 204),
        [offerUpdate()],
      );
      await fires(() => ok(api().post(`/api/v1${offerPath()}/send_email`, email)), [offerUpdate()]);
    });

    it('fires update on approval changes, the public page’s without actor', async () => {
      const approval = await fires(
        () => ok(api().post(`/api/v1${offerPath()}/customer_approval/activate`), 200),
        [offerUpdate()],
      );
      const token = (approval.approval_url as string).split('/approval/')[1];
      await fires(
        () =>
          request(t.url)
            .post(`/approval/${token}`)
            .type('form')
            .send({ name: 'Erika Muster', confirm: 'yes' })
            .expect(303),
        [{ ...offerUpdate(), actor: null }],
      );
      await fires(
        () => ok(api().post(`/api/v1${offerPath()}/customer_approval/deactivate`), 200),
        [offerUpdate()],
      );
    });
  });

  describe('invoices, payments and reminders', () => {
    const invoicePath = (id = ids.invoice) => `/invoices/${id}`;
    const invoiceUpdate = (id = ids.invoice): Expected => ({
      target: 'Invoice',
      event: 'update',
      id,
      get: invoicePath(id),
    });

    it('fires create with everything the invoice billed, wrote back or moved', async () => {
      const invoice = await fires(
        () =>
          ok(
            api().post(
              '/api/v1/invoices',
              invoiceBody({
                offer_id: ids.offer,
                change_address: 'project',
                custom_properties: { Kostenstelle: 'R1' },
                items: [
                  { type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 1000 },
                  {
                    type: 'item',
                    title: 'Hours',
                    quantity: 2,
                    unit: 'h',
                    unit_price: 100,
                    activity_ids: [ids.activity],
                    expense_ids: [ids.expense],
                  },
                ],
              }),
            ),
          ),
        (body) => [
          { target: 'Invoice', event: 'create', id: body.id, get: invoicePath(body.id) },
          { target: 'Offer', event: 'update', id: ids.offer, get: `/offers/${ids.offer}` },
          { target: 'Project', event: 'update', id: ids.project, get: `/projects/${ids.project}` },
          {
            target: 'Activity',
            event: 'update',
            id: ids.activity,
            get: `/activities/${ids.activity}`,
          },
          { target: 'Expense', event: 'update', id: ids.expense, get: expensePath(ids.expense) },
        ],
      );
      ids.invoice = invoice.id;
      await fires(
        () => ok(api().put(`/api/v1${invoicePath()}/update_status`, { status: 'sent' }), 204),
        [invoiceUpdate()],
      );
      await fires(
        () => ok(api().post(`/api/v1${invoicePath()}/send_email`, email)),
        [invoiceUpdate()],
      );
      await fires(
        () => ok(api().put(`/api/v1${invoicePath()}/debt_collection_procedure`, { note: 'x' })),
        [invoiceUpdate()],
      );
      await fires(
        () => api().delete(`/api/v1${invoicePath()}/debt_collection_procedure`).expect(204),
        [invoiceUpdate()],
      );
    });

    it('fires the payment’s events, and the invoice’s update when its status moves', async () => {
      const paymentPath = (id: number) => `/invoices/payments/${id}`;
      const payment = await fires(
        () =>
          ok(
            api().post('/api/v1/invoices/payments', {
              invoice_id: ids.invoice,
              date: '2026-04-02',
              paid_total: 100,
            }),
          ),
        (body) => [
          { target: 'Invoice::Payment', event: 'create', id: body.id, get: paymentPath(body.id) },
          invoiceUpdate(),
        ],
      );
      ids.payment = payment.id;
      // Still partially paid: only the payment changed.
      await fires(
        () => ok(api().put(`/api/v1${paymentPath(payment.id)}`, { paid_total: 200 })),
        [
          {
            target: 'Invoice::Payment',
            event: 'update',
            id: payment.id,
            get: paymentPath(payment.id),
          },
        ],
      );
      const bulk = await fires(
        () =>
          ok(
            api().post('/api/v1/invoices/payments/bulk', [
              { invoice_id: ids.invoice, date: '2026-04-03', paid_total: 10 },
              { invoice_id: ids.invoice, date: '2026-04-04', paid_total: 20 },
            ]),
          ),
        (body: { id: number }[]) =>
          body.map((entry) => ({
            target: 'Invoice::Payment' as const,
            event: 'create' as const,
            id: entry.id,
            get: paymentPath(entry.id),
          })),
      );
      expect(bulk).toHaveLength(2);
      await fires(
        () =>
          api()
            .delete(`/api/v1${paymentPath(bulk[1].id)}`)
            .expect(204),
        [
          {
            target: 'Invoice::Payment',
            event: 'delete',
            id: bulk[1].id,
            deleted: { id: bulk[1].id },
          },
        ],
      );
    });

    it('fires the reminder’s create, update (sent by e-mail) and delete', async () => {
      const reminderPath = (id: number) => `/invoice_reminders/${id}`;
      const create = () =>
        ok(
          api().post('/api/v1/invoice_reminders', {
            invoice_id: ids.invoice,
            date: '2026-05-10',
            due_date: '2026-05-20',
          }),
        );
      const reminder = await fires(create, (body) => [
        { target: 'InvoiceReminder', event: 'create', id: body.id, get: reminderPath(body.id) },
      ]);
      await fires(
        () => ok(api().post(`/api/v1${reminderPath(reminder.id)}/send_email`, email)),
        [
          {
            target: 'InvoiceReminder',
            event: 'update',
            id: reminder.id,
            get: reminderPath(reminder.id),
          },
        ],
      );
      await fires(
        () =>
          api()
            .delete(`/api/v1${reminderPath(reminder.id)}`)
            .expect(204),
        [
          {
            target: 'InvoiceReminder',
            event: 'delete',
            id: reminder.id,
            deleted: { id: reminder.id },
          },
        ],
      );
    });

    it('fires the reversal’s create, the original’s update and what it released', async () => {
      const original = await ok(
        api().post(
          '/api/v1/invoices',
          invoiceBody({
            items: [
              {
                type: 'item',
                title: 'More hours',
                quantity: 1,
                unit: 'h',
                unit_price: 100,
                activity_ids: [ids.spareActivity],
              },
            ],
          }),
        ),
      );
      await fires(
        () => ok(api().post(`/api/v1${invoicePath(original.id)}/reversal`)),
        (reversal) => [
          { target: 'Invoice', event: 'create', id: reversal.id, get: invoicePath(reversal.id) },
          invoiceUpdate(original.id),
          {
            target: 'Activity',
            event: 'update',
            id: ids.spareActivity,
            get: `/activities/${ids.spareActivity}`,
          },
        ],
      );
    });

    it('fires the invoice’s delete with its payments, reminders and released records', async () => {
      const reminder = await ok(
        api().post('/api/v1/invoice_reminders', {
          invoice_id: ids.invoice,
          date: '2026-05-10',
          due_date: '2026-05-20',
        }),
      );
      const payments = (await api().get(`/api/v1${invoicePath()}`).expect(200)).body.payments as {
        id: number;
      }[];
      expect(payments).toHaveLength(2);
      await fires(
        () => api().delete(`/api/v1${invoicePath()}`, { reason: 'Wrong customer' }).expect(204),
        [
          {
            target: 'Invoice',
            event: 'delete',
            id: ids.invoice,
            deleted: { id: ids.invoice, custom_properties: { Kostenstelle: 'R1' } },
          },
          ...payments.map((payment) => ({
            target: 'Invoice::Payment' as const,
            event: 'delete' as const,
            id: payment.id,
            deleted: { id: payment.id },
          })),
          {
            target: 'InvoiceReminder',
            event: 'delete',
            id: reminder.id,
            deleted: { id: reminder.id },
          },
          {
            target: 'Activity',
            event: 'update',
            id: ids.activity,
            get: `/activities/${ids.activity}`,
          },
          { target: 'Expense', event: 'update', id: ids.expense, get: expensePath(ids.expense) },
        ],
      );
    });

    it('fires a paying payment’s create with the invoice’s update to paid', async () => {
      const invoice = await ok(api().post('/api/v1/invoices', invoiceBody()));
      await fires(
        () =>
          ok(
            api().post('/api/v1/invoices/payments', {
              invoice_id: invoice.id,
              date: '2026-04-02',
              paid_total: 1190,
            }),
          ),
        (body) => [
          {
            target: 'Invoice::Payment',
            event: 'create',
            id: body.id,
            get: `/invoices/payments/${body.id}`,
          },
          invoiceUpdate(invoice.id),
        ],
      );
      expect(
        (
          await api()
            .get(`/api/v1${invoicePath(invoice.id)}`)
            .expect(200)
        ).body.status,
      ).toBe('paid');
    });
  });

  describe('purchases and their payments', () => {
    const purchasePath = () => `/purchases/${ids.purchase}`;
    const purchaseUpdate = (): Expected => ({
      target: 'Purchase',
      event: 'update',
      id: ids.purchase,
      get: purchasePath(),
    });
    const purchaseBody = () => ({
      date: '2026-03-10',
      currency: 'EUR',
      payment_method: 'bank_transfer',
      company_id: ids.spare,
      items: [{ title: 'Server', total: 119, tax: 19 }],
    });

    it('fires create, update, status, document and approval changes', async () => {
      ids.purchase = (
        await fires(
          () => ok(api().post('/api/v1/purchases', purchaseBody())),
          (body) => [
            { target: 'Purchase', event: 'create', id: body.id, get: `/purchases/${body.id}` },
          ],
        )
      ).id;
      await fires(
        () => ok(api().put(`/api/v1${purchasePath()}`, { title: 'Hardware' })),
        [purchaseUpdate()],
      );
      await fires(
        () => ok(api().patch(`/api/v1${purchasePath()}/update_status`, { status: 'archived' })),
        [purchaseUpdate()],
      );
      await fires(
        () =>
          ok(
            request(t.url)
              .patch(`/api/v1${purchasePath()}/store_document`)
              .set('Authorization', `Token token=${a.key}`)
              .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), {
                filename: 'receipt.pdf',
                contentType: 'application/pdf',
              }),
          ),
        [purchaseUpdate()],
      );
      const asked = await fires(
        () => ok(api().post(`/api/v1${purchasePath()}/approvals`, { user_ids: [a.userId] })),
        [purchaseUpdate()],
      );
      await fires(
        () =>
          ok(api().put(`/api/v1${purchasePath()}/approvals/${asked.approvals[0].id}/approve`, {})),
        [purchaseUpdate()],
      );
    });

    it('fires assign_to_project as the expense’s create and the purchase’s update', async () => {
      const purchase = await ok(api().get(`/api/v1${purchasePath()}`));
      await fires(
        () =>
          ok(
            api().post(`/api/v1${purchasePath()}/assign_to_project`, {
              item_id: purchase.items[0].id,
              project_id: ids.project,
            }),
          ),
        (assigned) => {
          const expense = assigned.items[0].expense.id as number;
          return [
            purchaseUpdate(),
            { target: 'Expense', event: 'create', id: expense, get: expensePath(expense) },
          ];
        },
      );
    });

    it('fires the payment’s create, update and delete; the purchase keeps its status', async () => {
      const paymentPath = (id: number) => `/purchases/payments/${id}`;
      const payment = await fires(
        () =>
          ok(
            api().post('/api/v1/purchases/payments', {
              purchase_id: ids.purchase,
              date: '2026-03-20',
              total: 50,
            }),
          ),
        (body) => [
          { target: 'Purchase::Payment', event: 'create', id: body.id, get: paymentPath(body.id) },
        ],
      );
      await fires(
        () => ok(api().put(`/api/v1${paymentPath(payment.id)}`, { total: 119 })),
        [
          {
            target: 'Purchase::Payment',
            event: 'update',
            id: payment.id,
            get: paymentPath(payment.id),
          },
        ],
      );
      await fires(
        () =>
          api()
            .delete(`/api/v1${paymentPath(payment.id)}`)
            .expect(204),
        [
          {
            target: 'Purchase::Payment',
            event: 'delete',
            id: payment.id,
            deleted: { id: payment.id },
          },
        ],
      );
    });

    it('fires the delete of a purchase with its custom properties', async () => {
      const purchase = await ok(
        api().post('/api/v1/purchases', { ...purchaseBody(), custom_properties: {} }),
      );
      await fires(
        () => api().delete(`/api/v1/purchases/${purchase.id}`).expect(200),
        [
          {
            target: 'Purchase',
            event: 'delete',
            id: purchase.id,
            deleted: { id: purchase.id, custom_properties: {} },
          },
        ],
      );
    });
  });

  describe('deletes', () => {
    it('fires delete with the custom properties the record had', async () => {
      const activity = (await ok(book())).id;
      await fires(
        () => api().delete(`/api/v1/activities/${activity}`).expect(204),
        [{ target: 'Activity', event: 'delete', id: activity, deleted: { id: activity } }],
      );
      const expense = (await ok(spend())).id;
      await fires(
        () =>
          api()
            .delete(`/api/v1${expensePath(expense)}`)
            .expect(204),
        [
          {
            target: 'Expense',
            event: 'delete',
            id: expense,
            deleted: { id: expense, custom_properties: { Kostenstelle: 'K1' } },
          },
        ],
      );
      const offer = await ok(
        api().post('/api/v1/offers', {
          company_id: ids.customer,
          recipient_address: 'Kunde AG',
          date: '2026-03-10',
          due_date: '2026-04-10',
          title: 'Spare',
          tax: 19,
          currency: 'EUR',
          items: [],
        }),
        201,
      );
      await fires(
        () => api().delete(`/api/v1/offers/${offer.id}`).expect(204),
        [
          {
            target: 'Offer',
            event: 'delete',
            id: offer.id,
            deleted: { id: offer.id, custom_properties: {} },
          },
        ],
      );
      const deal = await ok(api().post('/api/v1/deals', { name: 'Spare', currency: 'EUR' }));
      await fires(
        () => api().delete(`/api/v1/deals/${deal.id}`).expect(204),
        [
          {
            target: 'Deal',
            event: 'delete',
            id: deal.id,
            deleted: { id: deal.id, custom_properties: {} },
          },
        ],
      );
      await fires(
        () => api().delete(`/api/v1/contacts/people/${ids.contact}`).expect(204),
        [
          {
            target: 'Contact',
            event: 'delete',
            id: ids.contact,
            deleted: { id: ids.contact, custom_properties: {} },
          },
        ],
      );
      const project = await ok(
        api().post('/api/v1/projects', { name: 'Spare', customer_id: ids.spare, currency: 'EUR' }),
      );
      await fires(
        () => api().delete(`/api/v1/projects/${project.id}`).expect(200),
        [
          {
            target: 'Project',
            event: 'delete',
            id: project.id,
            deleted: { id: project.id, custom_properties: {} },
          },
        ],
      );
      const doomed = await ok(
        api().post('/api/v1/companies', {
          type: 'customer',
          name: 'Weg AG',
          custom_properties: { Kostenstelle: 'Z9' },
        }),
      );
      await fires(
        () => api().delete(`/api/v1/companies/${doomed.id}`).expect(200),
        [
          {
            target: 'Company',
            event: 'delete',
            id: doomed.id,
            deleted: { id: doomed.id, custom_properties: { Kostenstelle: 'Z9' } },
          },
        ],
      );
    });
  });

  it(`has fired every one of the ${PAIRS.length} target/event pairs`, () => {
    expect(
      PAIRS.map(({ target, event }) => pairKey(target, event)).filter((pair) => !fired.has(pair)),
    ).toEqual([]);
  });

  it('tells another account’s hooks only of its own changes', async () => {
    await fires(
      () => ok(api(b).post('/api/v1/companies', { type: 'customer', name: 'Beta Kunde' })),
      (body) => [{ target: 'Company', event: 'create', id: body.id, get: company(body.id) }],
      b,
    );
  });

  describe('rolled back changes fire nothing', () => {
    it('a change that fails late in its transaction leaves no delivery', async () => {
      const failing = await ok(
        api().post('/api/v1/activities', {
          date: '2026-03-02',
          hours: 1,
          description: 'fail late',
          project_id: ids.project,
          task_id: ids.task,
        }),
      );
      const before = await ok(api().get(`/api/v1${company(ids.customer)}`));
      const mark = await lastDeliveryId();
      // A test seam: billing this activity fails, but only once the same transaction has written
      // the company's address back and its delivery (so the 500 proves the row was there).
      await prisma.$executeRawUnsafe(`
        CREATE FUNCTION webhook_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          IF EXISTS (SELECT 1 FROM webhook_deliveries WHERE id > ${mark} AND entity_id = ${ids.customer})
          THEN RAISE EXCEPTION 'late failure'; END IF;
          RETURN NEW;
        END $$`);
      await prisma.$executeRawUnsafe(`
        CREATE TRIGGER webhook_test_fail BEFORE UPDATE ON activities FOR EACH ROW
          WHEN (NEW.description = 'fail late' AND NEW.billed) EXECUTE FUNCTION webhook_test_fail()`);
      await api()
        .post(
          '/api/v1/invoices',
          invoiceBody({
            change_address: 'customer',
            recipient_address: 'Somewhere else',
            items: [
              {
                type: 'item',
                title: 'Hours',
                quantity: 1,
                unit: 'h',
                unit_price: 100,
                activity_ids: [failing.id],
              },
            ],
          }),
        )
        .expect(500);
      expect(await deliveriesAfter(mark)).toEqual([]);
      expect(await ok(api().get(`/api/v1${company(ids.customer)}`))).toEqual(before);
    });

    it('a refused delete leaves no delivery', async () => {
      const mark = await lastDeliveryId();
      await api().delete('/api/v1/contacts/people/999999').expect(404);
      await api().delete(`/api/v1/companies/${ids.customer}`).expect(422);
      expect(await deliveriesAfter(mark)).toEqual([]);
    });
  });
});
