import type { Company, Contact, Prisma, Project, ProjectTask, User } from '@faktura/db';
import { Decimal, roundMoney, sumDecimals, toDecimal } from '@faktura/domain';
import type { NumberingService } from '../numbering';
import {
  DEMO_ACTIVITY_TEXTS,
  DEMO_EXPENSES,
  DEMO_HOURS,
  DEMO_PROJECTS,
  DEMO_TAG,
  DEMO_TASKS,
} from './demo-data.catalog';
import type { SeedContext } from './demo-seed.context';

export interface SeededProjects {
  projects: number;
  /** The identifiers handed out, e.g. P260001. */
  projectIdentifiers: string[];
  tasks: number;
  activities: number;
  /** Sum of the activities' hours, as a decimal string. */
  hours: string;
  expenses: number;
}

const DAY_MS = 86_400_000;
/** Activities cover the four weeks before today: always exactly 20 weekdays. */
const ACTIVITY_DAYS = 28;
const EXPENSES_PER_PROJECT = 2;

/** The project side of seed-demo: projects, their tasks, recent activities and expenses. */
export class DemoProjectsSeeder {
  constructor(private readonly numbering: NumberingService) {}

  async seed(
    context: SeedContext,
    team: User[],
    customers: Company[],
    contacts: Contact[],
  ): Promise<SeededProjects> {
    const { tx, account, today, suffix } = context;
    const projects: Project[] = [];
    const tasks: ProjectTask[][] = [];
    for (const [index, entry] of DEMO_PROJECTS.entries()) {
      const company = customers[entry.customer];
      const project = await tx.project.create({
        data: {
          accountId: account.id,
          // The same gap-free sequence row the API's project creation uses.
          identifier: await this.numbering.next(tx, account.id, 'project', today),
          name: `${entry.name}${suffix}`,
          companyId: company.id,
          currency: company.currency ?? account.defaultCurrency,
          leaderId: team[index % team.length].id,
          billingContactId: contacts.find((contact) => contact.companyId === company.id)?.id,
          hourlyRate: entry.hourlyRate,
          billingAddress: company.address,
          tags: [...entry.tags, DEMO_TAG],
          customProperties: context.customFields('Project', index),
        },
      });
      projects.push(project);
      tasks.push(
        await tx.projectTask.createManyAndReturn({
          data: DEMO_TASKS.map((task) => ({
            ...task,
            accountId: account.id,
            projectId: project.id,
          })),
        }),
      );
    }
    const activities = await this.activities(context, team, projects, tasks);
    const expenses = await this.expenses(context, projects);
    return {
      projects: projects.length,
      projectIdentifiers: projects.map((project) => project.identifier),
      tasks: tasks.flat().length,
      activities: activities.length,
      hours: sumDecimals(activities.map((activity) => activity.hours)).toString(),
      expenses,
    };
  }

  /** Every other weekday per project, alternating between projects, team members and tasks. */
  private async activities(
    { tx, account, today }: SeedContext,
    team: User[],
    projects: Project[],
    tasks: ProjectTask[][],
  ): Promise<{ hours: Decimal }[]> {
    const weekdays: Date[] = [];
    for (let back = ACTIVITY_DAYS; back >= 1; back--) {
      const day = new Date(today.getTime() - back * DAY_MS);
      if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) weekdays.push(day);
    }
    const rows: Prisma.ActivityCreateManyInput[] = [];
    weekdays.forEach((date, day) => {
      projects.forEach((project, p) => {
        if ((day + p) % 2 !== 0) return;
        const task = tasks[p][day % tasks[p].length];
        rows.push({
          accountId: account.id,
          date,
          hours: DEMO_HOURS[(day * projects.length + p) % DEMO_HOURS.length],
          description: DEMO_ACTIVITY_TEXTS[(day + p) % DEMO_ACTIVITY_TEXTS.length],
          billable: project.billable && task.billable,
          hourlyRate: task.hourlyRate ?? project.hourlyRate ?? 0,
          projectId: project.id,
          taskId: task.id,
          userId: team[(day + p) % team.length].id,
        });
      });
    });
    await tx.activity.createMany({ data: rows });
    return rows.map((row) => ({ hours: toDecimal(row.hours as string, 'hours') }));
  }

  /** Two expenses per project; price and cost are quantity x unit amount, rounded to the currency. */
  private async expenses({ tx, account, today, customFields }: SeedContext, projects: Project[]) {
    const rows: Prisma.ExpenseCreateManyInput[] = projects.flatMap((project, p) =>
      Array.from({ length: EXPENSES_PER_PROJECT }, (_, n) => {
        const index = p * EXPENSES_PER_PROJECT + n;
        const entry = DEMO_EXPENSES[index % DEMO_EXPENSES.length];
        const quantity = toDecimal(entry.quantity, 'quantity');
        const unitPrice = toDecimal(entry.unitPrice, 'unit_price');
        const unitCost = toDecimal(entry.unitCost, 'unit_cost');
        return {
          accountId: account.id,
          projectId: project.id,
          date: new Date(today.getTime() - (3 + 5 * index) * DAY_MS),
          title: entry.title,
          quantity: quantity.toString(),
          unit: entry.unit,
          unitPrice: unitPrice.toString(),
          unitCost: unitCost.toString(),
          price: roundMoney(quantity.times(unitPrice), project.currency).toString(),
          cost: roundMoney(quantity.times(unitCost), project.currency).toString(),
          currency: project.currency,
          billable: entry.billable,
          budgetRelevant: true,
          tags: [DEMO_TAG],
          customProperties: customFields('Expense', index),
        };
      }),
    );
    await tx.expense.createMany({ data: rows });
    return rows.length;
  }
}
