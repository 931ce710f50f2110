import { binary } from '../support/binary';
import { ContractChecker } from './contract-checker';
import {
  ATTACHMENT_PDF,
  type DocumentFixtures,
  type DocumentsWorld,
  startDocumentsWorld,
} from './document-fixtures';
import { INVOICES_CONTRACT } from './schemas/documents.schemas';

describe('contract: invoices, payments and reminders as the reference answers them', () => {
  const checker = new ContractChecker(INVOICES_CONTRACT);
  let world: DocumentsWorld;
  let f: DocumentFixtures;
  let invoiceId: number;

  const api = () => world.api();
  const invoiceBody = (extra: object = {}) => ({
    customer_id: f.customerId,
    project_id: f.projectId,
    internal_contact_id: f.colleagueId,
    recipient_address: 'Kunde AG\nHauptstrasse 1\n10115 Berlin',
    date: '2026-03-31',
    due_date: '2026-04-30',
    service_period_from: '2026-03-01',
    service_period_to: '2026-03-31',
    title: 'Website relaunch, March',
    tax: 19,
    currency: 'EUR',
    cash_discount: 2,
    cash_discount_days: 10,
    letter_paper_id: f.letterPaperId,
    salutation: '<p>Dear Ms Muster,</p><p>we bill our work of {service_period}.</p>',
    footer: '<p>Payable within 30 days.</p>',
    tags: ['web'],
    custom_properties: { 'Cost centre': 'KST-7' },
    items: [
      { type: 'title', title: 'Development' },
      {
        type: 'item',
        title: 'Templates',
        quantity: 7,
        unit: 'h',
        unit_price: 120,
        activity_ids: f.activityIds,
        revenue_category_id: f.revenueCategoryId,
      },
      {
        type: 'item',
        title: 'Hosting',
        quantity: 1,
        unit: 'month',
        unit_price: 49,
        additional: true,
        expense_ids: f.expenseIds,
      },
      { type: 'subtotal', subtotal_type: 'sub_total' },
    ],
    ...extra,
  });
  const mail = {
    subject: 'Invoice {identifier}',
    text: 'Dear Ms Muster, please find our invoice attached.',
  };

  beforeAll(async () => {
    world = await startDocumentsWorld();
    f = world.fixtures;
  });

  afterAll(() => world.close());

  it('creates an invoice billing hours and expenses, and reads it', async () => {
    const created = await api().post('/api/v1/invoices', invoiceBody());
    checker.check('POST /invoices', created);
    invoiceId = created.body.id;
    checker.check('GET /invoices/{id}', await api().get(`/api/v1/invoices/${invoiceId}`));
    checker.check('GET /invoices', await api().get('/api/v1/invoices'));
    checker.check(
      'GET /invoices/{id}/timesheet',
      await api().get(`/api/v1/invoices/${invoiceId}/timesheet`),
    );
    checker.check(
      'GET /invoices/{id}/expenses',
      await api().get(`/api/v1/invoices/${invoiceId}/expenses`),
    );
  });

  it('prints the invoice and its timesheet', async () => {
    const pdf = (path: string) => api().get(path).buffer(true).parse(binary);
    checker.check('GET /invoices/{id}.pdf', await pdf(`/api/v1/invoices/${invoiceId}.pdf`));
    checker.check(
      'GET /invoices/{id}/timesheet.pdf',
      await pdf(`/api/v1/invoices/${invoiceId}/timesheet.pdf`),
    );
  }, 120_000);

  it('sends the invoice, which locks it, and sets its status', async () => {
    checker.check(
      'POST /invoices/{id}/send_email',
      await api().post(`/api/v1/invoices/${invoiceId}/send_email`, mail),
    );
    checker.check('GET /invoices/locked', await api().get('/api/v1/invoices/locked'));
    checker.check(
      'PUT /invoices/{id}/update_status',
      await api().put(`/api/v1/invoices/${invoiceId}/update_status`, { status: 'overdue' }),
    );
  });

  it('records payments', async () => {
    const payment = { invoice_id: invoiceId, date: '2026-04-15', currency: 'EUR' };
    const created = await api().post('/api/v1/invoices/payments', {
      ...payment,
      paid_total: 500,
      description: 'Bank transfer, first part',
    });
    checker.check('POST /invoices/payments', created);
    const path = `/api/v1/invoices/payments/${created.body.id}`;
    checker.check('GET /invoices/payments/{id}', await api().get(path));
    checker.check('GET /invoices/payments', await api().get('/api/v1/invoices/payments'));
    checker.check('PUT /invoices/payments/{id}', await api().put(path, { paid_total: 450 }));
    checker.check(
      'PATCH /invoices/payments/{id}',
      await api().patch(path, { description: 'Corrected' }),
    );
    checker.check(
      'POST /invoices/payments/bulk',
      await api().post('/api/v1/invoices/payments/bulk', [
        { ...payment, paid_total: 100 },
        { ...payment, paid_total: 50, date: '2026-04-16' },
      ]),
    );
    checker.check('DELETE /invoices/payments/{id}', await api().delete(path));
    // The invoice embeds its remaining payments.
    checker.check('GET /invoices/{id}', await api().get(`/api/v1/invoices/${invoiceId}`));
  });

  it('reminds of the invoice', async () => {
    const created = await api().post('/api/v1/invoice_reminders', {
      invoice_id: invoiceId,
      title: 'Payment reminder',
      text: '<p>Please pay the open amount within 10 days.</p>',
      fee: 5,
      date: '2026-05-05',
      due_date: '2026-05-15',
    });
    checker.check('POST /invoice_reminders', created);
    const path = `/api/v1/invoice_reminders/${created.body.id}`;
    checker.check('GET /invoice_reminders/{id}', await api().get(path));
    checker.check('GET /invoice_reminders', await api().get('/api/v1/invoice_reminders'));
    checker.check(
      'POST /invoice_reminders/{id}/send_email',
      await api().post(`${path}/send_email`, mail),
    );
    checker.check('GET /invoices/{id}', await api().get(`/api/v1/invoices/${invoiceId}`));
    checker.check('DELETE /invoice_reminders/{id}', await api().delete(path));
  });

  it('keeps attachments', async () => {
    const path = `/api/v1/invoices/${invoiceId}/attachments`;
    const added = await api().post(path, {
      attachment: { filename: 'timesheet-march.pdf', base64: ATTACHMENT_PDF.toString('base64') },
    });
    checker.check('POST /invoices/{invoice_id}/attachments', added);
    checker.check('GET /invoices/{invoice_id}/attachments', await api().get(path));
    checker.check(
      'DELETE /invoices/{invoice_id}/attachments/{id}',
      await api().delete(`${path}/${added.body.id}`),
    );
  });

  it('answers drafts and inline rates in the same shapes, and deletes a draft', async () => {
    const draft = await api().post(
      '/api/v1/invoices',
      invoiceBody({
        status: 'draft',
        tax: 7.7,
        items: [{ type: 'item', title: 'Fee', net_total: 90 }],
      }),
    );
    checker.check('POST /invoices', draft);
    expect(draft.body).toMatchObject({ identifier: null, vat: { tax: 7.7 } });
    checker.check('DELETE /invoices/{id}', await api().delete(`/api/v1/invoices/${draft.body.id}`));
  });

  it('checked every operation of the group', () => {
    expect(checker.unchecked()).toEqual([]);
  });
});
