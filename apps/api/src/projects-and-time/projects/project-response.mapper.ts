import type { Prisma, ProjectTask } from '@faktura/db';
import { toApiNumber } from '@faktura/domain';
import { formatEmailList } from '../../platform/input';
import { apiDate, apiTimestamp } from '../../platform/serialization';
import { taskBudget, taskHourlyRate } from './project-tasks/project-task-response.mapper';
import { toContractSummary } from './project-contracts/project-contract-response.mapper';
import type { ProjectResponse } from './dto/project.response';
import type { ProjectTaskSummary } from './dto/project-references.response';
import type { ProjectRow } from './projects.repository';
import { customerReportUrl } from './project-report/project-report.mapper';

/** The API shape of a project: the reference's record, null where Faktura has no feature. */
export function toProjectResponse(project: ProjectRow, publicUrl: string): ProjectResponse {
  const money = (value: Prisma.Decimal | null) =>
    value === null ? null : toApiNumber(value.toString(), project.currency);
  return {
    id: project.id,
    identifier: project.identifier,
    name: project.name,
    active: project.active,
    billable: project.billable,
    fixed_price: project.fixedPrice,
    retainer: project.retainer,
    start_date: apiDate(project.startDate),
    finish_date: apiDate(project.finishDate),
    currency: project.currency,
    billing_variant: project.billingVariant,
    billing_address: project.billingAddress,
    billing_email_to: formatEmailList(project.invoiceEmailsTo),
    billing_email_cc: formatEmailList(project.invoiceEmailsCc),
    invoice_emails_bcc: formatEmailList(project.invoiceEmailsBcc),
    billing_notes: project.billingNotes,
    setting_include_time_report: project.settingIncludeTimeReport,
    budget: money(project.budget),
    budget_monthly: money(project.budgetMonthly),
    budget_expenses: money(project.budgetExpenses),
    hourly_rate: money(project.hourlyRate) ?? 0,
    billing_tax: project.billingTax === null ? 0 : toApiNumber(project.billingTax),
    info: project.info,
    retainer_billing_date: project.retainerBillingDate,
    retainer_billing_title: project.retainerBillingTitle,
    retainer_billing_description: project.retainerBillingDescription,
    color: project.color,
    customer_report_url: customerReportUrl(publicUrl, project.customerReportToken),
    tags: project.tags,
    labels: project.tags,
    custom_properties: project.customProperties as Record<string, unknown>,
    leader: project.leader,
    co_leader: project.coLeader,
    customer: { id: project.company.id, name: project.company.name },
    tasks: project.tasks.map(toTaskSummary),
    contracts: project.contracts.map((contract) => toContractSummary(contract, project.currency)),
    deal: project.deal,
    project_group: project.projectGroup,
    billing_contact: project.billingContact,
    contact: project.contact,
    secondary_contact: project.secondaryContact,
    archived_on: project.active ? null : apiTimestamp(project.archivedAt),
    created_at: apiTimestamp(project.createdAt),
    updated_at: apiTimestamp(project.updatedAt),
  };
}

function toTaskSummary(task: ProjectTask): ProjectTaskSummary {
  return {
    id: task.id,
    name: task.name,
    billable: task.billable,
    active: task.active,
    budget: taskBudget(task),
    hourly_rate: taskHourlyRate(task),
    description: task.description,
  };
}
