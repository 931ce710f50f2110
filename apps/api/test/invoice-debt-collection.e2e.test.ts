import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

describe('/api/v1/invoices/{id}/debt_collection_procedure', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let customerId: number;
  let foreignCustomerId: number;

  const api = () => client(t.url, a.key);
  const path = (id: number | string) => `/api/v1/invoices/${id}/debt_collection_procedure`;
  const createInvoice = async (extra: object = {}, key = a.key, customer = customerId) =>
    (
      await client(t.url, key)
        .post('/api/v1/invoices', {
          customer_id: customer,
          recipient_address: 'Kunde AG\nBern',
          date: '2026-03-01',
          due_date: '2026-03-31',
          title: 'Consulting',
          tax: 19,
          currency: 'EUR',
          items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 100 }],
          ...extra,
        })
        .expect(200)
    ).body;
  const setStatus = (id: number, status: 'paid' | 'partially_paid') =>
    prisma.invoice.update({ where: { id }, data: { status } });
  const ageInvoice = (id: number) =>
    prisma.invoice.update({ where: { id }, data: { updatedAt: LONG_AGO } });
  const updatedAt = async (id: number) =>
    (await prisma.invoice.findUniqueOrThrow({ where: { id } })).updatedAt;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const accountId of [a.accountId, b.accountId])
      await prisma.vatCodeSale.create({ data: { accountId, code: 'UST19', tax: '19' } });
    const company = (accountId: number) =>
      prisma.company.create({ data: { accountId, type: 'customer', name: 'Kunde AG' } });
    customerId = (await company(a.accountId)).id;
    foreignCustomerId = (await company(b.accountId)).id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  describe('access', () => {
    it('answers 401 without a key', async () => {
      for (const call of [
        request(t.url).put(path(1)).send({ note: 'X' }),
        request(t.url).delete(path(1)),
      ]) {
        expect((await call.expect(401)).body).toEqual({ message: 'Unauthorized' });
      }
    });

    it('answers 403 to a read-only key on both writes', async () => {
      const invoice = await createInvoice();
      await api().put(path(invoice.id), { note: 'Started' }).expect(200);
      const readOnly = client(t.url, a.readOnlyKey);
      for (const call of [
        readOnly.put(path(invoice.id), { note: 'Changed' }),
        readOnly.delete(path(invoice.id)),
      ]) {
        expect((await call.expect(403)).body).toEqual({ errors: ['Access denied'] });
      }
      const after = (await readOnly.get(`/api/v1/invoices/${invoice.id}`).expect(200)).body;
      expect(after.debt_collection_procedure).toMatchObject({ note: 'Started' });
    });

    it("answers 404 for another account's invoice on both routes, as for a missing one", async () => {
      const foreign = await createInvoice({}, b.key, foreignCustomerId);
      const owner = client(t.url, b.key);
      await owner.put(path(foreign.id), { note: 'Theirs' }).expect(200);
      const put = await api().put(path(foreign.id), { note: 'Hijack' }).expect(404);
      const missingPut = await api().put(path(99_999_999), { note: 'Hijack' }).expect(404);
      expect(put.body).toEqual(missingPut.body);
      expect(put.body).toEqual({ message: 'Not found' });
      const del = await api().delete(path(foreign.id)).expect(404);
      expect(del.body).toEqual((await api().delete(path(99_999_999)).expect(404)).body);
      await api().put(path('abc'), {}).expect(404);
      const theirs = (await owner.get(`/api/v1/invoices/${foreign.id}`).expect(200)).body;
      expect(theirs.debt_collection_procedure).toMatchObject({
        note: 'Theirs',
        user: { id: b.userId, firstname: 'Owner', lastname: 'Beta' },
      });
    });
  });

  describe('starting, changing and ending', () => {
    it('starts the procedure in the key user name and shows it on the invoice', async () => {
      const invoice = await createInvoice();
      expect(invoice.debt_collection_procedure).toBeNull();
      await ageInvoice(invoice.id);
      const response = await api().put(path(invoice.id), { note: 'Agency X' }).expect(200);
      const procedure = response.body.debt_collection_procedure;
      expect(procedure).toEqual({
        id: expect.any(Number),
        user: { id: a.userId, firstname: 'Owner', lastname: 'Alpha' },
        note: 'Agency X',
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect(response.body).toMatchObject({ id: invoice.id, items: [expect.any(Object)] });
      expect(await updatedAt(invoice.id)).not.toEqual(LONG_AGO);
      const read = (await api().get(`/api/v1/invoices/${invoice.id}`).expect(200)).body;
      expect(read.debt_collection_procedure).toEqual(procedure);
      const listed = (await api().get(`/api/v1/invoices?ids=${invoice.id}`).expect(200)).body;
      expect(listed[0].debt_collection_procedure).toEqual(procedure);
    });

    it('starts without a note', async () => {
      const invoice = await createInvoice();
      const response = await api().put(path(invoice.id)).expect(200);
      expect(response.body.debt_collection_procedure).toMatchObject({ note: null });
    });

    it('changes the note of a running procedure, keeps it when omitted, clears it with null', async () => {
      const invoice = await createInvoice();
      const first = (await api().put(path(invoice.id), { note: 'One' }).expect(200)).body
        .debt_collection_procedure;
      await prisma.invoiceDebtCollection.update({
        where: { id: first.id },
        data: { updatedAt: LONG_AGO },
      });
      await ageInvoice(invoice.id);
      const changed = (await api().put(path(invoice.id), { note: 'Two' }).expect(200)).body
        .debt_collection_procedure;
      expect(changed).toMatchObject({
        id: first.id,
        user: first.user,
        note: 'Two',
        created_at: first.created_at,
      });
      expect(changed.updated_at).not.toBe('2020-01-01T00:00:00Z');
      expect(await updatedAt(invoice.id)).not.toEqual(LONG_AGO);
      const kept = (await api().put(path(invoice.id), {}).expect(200)).body;
      expect(kept.debt_collection_procedure).toMatchObject({ id: first.id, note: 'Two' });
      const cleared = (await api().put(path(invoice.id), { note: null }).expect(200)).body;
      expect(cleared.debt_collection_procedure).toMatchObject({ id: first.id, note: null });
      expect(await prisma.invoiceDebtCollection.count({ where: { invoiceId: invoice.id } })).toBe(
        1,
      );
    });

    it('ends the procedure with 204, and 404 when there is none', async () => {
      const invoice = await createInvoice();
      await api().delete(path(invoice.id)).expect(404);
      await api().put(path(invoice.id), { note: 'Agency' }).expect(200);
      await ageInvoice(invoice.id);
      const response = await api().delete(path(invoice.id)).expect(204);
      expect(response.text).toBe('');
      expect(await updatedAt(invoice.id)).not.toEqual(LONG_AGO);
      const read = (await api().get(`/api/v1/invoices/${invoice.id}`).expect(200)).body;
      expect(read.debt_collection_procedure).toBeNull();
      expect((await api().delete(path(invoice.id)).expect(404)).body).toEqual({
        message: 'Not found',
      });
      const again = (await api().put(path(invoice.id), { note: 'Again' }).expect(200)).body;
      expect(again.debt_collection_procedure).toMatchObject({ note: 'Again' });
    });

    it('works on sent, overdue, partially paid and ignored invoices', async () => {
      for (const status of ['sent', 'overdue', 'ignored'] as const) {
        const invoice = await createInvoice();
        await api().put(`/api/v1/invoices/${invoice.id}/update_status`, { status }).expect(204);
        const body = (await api().put(path(invoice.id), { note: status }).expect(200)).body;
        expect(body).toMatchObject({ status, debt_collection_procedure: { note: status } });
      }
      const partly = await createInvoice();
      await setStatus(partly.id, 'partially_paid');
      await api().put(path(partly.id), { note: 'Rest' }).expect(200);
    });
  });

  describe('rules', () => {
    it('refuses drafts and paid invoices with 422', async () => {
      const draft = await createInvoice({ status: 'draft' });
      expect((await api().put(path(draft.id), { note: 'X' }).expect(422)).body).toEqual({
        errors: ['A draft invoice cannot go to debt collection'],
      });
      const paid = await createInvoice();
      await setStatus(paid.id, 'paid');
      expect((await api().put(path(paid.id), { note: 'X' }).expect(422)).body).toEqual({
        errors: ['A paid invoice cannot go to debt collection'],
      });
      expect(
        await prisma.invoiceDebtCollection.count({
          where: { invoiceId: { in: [draft.id, paid.id] } },
        }),
      ).toBe(0);
    });

    it('refuses reversed and reversal invoices with 422', async () => {
      const original = await createInvoice();
      const reversal = (await api().post(`/api/v1/invoices/${original.id}/reversal`).expect(200))
        .body;
      expect((await api().put(path(original.id), {}).expect(422)).body).toEqual({
        errors: ['A reversed invoice cannot go to debt collection'],
      });
      expect((await api().put(path(reversal.id), {}).expect(422)).body).toEqual({
        errors: ['A reversal invoice cannot go to debt collection'],
      });
    });

    it('answers 422 naming the field for a note that is not a string', async () => {
      const invoice = await createInvoice();
      const response = await api().put(path(invoice.id), { note: 5 }).expect(422);
      expect(Object.keys(response.body.errors)).toEqual(['note']);
      const read = (await api().get(`/api/v1/invoices/${invoice.id}`).expect(200)).body;
      expect(read.debt_collection_procedure).toBeNull();
    });

    it('can end a procedure after the invoice was paid', async () => {
      const invoice = await createInvoice();
      await api().put(path(invoice.id), { note: 'Agency' }).expect(200);
      await setStatus(invoice.id, 'paid');
      await api().put(path(invoice.id), { note: 'Collected' }).expect(422);
      await api().delete(path(invoice.id)).expect(204);
    });
  });
});
