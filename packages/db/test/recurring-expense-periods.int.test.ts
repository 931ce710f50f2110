import { createPrismaClient } from '../src/connection';
import type { PrismaClient } from '../src/generated/prisma/client';
import {
  lockRecurringExpense,
  recordRecurringExpensePeriods,
  type PlannedRecurringExpensePeriod,
} from '../src/recurring-expenses/recurring-expense-periods';
import { createTestDatabase, type ScratchDatabase } from '../src/scratch-database';

/** The one writer of recurring expense periods (the API's `recur` and the worker use it). */
describe('recurring expense periods', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let accountId: number;
  let otherAccountId: number;
  let projectId: number;
  let userId: number;
  let categoryId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url);
    accountId = (await prisma.account.create({ data: { name: 'Recur', slug: 'recur' } })).id;
    otherAccountId = (await prisma.account.create({ data: { name: 'Other', slug: 'other' } })).id;
    const company = await prisma.company.create({
      data: { accountId, name: 'Kunde AG', type: 'customer' },
    });
    projectId = (
      await prisma.project.create({
        data: {
          accountId,
          name: 'Hosting',
          identifier: 'P-1',
          companyId: company.id,
          currency: 'CHF',
        },
      })
    ).id;
    userId = (
      await prisma.user.create({
        data: { accountId, firstname: 'Lea', lastname: 'Leiter', email: 'lea@example.com' },
      })
    ).id;
    categoryId = (
      await prisma.revenueCategory.create({
        data: { accountId, name: 'Hosting', revenueAccount: 3400 },
      })
    ).id;
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  // The columns an expense copies from its recurring expense.
  const COPIED = {
    title: 'Server',
    description: 'Rack 4',
    quantity: '2',
    unit: 'Stk.',
    unitPrice: '150.5',
    unitCost: '100',
    price: '301',
    cost: '200',
    currency: 'EUR',
    budgetRelevant: false,
    billable: false,
    purchaseAssignmentLocked: true,
    customProperties: { Kostenstelle: '42' },
  };

  const recurring = (extra = {}) =>
    prisma.recurringExpense.create({
      data: {
        ...COPIED,
        accountId,
        projectId,
        startDate: new Date('2027-01-31'),
        recurNextDate: new Date('2027-01-31'),
        period: 'monthly',
        servicePeriodDirection: 'forward',
        userId,
        revenueCategoryId: categoryId,
        ...extra,
      },
    });

  const write = (id: number, periods: PlannedRecurringExpensePeriod[], next: string) =>
    prisma.$transaction(async (tx) => {
      const locked = await lockRecurringExpense(tx, accountId, id);
      return recordRecurringExpensePeriods(tx, locked!, periods, next);
    });

  const period = (date: string, to: string | null = null): PlannedRecurringExpensePeriod => ({
    date,
    servicePeriodFrom: to === null ? null : date,
    servicePeriodTo: to,
    servicePeriod: to === null ? null : `${date} - ${to}`,
  });

  it('locks the account’s recurring expense with its project’s currency, else null', async () => {
    const { id } = await recurring({ finishDate: new Date('2027-12-31') });
    const locked = await prisma.$transaction((tx) => lockRecurringExpense(tx, accountId, id));
    expect(locked).toEqual({
      id,
      accountId,
      projectId,
      startDate: '2027-01-31',
      finishDate: '2027-12-31',
      recurNextDate: '2027-01-31',
      period: 'monthly',
      servicePeriodDirection: 'forward',
      currency: 'EUR',
      projectCurrency: 'CHF',
    });
    expect(await prisma.$transaction((tx) => lockRecurringExpense(tx, otherAccountId, id))).toBe(
      null,
    );
    expect(await prisma.$transaction((tx) => lockRecurringExpense(tx, accountId, -1))).toBe(null);
  });

  it('copies the recurring expense into one expense per period and moves recur_next_date', async () => {
    const { id } = await recurring();
    const ids = await write(
      id,
      [period('2027-02-28', '2027-03-30'), period('2027-01-31', '2027-02-27')],
      '2027-03-31',
    );
    const expenses = await prisma.expense.findMany({ where: { recurringExpenseId: id } });
    expect(expenses.map((expense) => expense.id).sort((a, b) => a - b)).toEqual(ids);
    const [first] = await prisma.expense.findMany({ where: { id: ids[0] } });
    expect({
      ...first,
      quantity: first.quantity.toString(),
      unitPrice: first.unitPrice.toString(),
      unitCost: first.unitCost.toString(),
      price: first.price.toString(),
      cost: first.cost.toString(),
    }).toMatchObject({
      ...COPIED,
      accountId,
      projectId,
      date: new Date('2027-01-31'),
      billed: false,
      userId,
      revenueCategoryId: categoryId,
      servicePeriod: '2027-01-31 - 2027-02-27',
      servicePeriodFrom: new Date('2027-01-31'),
      servicePeriodTo: new Date('2027-02-27'),
      recurringExpenseId: id,
      tags: [],
    });
    const runs = await prisma.recurringExpenseRun.findMany({
      where: { recurringExpenseId: id },
      orderBy: { periodDate: 'asc' },
    });
    expect(runs.map((run) => [run.periodDate, run.expenseId, run.accountId])).toEqual([
      [new Date('2027-01-31'), ids[0], accountId],
      [new Date('2027-02-28'), ids[1], accountId],
    ]);
    const after = await prisma.recurringExpense.findUniqueOrThrow({ where: { id } });
    expect(after.recurNextDate).toEqual(new Date('2027-03-31'));
  });

  it('creates a period once: again, after its expense was deleted, or twice in one call', async () => {
    const { id } = await recurring({ servicePeriodDirection: 'none' });
    const [january] = await write(id, [period('2027-01-31')], '2027-02-28');
    expect(await write(id, [period('2027-01-31')], '2027-02-28')).toEqual([]);
    await prisma.expense.delete({ where: { id: january } });
    const again = await write(
      id,
      [period('2027-01-31'), period('2027-02-28'), period('2027-02-28')],
      '2027-03-31',
    );
    expect(again).toHaveLength(1);
    const runs = await prisma.recurringExpenseRun.findMany({
      where: { recurringExpenseId: id },
      orderBy: { periodDate: 'asc' },
    });
    expect(runs.map((run) => run.expenseId)).toEqual([null, again[0]]);
    expect(await prisma.expense.count({ where: { recurringExpenseId: id } })).toBe(1);
  });

  it('moves updated_at only when recur_next_date changes', async () => {
    const { id, updatedAt } = await recurring();
    await write(id, [], '2027-01-31');
    expect((await prisma.recurringExpense.findUniqueOrThrow({ where: { id } })).updatedAt).toEqual(
      updatedAt,
    );
    await write(id, [], '2027-02-28');
    const after = await prisma.recurringExpense.findUniqueOrThrow({ where: { id } });
    expect(after.updatedAt.getTime()).toBeGreaterThan(updatedAt.getTime());
    expect(after.recurNextDate).toEqual(new Date('2027-02-28'));
  });

  it('skips a recurring expense another transaction holds, when asked to', async () => {
    const { id } = await recurring();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const holder = prisma.$transaction(async (tx) => {
      await lockRecurringExpense(tx, accountId, id);
      locked();
      await held;
    });
    await holding;
    const skipped = await prisma.$transaction((tx) =>
      lockRecurringExpense(tx, accountId, id, { skipLocked: true }),
    );
    release();
    await holder;
    expect(skipped).toBeNull();
    const free = await prisma.$transaction((tx) =>
      lockRecurringExpense(tx, accountId, id, { skipLocked: true }),
    );
    expect(free?.id).toBe(id);
  });
});
