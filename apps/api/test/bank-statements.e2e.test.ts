import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { creditorReferenceFor } from '@faktura/documents';
import { buildCamt053, type Camt053EntryOptions } from '@faktura/test-support';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const STATEMENTS = '/api/v1/bank_statements';
const TRANSACTIONS = '/api/v1/bank_transactions';
const IBAN = 'DE89370400440532013000';
const OTHER_IBAN = 'DE02120300000000202051';
const PAYER_IBAN = 'DE75512108001245126199';
const FIXTURES = join(__dirname, '../../../packages/banking/test/fixtures');

interface Invoice {
  id: number;
  identifier: string;
  status: string;
}
interface Transaction {
  id: number;
  status: string;
  match_rule: string | null;
  amount: number;
  remittance_text: string | null;
  return_reason: { code: string | null; text: string } | null;
  reversed_transaction_id: number | null;
  payments: { invoice: { id: number } | null; amount: number; invoice_payment_id: number }[];
  suggestions: { invoice: { id: number } | null; amount: number }[];
}

const file = (xml: string | Buffer, filename = 'statement.xml') => ({
  file: { filename, base64: Buffer.from(xml).toString('base64') },
});
const spaced = (text: string) => text.toLowerCase().replace(/(.{4})/g, '$1 ');

