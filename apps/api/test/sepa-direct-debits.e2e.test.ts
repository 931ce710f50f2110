import request from 'supertest';
import { checkSepaDirectDebit } from '@faktura/banking';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { AccountDbService, type AccountTx } from '../src/platform/database';
import { DirectDebitRunsService } from '../src/sales/direct-debit-runs';
import { binary } from './support/binary';
import { schemaErrors } from './support/iso20022-schema';
import { expectForeignRecordHidden } from './support/tenancy-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/sepa_mandates';
const RUNS = '/api/v1/invoices/direct_debit_runs';

describe('SEPA mandates', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let company: { id: number };
  let foreignCompany: { id: number };
  let prisma: PrismaClient;

  const api = () => client(t.url, a.key);
  const foreign = () => client(t.url, b.key);
  const body = (extra: object = {}) => ({
    company_id: company.id,
    reference: `M-${Math.random().toString(36).slice(2, 10)}`,
    signed_on: '2026-11-02',
    iban: 'DE89 3704 0044 0532 0130 00',
    debtor_name: 'Muster AG',
    ...extra,
  });
  const errorsOf = async (payload: object) =>
    Object.keys((await api().post(PATH, payload).expect(422)).body.errors);

  beforeAll(async () => {
    t = await startTestApp();
    prisma = createPrismaClient(t.db.url, { max: 2 });
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    company = (await api().post('/api/v1/companies', { type: 'customer', name: 'Muster AG' })).body;
    foreignCompany = (
      await foreign().post('/api/v1/companies', { type: 'customer', name: 'Fremd AG' })
    ).body;
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await t.close();
  });

  it('creates a mandate: FRST next, active, expiring 36 months after its signature', async () => {
    const created = (
      await api()
        .post(PATH, body({ bic: 'cobadeffxxx' }))
        .expect(200)
    ).body;
    expect(created).toMatchObject({
      company: { id: company.id, name: 'Muster AG' },
      signed_on: '2026-11-02',
      scheme: 'CORE',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      status: 'active',
      sequence_type: 'FRST',
      last_collection_on: null,
      expires_on: '2029-11-02',
    });
    expect((await api().get(`${PATH}/${created.id}`).expect(200)).body).toEqual(created);
    const listed = await api().get(`${PATH}?company_id=${company.id}`).expect(200);
    expect(listed.body.map((row: { id: number }) => row.id)).toContain(created.id);
  });

  it('answers 422 naming the field: no signature date, bad IBAN, BIC, reference, company', async () => {
    const { signed_on: _omitted, ...unsigned } = body();
    expect(await errorsOf(unsigned)).toEqual(['signed_on']);
    expect(await errorsOf(body({ iban: 'DE89370400440532013001' }))).toEqual(['iban']);
    expect(await errorsOf(body({ bic: 'COBADEF' }))).toEqual(['bic']);
    expect(await errorsOf(body({ reference: 'M 1' }))).toEqual(['reference']);
    expect(await errorsOf(body({ reference: '/M1' }))).toEqual(['reference']);
    expect(await errorsOf(body({ scheme: 'COR1' }))).toEqual(['scheme']);
    expect(await errorsOf(body({ company_id: foreignCompany.id }))).toEqual(['company_id']);
    const taken = (await api().post(PATH, body()).expect(200)).body.reference;
    expect(await errorsOf(body({ reference: taken }))).toEqual(['reference']);
  });

  it('changes, revokes once, and deletes an unused mandate', async () => {
    const mandate = (await api().post(PATH, body()).expect(200)).body;
    const changed = await api()
      .put(`${PATH}/${mandate.id}`, { scheme: 'B2B', debtor_name: 'Muster Holding AG' })
      .expect(200);
    expect(changed.body).toMatchObject({ scheme: 'B2B', debtor_name: 'Muster Holding AG' });
    const revoked = await api()
      .post(`${PATH}/${mandate.id}/revoke`, { revoked_on: '2026-12-01', reason: 'Contract ended' })
      .expect(200);
    expect(revoked.body).toMatchObject({
      status: 'revoked',
      revoked_on: '2026-12-01',
      revocation_reason: 'Contract ended',
      sequence_type: null,
    });
    await api().post(`${PATH}/${mandate.id}/revoke`, { reason: 'again' }).expect(422);
    await api().delete(`${PATH}/${mandate.id}`).expect(204);
    await api().get(`${PATH}/${mandate.id}`).expect(404);
  });

  it('hides another account’s mandates (404) and leaves them untouched', async () => {
    const theirs = (
      await foreign()
        .post(PATH, body({ company_id: foreignCompany.id }))
        .expect(200)
    ).body;
    await expectForeignRecordHidden(api(), foreign(), PATH, theirs, {
      body: { debtor_name: 'Hijack' },
      field: 'debtor_name',
    });
    await api().post(`${PATH}/${theirs.id}/revoke`, { reason: 'x' }).expect(404);
  });

  it('keeps the creditor identifier on the account, refusing a wrong one', async () => {
    const put = await api().put('/api/v1/account', { sepa_creditor_id: 'de98 zzz0 9999 9999 99' });
    expect(put.status).toBe(200);
    expect(put.body.sepa_creditor_id).toBe('DE98ZZZ09999999999');
    const wrong = await api()
      .put('/api/v1/account', { sepa_creditor_id: 'DE97ZZZ09999999999' })
      .expect(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['sepa_creditor_id']);
  });

  describe('direct debit runs', () => {
    interface Debit {
      id: number;
      invoice_id: number;
      mandate_id: number;
      end_to_end_id: string;
      amount: number;
      sequence_type: string;
      status: string;
      return_reason: string | null;
    }
    interface Run extends Record<string, unknown> {
      id: number;
      message_id: string;
      format: string;
      direct_debit_count: number;
      total: number;
      file_url: string;
      direct_debits: Debit[];
    }
    let sequence = 0;
    const today = () => new Date().toISOString().slice(0, 10);
    const run = async (payload: object, account: TestAccount = a): Promise<Run> =>
      (await client(t.url, account.key).post(RUNS, payload).expect(200)).body as Run;
    const refused = async (payload: object, account: TestAccount = a) =>
      (await client(t.url, account.key).post(RUNS, payload).expect(422)).body.errors as Record<
        string,
        string[]
      >;
    const xmlOf = async (id: number, account: TestAccount = a) => {
      const response = await client(t.url, account.key)
        .get(`${RUNS}/${id}.xml`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      return { headers: response.headers, xml: (response.body as Buffer).toString('utf8') };
    };
    /** A customer of `account` with a mandate of `scheme` (unless `scheme` is null). */
    const customer = async (scheme: 'CORE' | 'B2B' | null, account: TestAccount = a) => {
      const made = await prisma.company.create({
        data: { accountId: account.accountId, type: 'customer', name: 'Schäfer & Söhne GmbH' },
      });
      if (scheme === null) return { id: made.id, mandate: null };
      const mandate = await client(t.url, account.key)
        .post(PATH, body({ company_id: made.id, scheme, debtor_name: 'Schäfer & Söhne GmbH' }))
        .expect(200);
      return { id: made.id, mandate: mandate.body as { id: number; reference: string } };
    };
    /** A sent invoice of 119.00 EUR (unless told otherwise) to `customerId`. */
    const invoice = (
      customerId: number,
      extra: { currency?: string; reference?: string; account?: TestAccount } = {},
    ) =>
      prisma.invoice.create({
        data: {
          accountId: (extra.account ?? a).accountId,
          identifier: `R26${String(++sequence).padStart(4, '0')}`,
          status: 'sent',
          date: new Date('2026-11-20T00:00:00Z'),
          dueDate: new Date('2026-12-04T00:00:00Z'),
          title: 'Wartung',
          recipientAddress: 'Schäfer & Söhne GmbH\nHauptstr. 1\n10115 Berlin',
          currency: extra.currency ?? 'EUR',
          netTotal: '100',
          grossTotal: '119',
          tax: '19',
          creditorReference: extra.reference ?? null,
          customerId,
        },
      });
    const inTransaction = <T>(work: (tx: AccountTx) => Promise<T>) =>
      t.app.get(AccountDbService).forAccount(a.accountId).$transaction(work);
    const mandateOf = async (id: number) =>
      (await api().get(`${PATH}/${id}`).expect(200)).body as {
        sequence_type: string | null;
        status: string;
      };

    beforeAll(async () => {
      await api().put('/api/v1/account', { sepa_creditor_id: 'DE98ZZZ09999999999' }).expect(200);
      await prisma.account.update({
        where: { id: a.accountId },
        data: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
      });
    });

    it('writes a pain.008.001.08 file (FRST per scheme) that validates and holds the EPC rules', async () => {
      const core = await customer('CORE');
      const b2b = await customer('B2B');
      const first = await invoice(core.id, { reference: 'RF18 5390 0754 7034' });
      const second = await invoice(b2b.id);
      await prisma.invoicePayment.create({
        data: {
          accountId: a.accountId,
          invoiceId: second.id,
          date: new Date('2026-11-25T00:00:00Z'),
          paidTotal: '19.50',
          currency: 'EUR',
          description: 'part',
        },
      });
      const created = await run({ invoice_ids: [first.id, second.id] });
      expect(created).toMatchObject({
        format: 'pain.008.001.08',
        direct_debit_count: 2,
        total: 218.5,
        currency: 'EUR',
        file_url: `/api/v1/invoices/direct_debit_runs/${created.id}.xml`,
      });
      expect(created.direct_debits).toMatchObject([
        {
          invoice_id: first.id,
          mandate_id: core.mandate!.id,
          end_to_end_id: `${first.identifier}-${created.id}`,
          amount: 119,
          sequence_type: 'FRST',
          status: 'pending',
          return_reason: null,
        },
        { invoice_id: second.id, mandate_id: b2b.mandate!.id, amount: 99.5, sequence_type: 'FRST' },
      ]);
      const { headers, xml } = await xmlOf(created.id);
      expect(headers['content-type']).toMatch(/application\/xml/);
      expect(headers['content-disposition']).toContain(`${created.message_id}.xml`);
      expect(schemaErrors(xml, 'pain.008.001.08')).toBe('');
      expect(checkSepaDirectDebit(xml, { today: today() })).toEqual([]);
      expect(xml.match(/<PmtInf>/g)).toHaveLength(2);
      expect(xml).toContain('<Cd>B2B</Cd>');
      expect(xml).toContain('<Id>DE98ZZZ09999999999</Id>');
      expect(xml).toContain(`<MndtId>${core.mandate!.reference}</MndtId>`);
      expect(xml).toContain('<Ref>RF18539007547034</Ref>');
      expect(xml).toContain(`<Ustrd>${second.identifier}</Ustrd>`);
      expect(xml).toContain('Schaefer');
      expect((await api().get(`${RUNS}/${created.id}`).expect(200)).body).toEqual(created);
      const listed = await api().get(`${RUNS}?invoice_id=${second.id}`).expect(200);
      expect(listed.body.map((row: Run) => row.id)).toEqual([created.id]);
      expect((await mandateOf(core.mandate!.id)).sequence_type).toBe('RCUR');
      expect((await refused({ invoice_ids: [first.id] })).invoice_ids).toEqual([
        `invoice ${first.identifier}: is already in a pending direct debit`,
      ]);
    });

    it('collects RCUR after the first collection and FNAL when told, in pain.008.001.02', async () => {
      const core = await customer('CORE');
      const opening = await run({ invoice_ids: [(await invoice(core.id)).id] });
      expect(opening.direct_debits[0].sequence_type).toBe('FRST');
      const [second, last] = [await invoice(core.id), await invoice(core.id)];
      const created = await run({
        invoice_ids: [second.id, last.id],
        format: 'pain.008.001.02',
        final_for_mandates: [core.mandate!.id],
        collection_date: '2027-01-05',
      });
      expect(created.direct_debits.map((debit) => debit.sequence_type)).toEqual(['RCUR', 'FNAL']);
      const { xml } = await xmlOf(created.id);
      expect(schemaErrors(xml, 'pain.008.001.02')).toBe('');
      expect(checkSepaDirectDebit(xml, { today: today() })).toEqual([]);
      expect(xml).toContain('<ReqdColltnDt>2027-01-05</ReqdColltnDt>');
      expect(await mandateOf(core.mandate!.id)).toMatchObject({
        status: 'used',
        sequence_type: null,
      });
    });

    it('answers 422 naming the invoices and fields, writing nothing', async () => {
      const before = await prisma.directDebitRun.count();
      const none = await invoice((await customer(null)).id);
      const francs = await invoice((await customer('CORE')).id, { currency: 'CHF' });
      const revokedCustomer = await customer('CORE');
      await api()
        .post(`${PATH}/${revokedCustomer.mandate!.id}/revoke`, { reason: 'Customer left' })
        .expect(200);
      const revoked = await invoice(revokedCustomer.id);
      const paid = await invoice((await customer('CORE')).id);
      await prisma.invoicePayment.create({
        data: {
          accountId: a.accountId,
          invoiceId: paid.id,
          date: new Date('2026-11-25T00:00:00Z'),
          paidTotal: '119',
          currency: 'EUR',
          description: 'all',
        },
      });
      const collected = await invoice((await customer('CORE')).id);
      await api()
        .put(`/api/v1/invoices/${collected.id}/debt_collection_procedure`, { note: 'Handed over' })
        .expect(200);
      const good = await invoice((await customer('CORE')).id);
      const foreignInvoice = await invoice((await customer('CORE', b)).id, { account: b });
      const errors = await refused({
        invoice_ids: [
          good.id,
          none.id,
          francs.id,
          revoked.id,
          paid.id,
          collected.id,
          foreignInvoice.id,
        ],
        final_for_mandates: [99999999],
      });
      expect(errors).toEqual({
        'invoice_ids[6]': ['is no invoice of this account'],
        invoice_ids: [
          `invoice ${none.identifier}: has a customer without a SEPA mandate`,
          `invoice ${francs.identifier}: is not in EUR`,
          `invoice ${revoked.identifier}: has a customer whose mandate is revoked`,
          `invoice ${paid.identifier}: has nothing left to collect`,
          `invoice ${collected.identifier}: is handed to debt collection`,
        ],
        'final_for_mandates[0]': ['is no mandate the run collects under'],
      });
      expect(
        Object.keys(await refused({ invoice_ids: [good.id], collection_date: today() })),
      ).toEqual(['collection_date']);
      expect(
        Object.keys(await refused({ invoice_ids: [good.id], collection_date: '2027-12-25' })),
      ).toEqual(['collection_date']);
      expect(
        Object.keys(await refused({ invoice_ids: [good.id], format: 'pain.008.001.09' })),
      ).toEqual(['format']);
      expect(Object.keys(await refused({ invoice_ids: [] }))).toEqual(['invoice_ids']);
      // Account b has neither creditor identifier nor IBAN.
      expect(Object.keys(await refused({ invoice_ids: [foreignInvoice.id] }, b))).toEqual([
        'account.sepa_creditor_id',
        'account.iban',
      ]);
      expect(await prisma.directDebitRun.count()).toBe(before);
    });

    it('lets only one of two concurrent runs take an invoice', async () => {
      const open = await invoice((await customer('CORE')).id);
      const [left, right] = await Promise.all([
        api().post(RUNS, { invoice_ids: [open.id] }),
        api().post(RUNS, { invoice_ids: [open.id] }),
      ]);
      expect([left.status, right.status].sort()).toEqual([200, 422]);
      expect(await prisma.directDebit.count({ where: { invoiceId: open.id } })).toBe(1);
    });

    it('confirms and returns collections for the statement matcher; a returned FRST stays FRST', async () => {
      const core = await customer('CORE');
      const first = await invoice(core.id);
      const created = await run({ invoice_ids: [first.id] });
      const [{ id, end_to_end_id: e2e }] = created.direct_debits;
      const runs = t.app.get(DirectDebitRunsService);
      const actor = { accountId: a.accountId, userId: a.userId };
      const settled = { id, invoiceId: first.id, mandateId: core.mandate!.id, amount: '119.0000' };
      expect(await inTransaction((tx) => runs.confirmDirectDebit(actor, e2e, tx))).toEqual(settled);
      expect((await mandateOf(core.mandate!.id)).sequence_type).toBe('RCUR');
      await expect(
        inTransaction((tx) => runs.confirmDirectDebit(actor, e2e, tx)),
      ).rejects.toMatchObject({ code: 'invalid_transition' });
      expect(await inTransaction((tx) => runs.returnDirectDebit(actor, e2e, 'MD06', tx))).toEqual(
        settled,
      );
      const after = (await api().get(`${RUNS}/${created.id}`).expect(200)).body as Run;
      expect(after.direct_debits[0]).toMatchObject({ status: 'returned', return_reason: 'MD06' });
      expect((await mandateOf(core.mandate!.id)).sequence_type).toBe('FRST');
      const again = await run({ invoice_ids: [first.id] });
      expect(again.direct_debits[0].sequence_type).toBe('FRST');
      expect(
        await inTransaction((tx) => runs.returnDirectDebit(actor, 'UNKNOWN-1', 'AC04', tx)),
      ).toBeNull();
    });

    it("hides another account's runs and files", async () => {
      await client(t.url, b.key)
        .put('/api/v1/account', { sepa_creditor_id: 'DE98ZZZ09999999999' })
        .expect(200);
      await prisma.account.update({
        where: { id: b.accountId },
        data: { iban: 'DE02120300000000202051' },
      });
      const theirs = await run(
        { invoice_ids: [(await invoice((await customer('CORE', b)).id, { account: b })).id] },
        b,
      );
      await expectForeignRecordHidden(api(), foreign(), RUNS, theirs, {
        body: {},
        field: 'message_id',
      });
      await api().get(`${RUNS}/${theirs.id}.xml`).expect(404);
      const confirmed = await inTransaction((tx) =>
        t.app
          .get(DirectDebitRunsService)
          .confirmDirectDebit(
            { accountId: a.accountId, userId: a.userId },
            theirs.direct_debits[0].end_to_end_id,
            tx,
          ),
      );
      expect(confirmed).toBeNull();
      await request(t.url).get(RUNS).expect(401);
    });
  });
});
