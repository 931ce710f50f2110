import request from 'supertest';
import { checkSepaCreditTransfer } from '@faktura/banking';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { iso20022SchemaErrors } from '@faktura/test-support';
import { AccountDbService, type AccountTx } from '../src/platform/database';
import { PaymentRunsService } from '../src/purchasing/payment-runs';
import { binary } from './support/binary';
import { expectForeignRecordHidden } from './support/tenancy-checks';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const PATH = '/api/v1/purchases/payment_runs';
const ACCOUNT_IBAN = 'DE02120300000000202051';
const SUPPLIER_IBAN = 'DE89370400440532013000';

interface Transfer {
  id: number;
  purchase_id: number;
  end_to_end_id: string;
  amount: number;
  status: string;
  booked_at: string | null;
}
interface Run extends Record<string, unknown> {
  id: number;
  message_id: string;
  format: string;
  execution_date: string;
  transfer_count: number;
  total: number;
  file_url: string;
  transfers: Transfer[];
}

describe('/api/v1/purchases/payment_runs', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let sequence = 0;
  const suppliers = new Map<number, number>();

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const today = () => new Date().toISOString().slice(0, 10);
  /** Runs `work` in a transaction of account `a`, as the bank statement matcher would. */
  const inTransaction = <T>(work: (tx: AccountTx) => Promise<T>) =>
    t.app.get(AccountDbService).forAccount(a.accountId).$transaction(work);

  /** An open purchase of 1190.00 EUR from the account's supplier (IBAN on the company). */
  const purchase = async (
    extra: { currency?: string; iban?: string | null; noSupplier?: boolean; gross?: string } = {},
    account: TestAccount = a,
  ) =>
    prisma.purchase.create({
      data: {
        accountId: account.accountId,
        identifier: `E26${String(++sequence).padStart(4, '0')}`,
        receiptIdentifier: `RE-${sequence}`,
        title: 'Office chairs',
        date: new Date('2026-03-10T00:00:00Z'),
        paymentMethod: 'bank_transfer',
        currency: extra.currency ?? 'EUR',
        netTotal: '1000',
        grossTotal: extra.gross ?? '1190',
        iban: extra.iban ?? null,
        companyId: extra.noSupplier ? null : suppliers.get(account.accountId)!,
      },
    });
  const run = async (body: object, account: TestAccount = a): Promise<Run> =>
    (await api(account).post(PATH, body).expect(200)).body as Run;
  const xmlOf = async (id: number) => {
    const response = await api().get(`${PATH}/${id}.xml`).buffer(true).parse(binary).expect(200);
    return { headers: response.headers, xml: (response.body as Buffer).toString('utf8') };
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha Möbel & Söhne GmbH');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    for (const account of [a, b]) {
      await prisma.account.update({
        where: { id: account.accountId },
        data: { iban: ACCOUNT_IBAN, bic: 'BYLADEM1001' },
      });
      const company = await prisma.company.create({
        data: {
          accountId: account.accountId,
          type: 'supplier',
          name: 'Müller Büromöbel KG',
          iban: SUPPLIER_IBAN,
          bic: 'COBADEFFXXX',
        },
      });
      suppliers.set(account.accountId, company.id);
    }
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('writes a pain.001.001.09 file over several purchases that validates and holds the EPC rules', async () => {
    const first = await purchase();
    const second = await purchase({ iban: 'AT611904300234573201' });
    await prisma.purchasePayment.create({
      data: {
        accountId: a.accountId,
        purchaseId: second.id,
        date: new Date('2026-03-12T00:00:00Z'),
        total: '190.10',
        currency: 'EUR',
      },
    });
    const created = await run({ purchase_ids: [first.id, second.id] });
    expect(created).toMatchObject({
      format: 'pain.001.001.09',
      transfer_count: 2,
      total: 2189.9,
      file_url: `${PATH}/${created.id}.xml`,
    });
    expect(created.execution_date > today()).toBe(true);
    expect(created.transfers).toEqual([
      expect.objectContaining({
        purchase_id: first.id,
        end_to_end_id: `${first.identifier}-${created.id}`,
        amount: 1190,
        status: 'pending',
        booked_at: null,
      }),
      expect.objectContaining({ purchase_id: second.id, amount: 999.9, status: 'pending' }),
    ]);
    const file = await xmlOf(created.id);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${created.message_id}.xml"`,
    );
    const xml = file.xml;
    expect(iso20022SchemaErrors(xml, 'pain.001.001.09')).toBe('');
    expect(checkSepaCreditTransfer(xml, { today: today() })).toEqual([]);
    expect(xml).toContain('<Nm>Alpha Moebel + Soehne GmbH</Nm>');
    expect(xml).toContain('<Nm>Mueller Bueromoebel KG</Nm>');
    expect(xml).toContain(`<Ustrd>${first.receiptIdentifier}</Ustrd>`);
    expect(xml).toContain('<CtrlSum>2189.90</CtrlSum>');
    expect(xml).toContain('<IBAN>AT611904300234573201</IBAN>');

    const shown = (await api().get(`/api/v1/purchases/${first.id}`).expect(200)).body;
    expect(shown.payment_transfer).toEqual({
      status: 'pending',
      payment_run_id: created.id,
      execution_date: created.execution_date,
    });
    const refused = await api().delete(`/api/v1/purchases/${first.id}`).expect(422);
    expect(refused.body.errors).toEqual([
      'A purchase with a SEPA transfer on its way cannot be deleted',
    ]);
    expect((await api().get(`${PATH}/${created.id}`).expect(200)).body).toEqual(created);
    const listed = await api().get(`${PATH}?purchase_id=${second.id}`).expect(200);
    expect(listed.body.map((row: Run) => row.id)).toEqual([created.id]);
  });

  it('writes pain.001.001.03 on request, on the execution date asked for', async () => {
    const one = await purchase();
    const created = await run({
      purchase_ids: [one.id],
      format: 'pain.001.001.03',
      execution_date: '2099-01-05',
    });
    expect(created).toMatchObject({ format: 'pain.001.001.03', execution_date: '2099-01-05' });
    const { xml } = await xmlOf(created.id);
    expect(iso20022SchemaErrors(xml, 'pain.001.001.03')).toBe('');
    expect(checkSepaCreditTransfer(xml, { today: today() })).toEqual([]);
    expect(xml).toContain('<ReqdExctnDt>2099-01-05</ReqdExctnDt>');
  });

  it('refuses bad selections with a 422 naming them, and writes nothing', async () => {
    const noIban = await purchase({ noSupplier: false });
    await prisma.company.update({
      where: { id: suppliers.get(a.accountId)! },
      data: { iban: null },
    });
    const alsoNoIban = await purchase();
    const chf = await purchase({ currency: 'CHF', iban: SUPPLIER_IBAN });
    const paid = await purchase({ gross: '0', iban: SUPPLIER_IBAN });
    const anonymous = await purchase({ noSupplier: true, iban: SUPPLIER_IBAN });
    const foreign = await purchase({}, b);
    const before = await prisma.sepaTransfer.count();
    const response = await api()
      .post(PATH, {
        purchase_ids: [noIban.id, alsoNoIban.id, chf.id, paid.id, anonymous.id, foreign.id],
      })
      .expect(422);
    expect(response.body.errors).toEqual({
      'purchase_ids[5]': ['is no purchase of this account'],
      purchase_ids: [
        `purchases ${noIban.id}, ${alsoNoIban.id} have no IBAN`,
        `purchase ${anonymous.id} has no supplier (a transfer names its creditor)`,
        `purchase ${chf.id} is not in EUR`,
        `purchase ${paid.id} has nothing left to pay`,
      ],
    });
    await prisma.company.update({
      where: { id: suppliers.get(a.accountId)! },
      data: { iban: SUPPLIER_IBAN },
    });
    const errors = async (body: object) => (await api().post(PATH, body).expect(422)).body.errors;
    expect(await errors({ purchase_ids: [] })).toHaveProperty('purchase_ids');
    expect(await errors({ purchase_ids: [noIban.id], execution_date: '2020-01-01' })).toEqual({
      execution_date: ['must not lie in the past'],
    });
    expect(await errors({ purchase_ids: [noIban.id], format: 'pain.001.001.99' })).toHaveProperty(
      'format',
    );
    await prisma.account.update({ where: { id: a.accountId }, data: { iban: null } });
    expect(await errors({ purchase_ids: [noIban.id] })).toEqual({
      'account.iban': ['must be set (PUT /account) before a payment run'],
    });
    await prisma.account.update({ where: { id: a.accountId }, data: { iban: ACCOUNT_IBAN } });
    expect(await prisma.sepaTransfer.count()).toBe(before);
  });

  it('lets one of two concurrent runs over the same purchase take it', async () => {
    const shared = await purchase();
    const [left, right] = await Promise.all([
      api().post(PATH, { purchase_ids: [shared.id] }),
      api().post(PATH, { purchase_ids: [shared.id] }),
    ]);
    expect([left.status, right.status].sort()).toEqual([200, 422]);
    const loser = left.status === 422 ? left : right;
    expect(loser.body.errors).toEqual({
      purchase_ids: [`purchase ${shared.id} is already in a pending transfer`],
    });
    expect(await prisma.sepaTransfer.count({ where: { purchaseId: shared.id } })).toBe(1);
  });

  it('deletes a run while its transfers are pending, cancelling them, and refuses it after', async () => {
    const one = await purchase();
    const created = await run({ purchase_ids: [one.id] });
    await api().delete(`${PATH}/${created.id}`).expect(204);
    await api().get(`${PATH}/${created.id}`).expect(404);
    const kept = await prisma.sepaTransfer.findFirstOrThrow({ where: { purchaseId: one.id } });
    expect(kept).toMatchObject({ status: 'cancelled', paymentRunId: null });
    expect((await api().get(`/api/v1/purchases/${one.id}`).expect(200)).body.payment_transfer).toBe(
      null,
    );

    const again = await run({ purchase_ids: [one.id] });
    const runs = t.app.get(PaymentRunsService);
    const transferId = again.transfers[0].id;
    const e2e = again.transfers[0].end_to_end_id;
    const actor = { accountId: a.accountId, userId: a.userId };
    const confirmed = await inTransaction((tx) =>
      runs.confirmTransfer(actor, e2e, '2026-12-10', tx),
    );
    expect(confirmed).toEqual({ id: transferId, purchaseId: one.id });
    const refused = await api().delete(`${PATH}/${again.id}`).expect(422);
    expect(refused.body.errors[0]).toMatch(/booked or returned 1 of its transfers/);
    const booked = (await api().get(`${PATH}/${again.id}`).expect(200)).body as Run;
    expect(booked.transfers[0]).toMatchObject({ status: 'booked', booked_at: '2026-12-10' });
    expect((await api().get(`/api/v1/purchases/${one.id}`).expect(200)).body.payment_transfer).toBe(
      null,
    );
    const returned = await inTransaction((tx) => runs.returnTransfer(actor, e2e, tx));
    expect(returned).toEqual({ id: transferId, purchaseId: one.id });
    expect(
      (await prisma.sepaTransfer.findUniqueOrThrow({ where: { id: transferId } })).status,
    ).toBe('returned');
    await expect(
      inTransaction((tx) => runs.confirmTransfer(actor, e2e, '2026-12-11', tx)),
    ).rejects.toMatchObject({ code: 'invalid_transition' });
    expect(
      await inTransaction((tx) => runs.confirmTransfer(actor, 'UNKNOWN-1', '2026-12-11', tx)),
    ).toBeNull();
  });

  it("hides another account's runs and files", async () => {
    const theirs = await run({ purchase_ids: [(await purchase({}, b)).id] }, b);
    await expectForeignRecordHidden(api(), api(b), PATH, theirs, {
      body: {},
      field: 'message_id',
    });
    await api().get(`${PATH}/${theirs.id}.xml`).expect(404);
    const confirmed = await inTransaction((tx) =>
      t.app
        .get(PaymentRunsService)
        .confirmTransfer(
          { accountId: a.accountId, userId: a.userId },
          theirs.transfers[0].end_to_end_id,
          '2026-12-10',
          tx,
        ),
    );
    expect(confirmed).toBeNull();
  });

  it('answers 401 without a key', async () => {
    await request(t.url).get(PATH).expect(401);
    await request(t.url).post(PATH).send({}).expect(401);
  });
});