describe('/api/v1/bank_statements and /api/v1/bank_transactions', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  const inv: Invoice[] = [];
  let foreignInvoice: Invoice;
  let roundTrip: { statements: { id: number }[] };
  let statementXml: string;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const ok = async (call: request.Test) => (await call.expect(200)).body;
  const invoice = async (account: TestAccount, customerId: number): Promise<Invoice> =>
    ok(
      api(account).post('/api/v1/invoices', {
        customer_id: customerId,
        recipient_address: 'Kunde GmbH\nHauptstraße 1\n10115 Berlin',
        date: '2026-11-02',
        due_date: '2026-11-16',
        title: 'Consulting',
        tax: 10,
        currency: 'EUR',
        items: [{ type: 'item', title: 'Work', quantity: 1, unit: 'h', unit_price: 1000 }],
      }),
    );
  const statusOf = async (id: number) =>
    ((await ok(api().get(`/api/v1/invoices/${id}`))) as Invoice).status;
  const transactions = async (query = ''): Promise<Transaction[]> =>
    ok(api().get(`${TRANSACTIONS}?per_page=100${query}`));
  const booked = async () => ({
    statements: await prisma.bankStatement.count(),
    transactions: await prisma.bankTransaction.count(),
    payments: await prisma.invoicePayment.count(),
  });
  const rf = (invoice: Invoice) => creditorReferenceFor(invoice.identifier)!;

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    await prisma.account.update({ where: { id: a.accountId }, data: { iban: IBAN } });
    await prisma.account.update({ where: { id: b.accountId }, data: { iban: OTHER_IBAN } });
    for (const account of [a, b])
      await ok(api(account).post('/api/v1/vat_code_sales', { code: 'UST10', tax: 10 }));
    const customer = await ok(
      api().post('/api/v1/companies', { type: 'customer', name: 'Kunde GmbH', iban: PAYER_IBAN }),
    );
    const foreignCustomer = await ok(
      api(b).post('/api/v1/companies', { type: 'customer', name: 'Beta Kunde' }),
    );
    for (let i = 0; i < 6; i++) inv.push(await invoice(a, customer.id));
    foreignInvoice = await invoice(b, foreignCustomer.id);
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t?.close();
  });

  it('books sure matches, suggests the rest and takes a returned debit back (round trip)', async () => {
    const entries: Camt053EntryOptions[] = [
      // Well written structured reference, collected by direct debit.
      {
        amount: '1100.00',
        direction: 'credit',
        creditorReference: rf(inv[0]),
        endToEndId: 'E2E-0',
      },
      // The reference written badly in the text: lower case, in groups.
      { amount: '1100.00', direction: 'credit', remittanceText: `Zahlung ${spaced(rf(inv[1]))}` },
      // Only the invoice number.
      { amount: '1100.00', direction: 'credit', remittanceText: `Rechnung ${inv[2].identifier}` },
      // A partial payment.
      { amount: '500.00', direction: 'credit', creditorReference: rf(inv[3]) },
      // Known payer IBAN and an amount several open invoices have: a suggestion only.
      { amount: '1100.00', direction: 'credit', payerIban: PAYER_IBAN, payerName: 'Kunde GmbH' },
      // Nothing to go by.
      { amount: '42.00', direction: 'credit', remittanceText: 'Danke' },
      // The direct debit of the first entry comes back.
      { amount: '1100.00', direction: 'debit', endToEndId: 'E2E-0', returnReason: 'MD06' },
    ];
    statementXml = buildCamt053({
      accountIban: IBAN,
      statementId: 'STMT-1',
      date: '2026-11-30',
      entries,
    });
    roundTrip = await ok(api().post(STATEMENTS, file(statementXml)));
    expect(roundTrip).toMatchObject({
      imported: 7,
      skipped: 0,
      matched: 5,
      suggested: 1,
      unmatched: 1,
    });

    const rows = await transactions('&sort_by=id');
    expect(rows.map((row) => [row.status, row.match_rule])).toEqual([
      ['matched', 'reference'],
      ['matched', 'reference'],
      ['matched', 'document_number'],
      ['matched', 'reference'],
      ['suggested', 'payer_iban'],
      ['unmatched', null],
      ['matched', 'return'],
    ]);
    expect(rows[0].payments).toMatchObject([{ invoice: { id: inv[0].id }, amount: 1100 }]);
    expect(rows[3].payments).toMatchObject([{ invoice: { id: inv[3].id }, amount: 500 }]);
    expect(rows[4].suggestions.map((s) => s.invoice!.id).sort()).toEqual(
      [inv[4].id, inv[5].id].sort(),
    );
    expect(rows[6]).toMatchObject({
      reversed_transaction_id: rows[0].id,
      return_reason: { code: 'MD06', text: expect.stringContaining('MD06') },
      payments: [{ invoice: { id: inv[0].id }, amount: -1100 }],
    });
    expect(await statusOf(inv[0].id)).not.toBe('paid');
    expect(await statusOf(inv[1].id)).toBe('paid');
    expect(await statusOf(inv[2].id)).toBe('paid');
    expect(await statusOf(inv[3].id)).toBe('partially_paid');
    expect(await statusOf(inv[4].id)).not.toBe('paid');
    const payments = await prisma.invoicePayment.findMany({
      where: { invoiceId: inv[0].id },
      orderBy: { id: 'asc' },
    });
    expect(payments.map((p) => p.paidTotal.toString())).toEqual(['1100', '-1100']);
    expect(payments[1].description).toContain('MD06');

    const statement = await ok(api().get(`${STATEMENTS}/${roundTrip.statements[0].id}`));
    expect(statement).toMatchObject({
      iban: IBAN,
      format: 'camt.053.001.08',
      statement_id: 'STMT-1',
      transaction_count: 7,
      imported_count: 7,
      skipped_count: 0,
    });
    expect(await ok(api().get(STATEMENTS))).toEqual([statement]);
    expect((await transactions('&status=suggested,unmatched')).map((r) => r.id)).toEqual([
      rows[4].id,
      rows[5].id,
    ]);
    expect((await transactions('&amount=42.00')).map((r) => r.id)).toEqual([rows[5].id]);
    expect(await transactions('&date_from=2026-12-01')).toEqual([]);
  });

  it('confirms the direct debits and transfers Faktura issued by end-to-end id, and their returns', async () => {
    await ok(api().put('/api/v1/account', { sepa_creditor_id: 'DE98ZZZ09999999999' }));
    const debtor = await ok(
      api().post('/api/v1/companies', { type: 'customer', name: 'Lastschrift AG' }),
    );
    await ok(
      api().post('/api/v1/sepa_mandates', {
        company_id: debtor.id,
        reference: 'MANDATE-E2E-1',
        signed_on: '2026-11-02',
        iban: PAYER_IBAN,
        debtor_name: 'Lastschrift AG',
      }),
    );
    const collected = await invoice(a, debtor.id);
    const debitRun = await ok(
      api().post('/api/v1/invoices/direct_debit_runs', { invoice_ids: [collected.id] }),
    );
    const [{ end_to_end_id: debitId }] = debitRun.direct_debits as { end_to_end_id: string }[];
    const supplier = await prisma.company.create({
      data: { accountId: a.accountId, type: 'supplier', name: 'Lieferant KG', iban: OTHER_IBAN },
    });
    const purchase = await prisma.purchase.create({
      data: {
        accountId: a.accountId,
        identifier: 'E260901',
        receiptIdentifier: 'LI-77',
        title: 'Paper',
        date: new Date('2026-11-10T00:00:00Z'),
        paymentMethod: 'bank_transfer',
        currency: 'EUR',
        netTotal: '100',
        grossTotal: '119',
        companyId: supplier.id,
      },
    });
    const paymentRun = await ok(
      api().post('/api/v1/purchases/payment_runs', { purchase_ids: [purchase.id] }),
    );
    const [{ end_to_end_id: transferId }] = paymentRun.transfers as { end_to_end_id: string }[];
    const statement = (statementId: string, entries: Camt053EntryOptions[]) =>
      file(buildCamt053({ accountIban: IBAN, statementId, date: '2026-12-03', entries }));
    const states = async () => ({
      debit: (await prisma.directDebit.findFirstOrThrow({ where: { endToEndId: debitId } })).status,
      transfer: (await prisma.sepaTransfer.findFirstOrThrow({ where: { endToEndId: transferId } }))
        .status,
    });

    // The bank names the instructions only by their end-to-end ids: no reference, no number.
    await ok(
      api().post(
        STATEMENTS,
        statement('SEPA-1', [
          { amount: '1100.00', direction: 'credit', endToEndId: debitId, remittanceText: 'SEPA' },
          { amount: '119.00', direction: 'debit', endToEndId: transferId, remittanceText: 'SEPA' },
        ]),
      ),
    );
    expect(await statusOf(collected.id)).toBe('paid');
    expect(await prisma.purchasePayment.count({ where: { purchaseId: purchase.id } })).toBe(1);
    expect(await states()).toEqual({ debit: 'booked', transfer: 'booked' });

    // The customer's bank returns the collection: the payment goes, the collection is returned.
    const returned = {
      amount: '1100.00',
      direction: 'debit' as const,
      endToEndId: debitId,
      returnReason: 'MD06',
    };
    await ok(api().post(STATEMENTS, statement('SEPA-2', [returned])));
    expect(await statusOf(collected.id)).not.toBe('paid');
    expect(await states()).toEqual({ debit: 'returned', transfer: 'booked' });
    // Reported again in another file: nothing more is taken back or changed.
    const payments = await prisma.invoicePayment.count({ where: { invoiceId: collected.id } });
    await ok(api().post(STATEMENTS, statement('SEPA-3', [returned])));
    expect(await prisma.invoicePayment.count({ where: { invoiceId: collected.id } })).toBe(
      payments,
    );
    expect(await states()).toEqual({ debit: 'returned', transfer: 'booked' });
  });

  it('books nothing twice: the same file again, and two overlapping files at once', async () => {
    const before = await booked();
    const again = await ok(api().post(STATEMENTS, file(statementXml)));
    expect(again).toMatchObject({ imported: 0, skipped: 7, matched: 0 });
    expect(again.statements[0]).toMatchObject({ imported_count: 0, skipped_count: 7 });
    expect(await prisma.invoicePayment.count()).toBe(before.payments);

    const overlapping = buildCamt053({
      accountIban: IBAN,
      statementId: 'STMT-2',
      date: '2026-12-01',
      entries: [
        {
          amount: '600.00',
          direction: 'credit',
          creditorReference: rf(inv[3]),
          bankReference: 'REST-3',
        },
      ],
    });
    const [one, two] = await Promise.all([
      ok(api().post(STATEMENTS, file(overlapping))),
      ok(api().post(STATEMENTS, file(overlapping))),
    ]);
    expect([one.imported, two.imported].sort()).toEqual([0, 1]);
    expect(one.matched + two.matched).toBe(1);
    expect(await prisma.invoicePayment.count()).toBe(before.payments + 1);
    expect(await statusOf(inv[3].id)).toBe('paid');

    // The same collection returned again (another entry): its payment is taken back once only.
    const secondReturn = buildCamt053({
      accountIban: IBAN,
      statementId: 'STMT-3',
      date: '2026-12-02',
      entries: [
        { amount: '1100.00', direction: 'debit', endToEndId: 'E2E-0', returnReason: 'MD06' },
      ],
    });
    expect(await ok(api().post(STATEMENTS, file(secondReturn)))).toMatchObject({
      imported: 1,
      matched: 0,
      unmatched: 1,
    });
    expect(await prisma.invoicePayment.count()).toBe(before.payments + 1);
  });

  it('refuses every bad file with a clear error on `file` and stores nothing', async () => {
    const before = await booked();
    const refused = async (body: object, message: RegExp, status = 422) => {
      const response = await api().post(STATEMENTS, body).expect(status);
      if (status === 422) expect(response.body.errors.file[0]).toMatch(message);
      else expect(JSON.stringify(response.body)).toMatch(message);
    };
    const foreign = buildCamt053({
      accountIban: OTHER_IBAN,
      entries: [{ amount: '1100.00', direction: 'credit', creditorReference: rf(inv[4]) }],
    });
    await refused(file(foreign), /not this account's bank account/);
    await refused(file(statementXml.slice(0, statementXml.length / 2)), /./);
    for (const name of ['camt053-truncated.xml', 'camt053-doctype-entity.xml'])
      await refused(file(readFileSync(join(FIXTURES, name))), /./);
    await refused(
      file(readFileSync(join(FIXTURES, 'mt940-wrong-balance.sta')), 'x.sta'),
      /balance/i,
    );
    await refused(file('Kontoauszug'), /./);
    // Over the statement limit (15 MiB), and over the request body limit.
    await refused(file(Buffer.alloc(16 * 1024 * 1024, 0x20)), /too large/i, 413);
    await refused(file(Buffer.alloc(100 * 1024 * 1024, 0x20)), /too large/i, 413);
    expect(await booked()).toEqual(before);
  });

  it('matches a suggestion by hand, ignores what is not a payment, and refuses the rest', async () => {
    const [suggested] = await transactions('&status=suggested');
    const [unmatched] = await transactions('&status=unmatched');
    const bad = await api()
      .post(`${TRANSACTIONS}/${suggested.id}/match`, {
        invoices: [{ id: inv[4].id, amount: 1000 }],
      })
      .expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['invoices']);
    const matched: Transaction = await ok(
      api().post(`${TRANSACTIONS}/${suggested.id}/match`, {
        invoices: [{ id: inv[4].id, amount: 1100 }],
      }),
    );
    expect(matched).toMatchObject({
      status: 'matched',
      match_rule: 'manual',
      suggestions: [],
      payments: [{ invoice: { id: inv[4].id }, amount: 1100 }],
    });
    expect(await statusOf(inv[4].id)).toBe('paid');
    await api()
      .post(`${TRANSACTIONS}/${suggested.id}/match`, {
        invoices: [{ id: inv[5].id, amount: 1100 }],
      })
      .expect(422);
    await api().post(`${TRANSACTIONS}/${suggested.id}/ignore`).expect(422);

    expect(await ok(api().post(`${TRANSACTIONS}/${unmatched.id}/ignore`))).toMatchObject({
      status: 'ignored',
    });
    await api().post(`${TRANSACTIONS}/${unmatched.id}/ignore`).expect(422);
  });

  it("hides another account's statements and transactions and never books onto its invoices", async () => {
    const [own] = await transactions('&status=ignored');
    const statementId = roundTrip.statements[0].id;
    const missing = await api(b).get(`${STATEMENTS}/99999999`).expect(404);
    expect((await api(b).get(`${STATEMENTS}/${statementId}`).expect(404)).body).toEqual(
      missing.body,
    );
    await api(b).get(`${TRANSACTIONS}/${own.id}`).expect(404);
    await api(b)
      .post(`${TRANSACTIONS}/${own.id}/match`, {
        invoices: [{ id: foreignInvoice.id, amount: 42 }],
      })
      .expect(404);
    await api(b).post(`${TRANSACTIONS}/${own.id}/ignore`).expect(404);
    expect(await ok(api(b).get(STATEMENTS))).toEqual([]);
    expect(await ok(api(b).get(TRANSACTIONS))).toEqual([]);
    expect(await ok(api(b).get(`${TRANSACTIONS}?statement_id=${statementId}`))).toEqual([]);

    const refused = await api()
      .post(`${TRANSACTIONS}/${own.id}/match`, {
        invoices: [{ id: foreignInvoice.id, amount: 42 }],
      })
      .expect(422);
    expect(refused.body.errors['invoices[0].id']).toEqual(['does not exist']);
    expect(await prisma.invoicePayment.count({ where: { invoiceId: foreignInvoice.id } })).toBe(0);
    expect(await ok(api().get(`${TRANSACTIONS}/${own.id}`))).toMatchObject({ status: 'ignored' });
  });
});
