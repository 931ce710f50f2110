import { ApiProperty } from '@nestjs/swagger';
import { BILLING_VARIANTS } from './project-billing.dto';
import {
  ProjectContractSummary,
  ProjectNamedReference,
  ProjectPersonReference,
  ProjectTaskSummary,
} from './project-references.response';
import { Property } from '../../../platform/openapi';

const RECIPIENTS = {
  type: String,
  nullable: true,
  description: 'E-mail addresses separated by `;`; null when none',
  example: 'billing@example.com;cfo@example.com',
};
/** A project as the API returns it: the reference's project record plus invoice_emails_bcc. */
export class ProjectResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'P260001', description: 'Assigned by the server: P, yy, sequence' })
  identifier!: string;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty() billable!: boolean;
  @ApiProperty() fixed_price!: boolean;
  @ApiProperty() retainer!: boolean;
  @ApiProperty({ type: String, format: 'date', nullable: true }) start_date!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) finish_date!: string | null;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @ApiProperty({ enum: BILLING_VARIANTS }) billing_variant!: string;
  @Property.Nullable(String) billing_address!: string | null;
  @ApiProperty(RECIPIENTS) billing_email_to!: string | null;
  @ApiProperty(RECIPIENTS) billing_email_cc!: string | null;
  @ApiProperty({ ...RECIPIENTS, description: 'Blind copies of invoice e-mails (Faktura)' })
  invoice_emails_bcc!: string | null;
  @Property.Nullable(String) billing_notes!: string | null;
  @ApiProperty() setting_include_time_report!: boolean;
  @Property.Nullable(Number) budget!: number | null;
  @Property.Nullable(Number) budget_monthly!: number | null;
  @Property.Nullable(Number) budget_expenses!: number | null;
  @ApiProperty({ example: 150, description: 'The project rate; 0 when none is set' })
  hourly_rate!: number;
  @ApiProperty({
    example: 19,
    description: 'VAT percent of invoices billing the project; 0 when none is set',
  })
  billing_tax!: number;
  @Property.Nullable(String) info!: string | null;
  @Property.Nullable(Number) retainer_billing_date!: number | null;
  @Property.Nullable(String) retainer_billing_title!: string | null;
  @Property.Nullable(String) retainer_billing_description!: string | null;
  @Property.Nullable(String, { example: '#2ECC71' }) color!: string | null;
  @Property.Nullable(String, {
    example: null,
    description: 'Public customer report (PUT /projects/{id}/share); null while not shared',
  })
  customer_report_url!: string | null;
  @Property.Tags() tags!: string[];
  @ApiProperty({ type: [String], deprecated: true, description: 'The same as tags' })
  labels!: string[];
  @Property.CustomProperties({ example: { Phase: 'Build' } })
  custom_properties!: Record<string, unknown>;
  @Property.Nullable(ProjectPersonReference) leader!: ProjectPersonReference | null;
  @Property.Nullable(ProjectPersonReference) co_leader!: ProjectPersonReference | null;
  @ApiProperty({
    type: ProjectNamedReference,
    description: '`{id, name}`; with `include_company` on GET /projects the full company record',
  })
  customer!: ProjectNamedReference;
  @ApiProperty({ type: [ProjectTaskSummary], description: 'The tasks, by id' })
  tasks!: ProjectTaskSummary[];
  @ApiProperty({
    type: [ProjectContractSummary],
    description: 'The users assigned to the project (/projects/{id}/contracts), by id',
  })
  contracts!: ProjectContractSummary[];
  @Property.Nullable(ProjectNamedReference) deal!: ProjectNamedReference | null;
  @Property.Nullable(ProjectNamedReference, { description: 'The project group it is in, if any' })
  project_group!: ProjectNamedReference | null;
  @Property.Nullable(ProjectPersonReference) billing_contact!: ProjectPersonReference | null;
  @Property.Nullable(ProjectPersonReference) contact!: ProjectPersonReference | null;
  @Property.Nullable(ProjectPersonReference) secondary_contact!: ProjectPersonReference | null;
  @Property.Nullable(String, {
    example: null,
    description: 'When the project was archived (active false); null while active',
  })
  archived_on!: string | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
