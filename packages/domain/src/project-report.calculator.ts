import { Decimal, type Numeric, roundMoney, sumDecimals, toDecimal } from './money.js';

/** Hours booked on a task at one billing rate and one internal (cost) rate. */
export interface ReportActivityHours {
  taskId: number;
  hours: Numeric;
  billable: boolean;
  /** The activity's billing rate, in the project's currency. */
  hourlyRate: Numeric;
  /** The user's internal rate of the activity's year, in the account's currency; null: none set. */
  internalRate: Numeric | null;
}

/** An expense of the project: its price and cost in the project's currency. */
export interface ReportExpense {
  price: Numeric;
  cost: Numeric;
  budgetRelevant: boolean;
}

/** An invoice that names the project. */
export interface ReportInvoice {
  netTotal: Numeric;
  status: string;
  /** A reversal invoice cancels it. */
  reversed: boolean;
  /** It is itself the reversal of another invoice. */
  isReversal: boolean;
}

/** Everything the project report is computed from. */
export interface ProjectReportInput {
  /** The project's currency: budget, invoices, expenses and billing rates are in it. */
  currency: string;
  /** The account's default currency: internal rates are in it, and the report's costs. */
  accountCurrency: string;
  budget: Numeric | null;
  hourlyRate: Numeric | null;
  tasks: readonly { id: number; name: string; budget: Numeric | null }[];
  activities: readonly ReportActivityHours[];
  expenses: readonly ReportExpense[];
  invoices: readonly ReportInvoice[];
}

/** Hours and internal costs of one task. */
export interface ReportTaskCosts {
  id: number;
  name: string;
  hoursTotal: Decimal;
  totalCosts: Decimal;
}

/** The project report, every amount rounded to its currency, hours and percent to 2 decimals. */
export interface ProjectReport {
  budgetTotal: Decimal;
  budgetProgressInPercentage: Decimal;
  budgetRemaining: Decimal;
  invoicedTotal: Decimal;
  currency: string;
  hoursTotal: Decimal;
  hoursBillable: Decimal;
  hoursRemaining: Decimal;
  /** Null when the expenses are in another currency than the account's (no exchange rates). */
  costsExpenses: Decimal | null;
  costsActivities: Decimal;
  costsByTask: ReportTaskCosts[];
}

const ZERO = new Decimal(0);
const twoDecimals = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const decimal = (value: Numeric) => toDecimal(value);
const sum = <T>(rows: readonly T[], value: (row: T) => Decimal) => sumDecimals(rows.map(value));

/** Whether an invoice counts as billed: issued, and neither reversed nor a reversal. */
export function countsAsInvoiced(invoice: ReportInvoice): boolean {
  return invoice.status !== 'draft' && !invoice.reversed && !invoice.isReversal;
}

/**
 * The budget a project is measured against: its own budget, else the sum of its tasks'
 * budgets (0 when neither has one).
 */
export function reportBudget(input: Pick<ProjectReportInput, 'budget' | 'tasks'>): Decimal {
  if (input.budget !== null) return decimal(input.budget);
  return sum(
    input.tasks.filter((task) => task.budget !== null),
    (task) => decimal(task.budget as Numeric),
  );
}

/**
 * The project report: the budget is used up by the billable hours at their billing rates and
 * the budget-relevant expenses at their prices; costs are hours at the users' internal rates
 * (none set: no cost) and the expenses' costs.
 */
export function calculateProjectReport(input: ProjectReportInput): ProjectReport {
  const { currency, accountCurrency } = input;
  const billable = input.activities.filter((row) => row.billable);
  const relevant = input.expenses.filter((expense) => expense.budgetRelevant);
  const used = sum(billable, (row) => decimal(row.hours).times(decimal(row.hourlyRate))).plus(
    sum(relevant, (expense) => decimal(expense.price)),
  );
  const budget = reportBudget(input);
  const remaining = budget.minus(used);
  const rate = input.hourlyRate === null ? ZERO : decimal(input.hourlyRate);
  const cost = (rows: readonly ReportActivityHours[]) =>
    sum(rows, (row) => decimal(row.hours).times(decimal(row.internalRate ?? 0)));
  return {
    budgetTotal: roundMoney(budget, currency),
    budgetProgressInPercentage: budget.gt(0)
      ? twoDecimals(used.dividedBy(budget).times(100))
      : ZERO,
    budgetRemaining: roundMoney(remaining, currency),
    invoicedTotal: roundMoney(
      sum(input.invoices.filter(countsAsInvoiced), (invoice) => decimal(invoice.netTotal)),
      currency,
    ),
    currency,
    hoursTotal: twoDecimals(sum(input.activities, (row) => decimal(row.hours))),
    hoursBillable: twoDecimals(sum(billable, (row) => decimal(row.hours))),
    hoursRemaining: budget.gt(0) && rate.gt(0) ? twoDecimals(remaining.dividedBy(rate)) : ZERO,
    costsExpenses:
      currency === accountCurrency
        ? roundMoney(
            sum(input.expenses, (expense) => decimal(expense.cost)),
            accountCurrency,
          )
        : null,
    costsActivities: roundMoney(cost(input.activities), accountCurrency),
    costsByTask: input.tasks.map((task) => {
      const rows = input.activities.filter((row) => row.taskId === task.id);
      return {
        id: task.id,
        name: task.name,
        hoursTotal: twoDecimals(sum(rows, (row) => decimal(row.hours))),
        totalCosts: roundMoney(cost(rows), accountCurrency),
      };
    }),
  };
}
