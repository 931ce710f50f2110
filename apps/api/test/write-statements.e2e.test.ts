import type { PgStatementCounter } from '@faktura/test-support';
import type request from 'supertest';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Statement budgets of the document writes (issue 14): the references resolved in one
 * statement, document and positions written in one with the number, billed activities linked
 * in one. What is counted is the transaction up to the write of the children; the response's
 * reload after it belongs to the read path and is not counted here.
 */
/** A statement that changes rows (a CTE may hide the change behind its WITH). */
const WRITES =
  /^\s*(INSERT|UPDATE|DELETE)\b|^\s*WITH\b[\s\S]*\b(INSERT INTO|UPDATE|DELETE FROM)\b/i;

/** The job insert that renders a changed document ahead of its first GET .pdf. */
const RENDER_AHEAD = /^\s*INSERT INTO "public"\."jobs"/;

/** The audit trail's row of the write (one INSERT ... SELECT per event). */
const AUDIT = /^\s*INSERT INTO audit_events\b/;

describe('statements of document writes', () => {
  let t: TestApp;
  let a: TestAccount;
  let statements: PgStatementCounter;
  let customerId: number;
  let projectId: number;
  let taskId: number;

  const api = () => client(t.url, a.key);
  const ok = async (call: request.Test, status = 200) => (await call.expect(status)).body;
  const items = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      type: 'item',
      title: `Position ${index + 1}`,
      quantity: index + 1,
      unit: 'h',
      unit_price: 95.5,
    }));
  const matching = (pattern: RegExp) => statements.texts.filter((text) => pattern.test(text));

  /**
   * The statements from BEGIN through the last one matching `last` (the write of the children),
   * after checking that exactly one statement inserts into `children`.
   */
  function writeStatements(children: string, last?: RegExp): string[] {
    const texts = statements.texts;
    const begin = texts.findIndex((text) => /^\s*BEGIN/i.test(text));
    expect(begin).toBeGreaterThanOrEqual(0);
    const insert = new RegExp(`INSERT INTO "?${children}"?`, 'i');
    expect(matching(insert)).toHaveLength(1);
    last ??= insert;
    const end = texts.reduce((found, text, index) => (last.test(text) ? index : found), -1);
    expect(end).toBeGreaterThan(begin);
    return texts.slice(begin, end + 1);
  }

  beforeAll(async () => {
    t = await startTestApp({}, { countStatements: true });
    statements = t.statements!;
    a = await createTestAccount(t.db.url);
    customerId = (await ok(api().post('/api/v1/companies', { type: 'customer', name: 'Kunde' })))
      .id;
    const project = await ok(
      api().post('/api/v1/projects', { name: 'Website', customer_id: customerId, currency: 'EUR' }),
    );
    projectId = project.id;
    taskId = (await ok(api().post(`/api/v1/projects/${projectId}/tasks`, { name: 'Dev' }))).id;
  });

  afterAll(async () => {
    await t.close();
    await t.db.drop();
  });

  const invoiceBody = (extra: object = {}) => ({
    customer_id: customerId,
    title: 'Relaunch',
    date: '2026-03-02',
    due_date: '2026-03-30',
    currency: 'EUR',
    tax: 19,
    recipient_address: 'Kunde\nStraße 1',
    items: items(10),
    ...extra,
  });

  it('creates a numbered invoice with 10 positions in at most 4 statements from BEGIN', async () => {
    statements.reset();
    const invoice = await ok(api().post('/api/v1/invoices', invoiceBody()));
    expect(invoice.identifier).toMatch(/^R26\d{4}$/);
    expect(invoice.items).toHaveLength(10);
    const write = writeStatements('invoice_positions');
    expect(write.length).toBeLessThanOrEqual(4);
    // The number is taken in the write itself (or before it), never after.
    expect(write.some((text) => /number_sequences/.test(text))).toBe(true);
    expect(matching(/number_sequences/)).toHaveLength(1);
    // The whole request (warm key cache): BEGIN, resolve, write, the creditor reference made
    // from the number the write took, render ahead, reload, the lookup of the web hooks
    // subscribed to Invoice create (one statement per event, also when none is: the outbox must
    // be written in this transaction), the audit row, COMMIT.
    expect(statements.texts.length).toBeLessThanOrEqual(9);
  });

  it('bills activities with one UPDATE of activities for all positions', async () => {
    const activity = async () =>
      (
        await ok(
          api().post('/api/v1/activities', {
            date: '2026-03-02',
            hours: 2,
            description: 'Work',
            project_id: projectId,
            task_id: taskId,
          }),
        )
      ).id;
    const billed = [await activity(), await activity(), await activity()];
    const positions = items(3).map((item, index) => ({ ...item, activity_ids: [billed[index]] }));
    statements.reset();
    const invoice = await ok(
      api().post('/api/v1/invoices', invoiceBody({ project_id: projectId, items: positions })),
    );
    expect(matching(/UPDATE "?activities"?/i)).toHaveLength(1);
    // BEGIN, references, the lock of the activities, invoice with positions, their link.
    const write = writeStatements('invoice_positions', /UPDATE "?activities"?/i);
    expect(write.length).toBeLessThanOrEqual(5);
    const activities = await ok(api().get(`/api/v1/activities?project_id=${projectId}`));
    const byId = new Map(activities.map((row: { id: number }) => [row.id, row]));
    expect(billed.map((id) => (byId.get(id) as { billed: boolean }).billed)).toEqual([
      true,
      true,
      true,
    ]);
    expect(invoice.items.map((p: { activity_ids: number[] }) => p.activity_ids)).toEqual(
      billed.map((id) => [id]),
    );
  });

  it('creates and updates an offer with 10 positions in at most 4 statements each', async () => {
    const body = {
      company_id: customerId,
      recipient_address: 'Kunde\nStraße 1',
      date: '2026-03-10',
      due_date: '2026-04-10',
      title: 'Relaunch',
      tax: 19,
      currency: 'EUR',
      items: items(10),
    };
    statements.reset();
    const offer = await ok(api().post('/api/v1/offers', body), 201);
    expect(offer.items).toHaveLength(10);
    expect(writeStatements('offer_positions').length).toBeLessThanOrEqual(4);

    statements.reset();
    const changed = await ok(api().put(`/api/v1/offers/${offer.id}`, { items: items(4) }));
    expect(changed.items).toHaveLength(4);
    expect(matching(/DELETE FROM "?offer_positions"?/i)).toHaveLength(1);
    // Positions deleted and inserted and the offer updated: one statement writes all of it; the
    // only other writes queue the render ahead of the changed version (one job insert) and
    // append the audit row (one insert).
    const writes = statements.texts.filter((text) => WRITES.test(text));
    const follows = (text: string) => RENDER_AHEAD.test(text) || AUDIT.test(text);
    expect(writes.filter((text) => !follows(text))).toHaveLength(1);
    expect(writes.filter((text) => RENDER_AHEAD.test(text))).toHaveLength(1);
    expect(writes.filter((text) => AUDIT.test(text))).toHaveLength(1);
  });

  it('creates a purchase with 10 items in at most 4 statements from BEGIN', async () => {
    statements.reset();
    const purchase = await ok(
      api().post('/api/v1/purchases', {
        date: '2026-03-10',
        currency: 'EUR',
        payment_method: 'bank_transfer',
        items: Array.from({ length: 10 }, (_, index) => ({
          title: `Item ${index + 1}`,
          total: 100 + index,
          tax: 19,
        })),
      }),
    );
    expect(purchase.identifier).toMatch(/^E26\d{4}$/);
    expect(purchase.items).toHaveLength(10);
    const write = writeStatements('purchase_items');
    expect(write.length).toBeLessThanOrEqual(4);
    expect(write.some((text) => /number_sequences/.test(text))).toBe(true);
  });
});
