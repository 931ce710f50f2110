import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import type { Pool } from 'pg';
import {
  createDueRecurringExpenses,
  PERIODS_PER_TRANSACTION,
  recurringExpensesHandler,
} from '../src/handlers/projects-recurring-expenses/recurring-expenses.handler';
import { silentLogger } from '../src/logger';
import {
  createRecurringAccount,
  createRecurringExpense,
  seriesDifferences,
  todayIn,
} from './support/recurring-expense-test-data';
import { runSystemJob } from './support/system-job';
import { createWorkerTestDatabase } from './support/worker-test-db';

/** The hourly pass over recurring expenses, in this process against a real database. */
describe('projects.recurring-expenses', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;

  const runHandler = () =>
    runSystemJob(recurringExpensesHandler, 'projects.recurring-expenses', prisma);

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 3 });
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await pool?.end();
    await db?.drop();
  });

  beforeEach(async () => {
    await pool.query('TRUNCATE recurring_expenses, expenses, webhook_deliveries CASCADE');
  });

  it('creates every due period once, up to the finish date, and a second pass creates none', async () => {
    const berlin = await createRecurringAccount(prisma, 'Europe/Berlin');
    await createRecurringExpense(prisma, berlin, { start: '2025-01-31', period: 'monthly' });
    await createRecurringExpense(prisma, berlin, {
      start: '2024-02-29',
      period: 'quarterly',
      finish: '2025-06-30',
      direction: 'forward',
    });
    await createRecurringExpense(prisma, berlin, { start: '2099-01-01', period: 'weekly' });
    const first = await createDueRecurringExpenses(prisma, silentLogger);
    const check = await seriesDifferences(prisma);
    expect(check.differences).toEqual([]);
    expect(first).toEqual({ created: check.periods, failed: [] });
    const quarterly = await prisma.expense.findMany({
      where: { title: 'quarterly from 2024-02-29' },
      orderBy: { date: 'asc' },
    });
    expect(quarterly.map((expense) => expense.servicePeriod)).toEqual([
      '29.02.2024 - 28.05.2024',
      '29.05.2024 - 28.08.2024',
      '29.08.2024 - 28.11.2024',
      '29.11.2024 - 27.02.2025',
      '28.02.2025 - 28.05.2025',
      '29.05.2025 - 28.08.2025',
    ]);
    expect(await createDueRecurringExpenses(prisma, silentLogger)).toEqual({
      created: 0,
      failed: [],
    });
    await runHandler();
    expect(await prisma.expense.count()).toBe(check.periods);
  });

  it('counts today in the account’s time zone', async () => {
    // UTC+14 and UTC-11: at every moment Kiritimati is at least a day ahead of Pago Pago.
    const ahead = await createRecurringAccount(prisma, 'Pacific/Kiritimati');
    const behind = await createRecurringAccount(prisma, 'Pacific/Pago_Pago');
    const start = todayIn('Pacific/Kiritimati');
    const due = await createRecurringExpense(prisma, ahead, { start, period: 'monthly' });
    const early = await createRecurringExpense(prisma, behind, { start, period: 'monthly' });
    expect(await createDueRecurringExpenses(prisma, silentLogger)).toEqual({
      created: 1,
      failed: [],
    });
    expect(await prisma.expense.count({ where: { recurringExpenseId: due } })).toBe(1);
    expect(await prisma.expense.count({ where: { recurringExpenseId: early } })).toBe(0);
  });

  it('works through more rows than a batch and more periods than a transaction holds', async () => {
    const auckland = await createRecurringAccount(prisma, 'Pacific/Auckland');
    for (let i = 0; i < 5; i++) {
      await createRecurringExpense(prisma, auckland, {
        start: `202${i}-03-0${i + 1}`,
        period: 'weekly',
      });
    }
    const pass = await createDueRecurringExpenses(prisma, silentLogger, 2);
    expect(pass.created).toBeGreaterThan(2 * PERIODS_PER_TRANSACTION);
    expect(await seriesDifferences(prisma)).toEqual({ differences: [], periods: pass.created });
  });

  it('shares the work between parallel passes: each period exactly once', async () => {
    const newYork = await createRecurringAccount(prisma, 'America/New_York');
    for (let i = 0; i < 30; i++) {
      const period = (['weekly', 'biweekly', 'monthly'] as const)[i % 3];
      await createRecurringExpense(prisma, newYork, {
        start: '2024-01-31',
        period,
        title: `#${i}`,
      });
    }
    const clients = [0, 1, 2].map(() => createPrismaClient(db.url, { max: 2 }));
    try {
      const passes = await Promise.all(
        clients.map((client) => createDueRecurringExpenses(client, silentLogger, 4)),
      );
      const check = await seriesDifferences(prisma);
      expect(check.differences).toEqual([]);
      expect(passes.reduce((sum, pass) => sum + pass.created, 0)).toBe(check.periods);
    } finally {
      await Promise.all(clients.map((client) => client.$disconnect()));
    }
  });

  it('announces each created expense to the account’s Expense create hooks', async () => {
    const berlin = await createRecurringAccount(prisma, 'Europe/Berlin');
    const hook = await prisma.webhookSubscription.create({
      data: {
        ...{ accountId: berlin.accountId, target: 'Expense', event: 'create' },
        hook: 'https://receiver.example/hook',
        secret: '1d608b9d72219b90ff2393a1d3ee0ac0',
      },
    });
    const id = await createRecurringExpense(prisma, berlin, {
      start: '2026-01-01',
      period: 'annual',
    });
    await createDueRecurringExpenses(prisma, silentLogger);
    const expenses = await prisma.expense.findMany({ where: { recurringExpenseId: id } });
    const deliveries = await prisma.webhookDelivery.findMany({ orderBy: { id: 'asc' } });
    expect(deliveries.map((delivery) => [delivery.subscriptionId, delivery.entityId])).toEqual(
      expenses.map((expense) => [hook.id, expense.id]),
    );
    expect(deliveries.every((delivery) => delivery.payload === null && !delivery.actorUserId)).toBe(
      true,
    );
  });

  it('skips a failing recurring expense, finishes the others, then fails the job for a retry', async () => {
    const berlin = await createRecurringAccount(prisma, 'Europe/Berlin');
    const broken = await createRecurringExpense(prisma, berlin, {
      start: '2026-01-01',
      period: 'monthly',
      title: 'Broken',
    });
    const fine = await createRecurringExpense(prisma, berlin, {
      start: '2026-01-01',
      period: 'monthly',
    });
    await pool.query(`
      CREATE FUNCTION refuse_broken() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'no broken expenses'; END $$;
      CREATE TRIGGER refuse_broken BEFORE INSERT ON expenses
        FOR EACH ROW WHEN (NEW.title = 'Broken') EXECUTE FUNCTION refuse_broken();`);
    try {
      await expect(runHandler()).rejects.toThrow(`recurring expenses ${broken} failed`);
      expect(
        await prisma.recurringExpenseRun.count({ where: { recurringExpenseId: broken } }),
      ).toBe(0);
      expect(await prisma.expense.count({ where: { recurringExpenseId: fine } })).toBeGreaterThan(
        0,
      );
    } finally {
      await pool.query('DROP TRIGGER refuse_broken ON expenses; DROP FUNCTION refuse_broken()');
    }
    await runHandler();
    expect((await seriesDifferences(prisma)).differences).toEqual([]);
  });
});
