import { type Decimal, type ProjectReport, toApiNumber } from '@faktura/domain';
import { publicPageUrl } from '../../../shared/public-pages';
import type { ProjectReportResponse } from './dto/project-report.response';
import type { ProjectShareResponse } from './dto/project-share.response';

/** The path of the public customer report under FAKTURA_PUBLIC_URL. */
export const PROJECT_REPORT_PAGE = 'project_report';

/** The public URL of a project's customer report while it is shared; null otherwise. */
export function customerReportUrl(publicUrl: string, token: string | null): string | null {
  return token === null ? null : publicPageUrl(publicUrl, PROJECT_REPORT_PAGE, token);
}

/** The share state of a project's customer report. */
export function toProjectShare(
  id: number,
  token: string | null,
  publicUrl: string,
): ProjectShareResponse {
  return { id, active: token !== null, url: customerReportUrl(publicUrl, token) };
}

/** The API shape of the report: amounts rounded to their currency, hours and percent as is. */
export function toProjectReportResponse(
  report: ProjectReport,
  accountCurrency: string,
): ProjectReportResponse {
  const money = (value: Decimal) => toApiNumber(value, report.currency);
  const cost = (value: Decimal) => toApiNumber(value, accountCurrency);
  const plain = (value: Decimal) => toApiNumber(value);
  return {
    budget_total: money(report.budgetTotal),
    budget_progress_in_percentage: plain(report.budgetProgressInPercentage),
    budget_remaining: money(report.budgetRemaining),
    invoiced_total: money(report.invoicedTotal),
    currency: report.currency,
    hours_total: plain(report.hoursTotal),
    hours_billable: plain(report.hoursBillable),
    hours_remaining: plain(report.hoursRemaining),
    costs_expenses: report.costsExpenses === null ? null : cost(report.costsExpenses),
    costs_activities: cost(report.costsActivities),
    costs_by_task: report.costsByTask.map((task) => ({
      id: task.id,
      name: task.name,
      hours_total: plain(task.hoursTotal),
      total_costs: cost(task.totalCosts),
    })),
  };
}
