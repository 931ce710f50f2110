// The reference's project report (its example is the only description of the record) and the
// share state of the public customer report.
import type { ContractGroup } from '../contract-checker';
import { arrayOf, bool, int, nullable, num, record, str, url } from '../schema-builders';

/** The reference's project report; Faktura adds nothing. */
export const projectReportRecord = record({
  budget_total: num,
  budget_progress_in_percentage: num,
  budget_remaining: num,
  invoiced_total: num,
  currency: str,
  hours_total: num,
  hours_billable: num,
  hours_remaining: num,
  // Null when the project is in another currency than the account's: no exchange rates.
  costs_expenses: nullable(num),
  costs_activities: num,
  costs_by_task: arrayOf(record({ id: int, name: str, hours_total: num, total_costs: num })),
});

/** The reference's share state: the project's ID, whether it is shared, and the link. */
export const projectShareRecord = record({ id: int, active: bool, url: nullable(url) });

export const PROJECT_REPORTS_CONTRACT: ContractGroup = {
  'GET /projects/{id}/report': { status: 200, body: projectReportRecord },
  'PUT /projects/{id}/share': { status: 200, body: projectShareRecord },
  'PUT /projects/{id}/disable_share': { status: 200, body: projectShareRecord },
};
