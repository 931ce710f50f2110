import { ApiProperty } from '@nestjs/swagger';
import { BILLING_VARIANTS } from './project-billing.dto';
import {
  ProjectContractSummary,
  ProjectNamedReference,
  ProjectPersonReference,
  ProjectTaskSummary,
} from './project-references.response';

const RECIPIENTS = {
  type: String,
  nullable: true,
  description: 'E-mail addresses separated by `;`; null when none',
  example: 'billing@example.com;cfo@example.com',
};
const TIMESTAMP = { example: '2026-11-22T09:15:04Z' };
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
  @ApiProperty({ type: String, nullable: true }) billing_address!: string | null;
  @ApiProperty(RECIPIENTS) billing_email_to!: string | null;
  @ApiProperty(RECIPIENTS) billing_email_cc!: string | null;
  @ApiProperty({ ...RECIPIENTS, description: 'Blind copies of invoice e-mails (Faktura)' })
  invoice_emails_bcc!: string | null;
  @ApiProperty({ type: String, nullable: true }) billing_notes!: string | null;
  @ApiProperty() setting_include_time_report!: boolean;
  @ApiProperty({ type: Number, nullable: true }) budget!: number | null;
  @ApiProperty({ type: Number, nullable: true }) budget_monthly!: number | null;
  @ApiProperty({ type: Number, nullable: true }) budget_expenses!: number | null;
  @ApiProperty({ example: 150, description: 'The project rate; 0 when none is set' })
  hourly_rate!: number;
  @ApiProperty({ type: String, nullable: true }) info!: string | null;
  @ApiProperty({ type: Number, nullable: true }) retainer_billing_date!: number | null;
  @ApiProperty({ type: String, nullable: true }) retainer_billing_title!: string | null;
  @ApiProperty({ type: String, nullable: true }) retainer_billing_description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '#2ECC71' }) color!: string | null;
  @ApiProperty(NOT_IN_FAKTURA('customer reports')) customer_report_url!: string | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: [String], deprecated: true, description: 'The same as tags' })
  labels!: string[];
  @ApiProperty({ type: 'object', additionalProperties: true, example: { Phase: 'Build' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ type: ProjectPersonReference, nullable: true })
  leader!: ProjectPersonReference | null;
  @ApiProperty({ type: ProjectPersonReference, nullable: true })
  co_leader!: ProjectPersonReference | null;
  @ApiProperty({ type: ProjectNamedReference }) customer!: ProjectNamedReference;
  @ApiProperty({ type: [ProjectTaskSummary], description: 'The tasks, by id' })
  tasks!: ProjectTaskSummary[];
  @ApiProperty({
    type: [ProjectContractSummary],
    description: 'Always empty: Faktura has no staff assignments',
  })
  contracts!: ProjectContractSummary[];
  @ApiProperty({ type: ProjectNamedReference, nullable: true })
  deal!: ProjectNamedReference | null;
  @ApiProperty({ ...NOT_IN_FAKTURA('project groups'), type: ProjectNamedReference })
  project_group!: ProjectNamedReference | null;
  @ApiProperty({ type: ProjectPersonReference, nullable: true })
  billing_contact!: ProjectPersonReference | null;
  @ApiProperty({ type: ProjectPersonReference, nullable: true })
  contact!: ProjectPersonReference | null;
  @ApiProperty({ type: ProjectPersonReference, nullable: true })
  secondary_contact!: ProjectPersonReference | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'When the project was archived (active false); null while active',
  })
  archived_on!: string | null;
  @ApiProperty(TIMESTAMP) created_at!: string;
  @ApiProperty(TIMESTAMP) updated_at!: string;
}
