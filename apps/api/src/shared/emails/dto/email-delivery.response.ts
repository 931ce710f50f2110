import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** Where an e-mail is: `uncertain` and `failed` wait for an operator (resend or leave). */
export const EMAIL_DELIVERY_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'uncertain',
] as const;

/** The documents an e-mail can be about. */
export const EMAIL_DOCUMENT_TYPES = [
  'offer',
  'invoice',
  'invoice_timesheet',
  'invoice_reminder',
] as const;

const RECIPIENTS = { type: String, nullable: true, description: 'Addresses separated by `;`' };

/** One e-mail about a document (extension): what send_email queued and how far it got. */
export class EmailDeliveryResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: EMAIL_DOCUMENT_TYPES }) document_type!: string;
  @ApiProperty({ example: 17 }) document_id!: number;
  @ApiProperty({
    enum: EMAIL_DELIVERY_STATUSES,
    description:
      '`queued` (waiting for the worker), `sending`, `sent` (the SMTP server accepted it), ' +
      '`failed` (every attempt failed before the server had the whole message: nothing was ' +
      'delivered) or `uncertain` (the server had the whole message but its answer was lost: it ' +
      'may have been delivered). Failed and uncertain ones are never sent again automatically: ' +
      'POST /email_deliveries/{id}/resend',
  })
  status!: string;
  @ApiProperty({ ...RECIPIENTS, nullable: false }) emails_to!: string;
  @ApiProperty(RECIPIENTS) emails_cc!: string | null;
  @ApiProperty(RECIPIENTS) emails_bcc!: string | null;
  @ApiProperty({ description: 'As written; the variables are filled in when it is sent' })
  subject!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '<7f1c0c2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f@faktura>',
    description:
      'Fixed before the first attempt and kept by every resend (receivers can deduplicate)',
  })
  message_id!: string | null;
  @ApiProperty({ example: 1, description: 'SMTP exchanges started so far' }) attempts!: number;
  @Property.Nullable(String, { description: 'Why it failed or is uncertain' })
  last_error!: string | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z', description: 'When send_email queued it' })
  created_at!: string;
  @Property.Nullable(String, {
    example: '2026-11-22T09:15:06Z',
    description: 'When the SMTP server accepted it',
  })
  sent_at!: string | null;
  @Property.Timestamp({ example: '2026-11-22T09:15:06Z' }) updated_at!: string;
}
