import { toApiNumber } from '@faktura/domain';
import { apiTimestamp } from '../common/serialization/api-format';
import type { ProjectResponse } from './dto/project.response';
import type { UpdateProjectDto } from './dto/update-project.dto';
import { formatEmailList, normalizeTags, parseEmailList } from '../common/input/input-transforms';
import type { ProjectRow } from './projects.repository';

/** The API shape of a project. */
export function toProjectResponse(project: ProjectRow): ProjectResponse {
  return {
    id: project.id,
    identifier: project.identifier,
    name: project.name,
    active: project.active,
    billable: project.billable,
    currency: project.currency,
    hourly_rate:
      project.hourlyRate === null
        ? null
        : toApiNumber(project.hourlyRate.toString(), project.currency),
    billing_address: project.billingAddress,
    invoice_emails_to: formatEmailList(project.invoiceEmailsTo),
    invoice_emails_cc: formatEmailList(project.invoiceEmailsCc),
    invoice_emails_bcc: formatEmailList(project.invoiceEmailsBcc),
    customer: { id: project.company.id, name: project.company.name },
    leader: project.leader,
    billing_contact: project.billingContact,
    custom_properties: project.customProperties as Record<string, unknown>,
    tags: project.tags,
    created_at: apiTimestamp(project.createdAt),
    updated_at: apiTimestamp(project.updatedAt),
  };
}

/**
 * The columns a create or update writes from the plain fields of the input; fields not sent
 * stay `undefined`, which Prisma leaves untouched. References, currency, the hourly rate and
 * custom properties need checks against the account and are set by the service.
 */
export function projectColumns(input: UpdateProjectDto) {
  return {
    name: input.name,
    active: input.active,
    billable: input.billable,
    billingAddress: input.billing_address,
    invoiceEmailsTo: recipients(input.invoice_emails_to),
    invoiceEmailsCc: recipients(input.invoice_emails_cc),
    invoiceEmailsBcc: recipients(input.invoice_emails_bcc),
    tags: input.tags === undefined ? undefined : normalizeTags(input.tags),
  };
}

function recipients(value: string | null | undefined): string[] | undefined {
  return value === undefined ? undefined : parseEmailList(value);
}
