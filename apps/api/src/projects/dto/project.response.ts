import { ApiProperty } from '@nestjs/swagger';

const RECIPIENTS = {
  type: String,
  nullable: true,
  description: 'E-mail addresses separated by `;`; null when none',
  example: 'billing@example.com;cfo@example.com',
};

/** The customer of a project. */
export class ProjectCustomerReference {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

/** A person a project refers to: its leader (a user) or its billing contact (a contact). */
export class ProjectPersonReference {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Anna' }) firstname!: string | null;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

/** A project as the API returns it. */
export class ProjectResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'P260001', description: 'Assigned by the server: P, yy, sequence' })
  identifier!: string;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty() billable!: boolean;
  @ApiProperty({ example: 'CHF' }) currency!: string;
  @ApiProperty({ type: Number, nullable: true, example: 150 }) hourly_rate!: number | null;
  @ApiProperty({ type: String, nullable: true }) billing_address!: string | null;
  @ApiProperty(RECIPIENTS) invoice_emails_to!: string | null;
  @ApiProperty(RECIPIENTS) invoice_emails_cc!: string | null;
  @ApiProperty(RECIPIENTS) invoice_emails_bcc!: string | null;
  @ApiProperty({ type: ProjectCustomerReference }) customer!: ProjectCustomerReference;
  @ApiProperty({ type: ProjectPersonReference, nullable: true })
  leader!: ProjectPersonReference | null;
  @ApiProperty({ type: ProjectPersonReference, nullable: true })
  billing_contact!: ProjectPersonReference | null;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { Phase: 'Build' } })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
