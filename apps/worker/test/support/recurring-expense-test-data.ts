import { randomUUID } from 'node:crypto';
import type { PrismaClient, RecurrencePeriod, ServicePeriodDirection } from '@faktura/db';
import { dueRecurrenceDates, nextRecurrenceDate } from '@faktura/domain';

/** An account in the time zone with a customer project (EUR). */
export async function createRecurringAccount(prisma: PrismaClient, timeZone: string) {
  const account = await prisma.account.create({
    data: { name: 'Recur GmbH', slug: `recur-${randomUUID().slice(0, 8)}`, timeZone },
  });
  const company = await prisma.company.create({
    data: { accountId: account.id, name: 'Kunde AG', type: 'customer' },
  });
  const project = await prisma.project.create({
    data: {
      accountId: account.id,
      name: 'Hosting',
      identifier: `P-${randomUUID().slice(0, 6)}`,
      companyId: company.id,
      currency: 'EUR',
    },
  });
  return { accountId: account.id, projectId: project.id };
}

export interface TestSeries {
  start: string;
  finish?: string | null;
  period: RecurrencePeriod;
  direction?: ServicePeriodDirection;
  title?: string;
}

/** A recurring expense of the project, not yet started: its next date is its start. */
export async function createRecurringExpense(
  prisma: PrismaClient,
  where: { accountId: number; projectId: number },
  series: TestSeries,
): Promise<number> {
  const created = await prisma.recurringExpense.create({
    data: {
      ...where,
      startDate: new Date(series.start),
      finishDate: series.finish ? new Date(series.finish) : null,
      recurNextDate: new Date(series.start),
      period: series.period,
      servicePeriodDirection: series.direction ?? 'none',
      title: series.title ?? `${series.period} from ${series.start}`,
      unitPrice: '49.9',
      price: '49.9',
      currency: 'EUR',
    },
  });
  return created.id;
}

/** Today's date in the time zone (`YYYY-MM-DD`), as the worker computes it in SQL. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const day = (date: Date | null) => (date === null ? null : date.toISOString().slice(0, 10));

/**
 * Compares every recurring expense with its series as the domain computes it up to today in its
 * account's time zone: exactly one run and one expense per period, none extra, and the right
 * recur_next_date. Returns the differences (none when all is right) and the periods counted.
 */
export async function seriesDifferences(
  prisma: PrismaClient,
): Promise<{ differences: string[]; periods: number }> {
  const recurring = await prisma.recurringExpense.findMany({
    include: { account: { select: { timeZone: true } }, runs: true, expenses: true },
    orderBy: { id: 'asc' },
  });
  const differences: string[] = [];
  let periods = 0;
  for (const row of recurring) {
    const start = day(row.startDate) as string;
    const due = dueRecurrenceDates({
      start,
      finish: day(row.finishDate),
      period: row.period,
      from: start,
      upTo: todayIn(row.account.timeZone),
    });
    periods += due.length;
    const runs = row.runs.map((run) => day(run.periodDate)).sort();
    const expenses = row.expenses.map((expense) => day(expense.date)).sort();
    const linked = row.runs.every((run) =>
      row.expenses.some((expense) => expense.id === run.expenseId),
    );
    const next = due.length === 0 ? start : nextRecurrenceDate(start, row.period, due.at(-1)!);
    const expected = JSON.stringify({ runs: due, expenses: due, linked: true, next });
    const actual = JSON.stringify({ runs, expenses, linked, next: day(row.recurNextDate) });
    if (actual !== expected) differences.push(`${row.title} (${row.id}): ${actual} != ${expected}`);
  }
  return { differences, periods };
}
