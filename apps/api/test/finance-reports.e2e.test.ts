import request from 'supertest';
import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { seedReportWorld, type ReportWorld } from './support/finance-report-fixtures';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const FINANCE = '/api/v1/report/finance';
const CASHFLOW = '/api/v1/report/cashflow';

interface Row {
  record_id: number;
  kind: string;
  date: string;
  company_id: number | null;
  net_amount_in_account_currency?: number;
  amount_in_account_currency?: number;
}

describe('GET /report/finance and /report/cashflow', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let prisma: PrismaClient;
  let w: ReportWorld;
  let foreign: ReportWorld;

  const api = (account: TestAccount = a) => client(t.url, account.key);
  const rows = async (path: string, account: TestAccount = a): Promise<Row[]> =>
    (await api(account).get(path).expect(200)).body;
  /** Each row as `kind:record_id=amount`, in the answer's order. */
  const finance = async (query = '', account: TestAccount = a) =>
    (await rows(`${FINANCE}${query}`, account)).map(
      (row) => `${row.kind}:${row.record_id}=${row.net_amount_in_account_currency}`,
    );
  const cashflow = async (query = '', account: TestAccount = a) =>
    (await rows(`${CASHFLOW}${query}`, account)).map(
      (row) => `${row.kind}:${row.record_id}=${row.amount_in_account_currency}`,
    );

  beforeAll(async () => {
    t = await startTestApp();
    a = await createTestAccount(t.db.url, 'Alpha');
    b = await createTestAccount(t.db.url, 'Beta');
    prisma = createPrismaClient(t.db.url, { max: 2 });
    w = await seedReportWorld(prisma, a.accountId, a.userId, 'A');
    foreign = await seedReportWorld(prisma, b.accountId, b.userId, 'B');
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await t.close();
  });

  it('answers 401 without a key', async () => {
    for (const path of [FINANCE, CASHFLOW]) {
      const response = await request(t.url).get(path).expect(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    }
  });

  describe('finance', () => {
    it('lists each kind with its sign, by date; drafts, other currencies and purchased expenses never', async () => {
      expect(await finance()).toEqual([
        `fixed_cost:${w.fixedCost}=-3500`,
        `purchase:${w.purchase}=-400.1`,
        `invoice:${w.invoice}=1000`,
        `invoice:${w.reversal}=-250.5`,
        `expense:${w.expense}=-80`,
        `reminder:${w.reminder}=5`,
      ]);
    });

    it("answers the reference's record with company and user", async () => {
      const user = await prisma.user.findUniqueOrThrow({ where: { id: a.userId } });
      const [invoice] = await rows(`${FINANCE}?kinds[]=invoice&to=2026-03-10`);
      expect(invoice).toEqual({
        record_id: w.invoice,
        company_id: w.customer,
        description: 'A-R1 Consulting',
        user_id: a.userId,
        net_amount_in_account_currency: 1000,
        kind: 'invoice',
        date: '2026-03-10',
        company: { id: w.customer, name: 'A Kunde AG' },
        user: { id: a.userId, firstname: user.firstname, lastname: user.lastname },
      });
      const [fixed] = await rows(`${FINANCE}?kinds[]=fixed_cost`);
      expect(fixed).toMatchObject({ company_id: null, company: null, user_id: null, user: null });
      expect(fixed).toMatchObject({ description: 'Miete', date: '2026-03-01' });
    });

    it('filters by from and to (inclusive)', async () => {
      expect(await finance('?from=2026-03-10&to=2026-03-15')).toEqual([
        `invoice:${w.invoice}=1000`,
        `invoice:${w.reversal}=-250.5`,
      ]);
      expect(await finance('?from=2026-04-01')).toEqual([`reminder:${w.reminder}=5`]);
      expect(await finance('?to=2026-02-28')).toEqual([]);
    });

    it("filters by term in the description or the company's name", async () => {
      expect(await finance('?term=lieferant')).toEqual([`purchase:${w.purchase}=-400.1`]);
      expect(await finance('?term=Storno')).toEqual([`invoice:${w.reversal}=-250.5`]);
      // LIKE wildcards are text.
      expect(await finance('?term=%25')).toEqual([]);
    });

    it("filters by company_id; another account's company gives nothing", async () => {
      expect(await finance(`?company_id=${w.customer}`)).toEqual([
        `invoice:${w.invoice}=1000`,
        `invoice:${w.reversal}=-250.5`,
        `expense:${w.expense}=-80`,
        `reminder:${w.reminder}=5`,
      ]);
      expect(await finance(`?company_id=${foreign.customer}`)).toEqual([]);
    });

    it('filters by kinds, repeated, Rails style or comma-separated', async () => {
      const expected = [`fixed_cost:${w.fixedCost}=-3500`, `purchase:${w.purchase}=-400.1`];
      expect(await finance('?kinds[]=purchase&kinds[]=fixed_cost')).toEqual(expected);
      expect(await finance('?kinds=purchase&kinds=fixed_cost')).toEqual(expected);
      expect(await finance('?kinds=purchase,fixed_cost')).toEqual(expected);
      // The next page's link keeps the kinds.
      const first = await api().get(`${FINANCE}?kinds[]=purchase&kinds[]=fixed_cost&per_page=1`);
      expect(first.headers['x-total']).toBe('2');
      const next = new URL(/<([^>]+)>; rel="next"/.exec(first.headers['link'])![1]);
      const second = await api().get(`${next.pathname}${next.search}`).expect(200);
      expect(second.body.map((row: Row) => `${row.kind}:${row.record_id}`)).toEqual([
        `purchase:${w.purchase}`,
      ]);
    });

    it('pages with X-Page, X-Per-Page, X-Total and Link', async () => {
      const all = await finance();
      const page = await api().get(`${FINANCE}?per_page=2&page=2`).expect(200);
      expect(page.headers['x-page']).toBe('2');
      expect(page.headers['x-per-page']).toBe('2');
      expect(page.headers['x-total']).toBe('6');
      for (const rel of ['next', 'prev', 'first', 'last'])
        expect(page.headers['link']).toContain(`rel="${rel}"`);
      const ids = page.body.map((row: Row) => `${row.kind}:${row.record_id}`);
      expect(ids).toEqual(all.slice(2, 4).map((row) => row.split('=')[0]));
      const past = await api().get(`${FINANCE}?per_page=2&page=9`).expect(200);
      expect(past.body).toEqual([]);
      expect(past.headers['x-total']).toBe('6');
    });

    it("never shows another account's rows", async () => {
      const own = await finance();
      const other = await finance('', b);
      expect(other).toHaveLength(6);
      expect(other.some((row) => own.includes(row))).toBe(false);
      expect(await finance('?term=B%20Kunde')).toEqual([]);
    });
  });

  describe('cashflow', () => {
    it('lists payments received positive and payments made negative, in EUR only', async () => {
      expect(await cashflow()).toEqual([
        `invoice_payment:${w.payment}=1190`,
        `purchase_payment:${w.purchasePayment}=-476.12`,
      ]);
      const [received] = await rows(`${CASHFLOW}?kinds[]=invoice_payment`);
      expect(received).toEqual({
        record_id: w.payment,
        company_id: w.customer,
        description: 'A-R1 Consulting',
        user_id: a.userId,
        amount_in_account_currency: 1190,
        kind: 'invoice_payment',
        date: '2026-03-20',
        company: { id: w.customer, name: 'A Kunde AG' },
        user: expect.objectContaining({ id: a.userId }),
      });
    });

    it('filters by range, term and kinds, pages, and keeps accounts apart', async () => {
      expect(await cashflow('?from=2026-03-21')).toEqual([
        `purchase_payment:${w.purchasePayment}=-476.12`,
      ]);
      expect(await cashflow('?term=Kunde')).toEqual([`invoice_payment:${w.payment}=1190`]);
      expect(await cashflow('?kinds[]=purchase_payment')).toEqual([
        `purchase_payment:${w.purchasePayment}=-476.12`,
      ]);
      const page = await api().get(`${CASHFLOW}?per_page=1`).expect(200);
      expect(page.headers['x-total']).toBe('2');
      expect(page.body).toHaveLength(1);
      expect(await cashflow('', b)).toEqual([
        `invoice_payment:${foreign.payment}=1190`,
        `purchase_payment:${foreign.purchasePayment}=-476.12`,
      ]);
    });
  });

  describe('422', () => {
    const errorsOf = async (path: string) => {
      const response = await api().get(path).expect(422);
      return Object.keys(response.body.errors).sort();
    };

    it('names each bad parameter', async () => {
      expect(await errorsOf(`${FINANCE}?from=2026-13-01&to=soon`)).toEqual(['from', 'to']);
      expect(await errorsOf(`${FINANCE}?kinds[]=invoice&kinds[]=salary`)).toEqual(['kinds']);
      expect(await errorsOf(`${FINANCE}?kinds=invoice_payment`)).toEqual(['kinds']);
      expect(await errorsOf(`${CASHFLOW}?kinds[]=invoice`)).toEqual(['kinds']);
      expect(await errorsOf(`${FINANCE}?company_id=abc&per_page=0`)).toEqual([
        'company_id',
        'per_page',
      ]);
      expect(await errorsOf(`${CASHFLOW}?page=0`)).toEqual(['page']);
    });

    it('refuses a range that ends before it starts', async () => {
      for (const path of [FINANCE, CASHFLOW]) {
        const response = await api().get(`${path}?from=2026-03-10&to=2026-03-09`).expect(422);
        expect(response.body).toEqual({ errors: { to: ['must not be before from'] } });
      }
    });
  });
});
