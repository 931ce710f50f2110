import { ApiProperty } from '@nestjs/swagger';
import { BILLING_VARIANTS } from './project-billing.dto';
import {
  ProjectContractSummary,
  ProjectNamedReference,
  ProjectPersonReference,
  ProjectTaskSummary,
} from './project-references.response';
import {
  CustomPropertiesProperty,
  NullableProperty,
  TagsProperty,
  TimestampProperty,
} from '../../common/openapi/response-properties';

const RECIPIENTS = {
  type: String,
  nullable: true,
  description: 'E-mail addresses separated by `;`; null when none',
  example: 'billing@example.com;cfo@example.com',
};
const NOT_IN_FAKTURA = (what: string) => ({
  type: String,
  nullable: true,
  example: null,
  description: `Always null: Faktura has no ${what}`,
});

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
  @NullableProperty(String) billing_address!: string | null;
  @ApiProperty(RECIPIENTS) billing_email_to!: string | null;
  @ApiProperty(RECIPIENTS) billing_email_cc!: string | null;
  @ApiProperty({ ...RECIPIENTS, description: 'Blind copies of invoice e-mails (Faktura)' })
  invoice_emails_bcc!: string | null;
  @NullableProperty(String) billing_notes!: string | null;
  @ApiProperty() setting_include_time_report!: boolean;
  @NullableProperty(Number) budget!: number | null;
  @NullableProperty(Number) budget_monthly!: number | null;
  @NullableProperty(Number) budget_expenses!: number | null;
  @ApiProperty({ example: 150, description: 'The project rate; 0 when none is set' })
  hourly_rate!: number;
  @NullableProperty(String) info!: string | null;
  @NullableProperty(Number) retainer_billing_date!: number | null;
  @NullableProperty(String) retainer_billing_title!: string | null;
  @NullableProperty(String) retainer_billing_description!: string | null;
  @NullableProperty(String, { example: '#2ECC71' }) color!: string | null;
  @ApiProperty(NOT_IN_FAKTURA('customer reports')) customer_report_url!: string | null;
  @TagsProperty() tags!: string[];
  @ApiProperty({ type: [String], deprecated: true, description: 'The same as tags' })
  labels!: string[];
  @CustomPropertiesProperty({ example: { Phase: 'Build' } })
  custom_properties!: Record<string, unknown>;
  @NullableProperty(ProjectPersonReference)
  leader!: ProjectPersonReference | null;
  @NullableProperty(ProjectPersonReference)
  co_leader!: ProjectPersonReference | null;
  @ApiProperty({ type: ProjectNamedReference }) customer!: ProjectNamedReference;
  @ApiProperty({ type: [ProjectTaskSummary], description: 'The tasks, by id' })
  tasks!: ProjectTaskSummary[];
  @ApiProperty({
    type: [ProjectContractSummary],
    description: 'Always empty: Faktura has no staff assignments',
  })
  contracts!: ProjectContractSummary[];
  @NullableProperty(ProjectNamedReference)
  deal!: ProjectNamedReference | null;
  @ApiProperty({ ...NOT_IN_FAKTURA('project groups'), type: ProjectNamedReference })
  project_group!: ProjectNamedReference | null;
  @NullableProperty(ProjectPersonReference)
  billing_contact!: ProjectPersonReference | null;
  @NullableProperty(ProjectPersonReference)
  contact!: ProjectPersonReference | null;
  @NullableProperty(ProjectPersonReference)
  secondary_contact!: ProjectPersonReference | null;
  @NullableProperty(String, {
    example: null,
    description: 'When the project was archived (active false); null while active',
  })
  archived_on!: string | null;
  @TimestampProperty() created_at!: string;
  @TimestampProperty() updated_at!: string;
}
