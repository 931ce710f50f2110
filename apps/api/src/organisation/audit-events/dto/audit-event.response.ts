import { ApiProperty } from '@nestjs/swagger';
import { Property, UserReferenceBase } from '../../../platform/openapi';

/** What an audit row can concern (record_type). */
export const AUDIT_RECORD_TYPES = [
  'offer',
  'invoice',
  'invoice_reminder',
  'invoice_payment',
  'purchase',
  'purchase_payment',
  'company',
  'account',
  'sepa_mandate',
  'direct_debit_run',
] as const;

export class AuditEventUserReference extends UserReferenceBase {}

/** One row of the audit trail (extension): who changed which record how, and its chain link. */
export class AuditEventResponse {
  @ApiProperty({ example: 5012 }) id!: number;
  @ApiProperty({ example: 17, description: 'Position in the account’s chain: 1, 2, ...' })
  seq!: number;
  @ApiProperty({ example: '2026-12-06T09:15:04.123456Z', format: 'date-time' })
  occurred_at!: string;
  @Property.Nullable(AuditEventUserReference, {
    description: 'The user of the API key; null for the worker, the admin CLI, a public page',
  })
  user!: AuditEventUserReference | null;
  @Property.Nullable(Number, { example: 3, description: 'The API key the change came with' })
  api_key_id!: number | null;
  @ApiProperty({ enum: AUDIT_RECORD_TYPES, example: 'invoice' }) record_type!: string;
  @ApiProperty({ example: 12, description: 'The record’s ID (the account’s for `account`)' })
  record_id!: number;
  @ApiProperty({ example: 'invoice.status_changed', description: 'The domain event' })
  action!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', minItems: 2, maxItems: 2 },
    example: { status: ['created', 'sent'] },
    description:
      'Each field that changed: [old, new] as GET answered it; a create [null, new], a delete [old, null]',
  })
  changes!: Record<string, [unknown, unknown]>;
  @ApiProperty({ example: 'a3f1…', description: 'SHA-256 (hex) of the row’s canonical text' })
  hash!: string;
  @ApiProperty({
    example: '9b0c…',
    description: 'The hash of the account’s row before (64 zeros first)',
  })
  prev_hash!: string;
}
