import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../../platform/openapi';

const IN_ACCOUNT_CURRENCY = "In the account's default currency, rounded to it";

/** Hours and internal costs of one task of the project. */
export class ProjectReportTaskCosts {
  @ApiProperty({ example: 7536 }) id!: number;
  @ApiProperty({ example: 'Project Management' }) name!: string;
  @ApiProperty({ example: 12.5, description: 'Hours booked on the task, 2 decimals' })
  hours_total!: number;
  @ApiProperty({
    example: 725,
    description: `Hours at the users' internal rates. ${IN_ACCOUNT_CURRENCY}`,
  })
  total_costs!: number;
}

/** The reference's project report: budget, invoiced total, hours and costs of a project. */
export class ProjectReportResponse {
  @ApiProperty({
    example: 50000,
    description: "The project's budget, else the sum of its tasks' budgets; 0 when none",
  })
  budget_total!: number;
  @ApiProperty({
    example: 50,
    description:
      'Used budget (billable hours at their rates plus budget-relevant expenses) in percent of ' +
      'budget_total, 2 decimals; 0 without budget',
  })
  budget_progress_in_percentage!: number;
  @ApiProperty({ example: 25000, description: 'budget_total minus the used budget' })
  budget_remaining!: number;
  @ApiProperty({
    example: 27885,
    description:
      'Net total of the invoices billing the project; drafts, reversed invoices and ' +
      'reversals left out',
  })
  invoiced_total!: number;
  @ApiProperty({ example: 'EUR', description: "The project's currency (budget and invoiced)" })
  currency!: string;
  @ApiProperty({ example: 1500, description: 'Hours of all activities, 2 decimals' })
  hours_total!: number;
  @ApiProperty({ example: 1340, description: 'Hours of billable activities, 2 decimals' })
  hours_billable!: number;
  @ApiProperty({
    example: 1500,
    description: "budget_remaining at the project's hourly rate; 0 without budget or rate",
  })
  hours_remaining!: number;
  @Property.Nullable(Number, {
    example: 4000,
    description:
      `Costs of the expenses. ${IN_ACCOUNT_CURRENCY}; ` +
      "null when the project's currency is another (no exchange rates)",
  })
  costs_expenses!: number | null;
  @ApiProperty({
    example: 16450,
    description: `Hours at the users' internal rates of their year. ${IN_ACCOUNT_CURRENCY}`,
  })
  costs_activities!: number;
  @ApiProperty({ type: [ProjectReportTaskCosts] }) costs_by_task!: ProjectReportTaskCosts[];
}
