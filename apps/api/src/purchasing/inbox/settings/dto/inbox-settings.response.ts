import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../../platform/openapi';

/** GET /account/inbox (Faktura only): the mailbox the worker reads, and how reading goes. */
export class InboxSettingsResponse {
  @ApiProperty({ example: 'imap.example.com' }) host!: string;
  @ApiProperty({ example: 993 }) port!: number;
  @ApiProperty({ example: true }) tls!: boolean;
  @ApiProperty({ example: 'invoices@example.com' }) username!: string;
  @ApiProperty({ example: true, description: 'A password is stored (it is never returned)' })
  password_set!: boolean;
  @ApiProperty({ example: 'INBOX' }) folder!: string;
  @ApiProperty({ example: 'Processed' }) processed_folder!: string;
  @ApiProperty({ example: true }) enabled!: boolean;
  @Property.Nullable(String, { format: 'date-time', description: 'Last time the worker read it' })
  last_polled_at!: string | null;
  @Property.Nullable(String, { format: 'date-time' })
  last_success_at!: string | null;
  @Property.Nullable(String, { description: 'Why the last read failed; null after a success' })
  last_error!: string | null;
  @Property.Nullable(String, { format: 'date-time' })
  last_error_at!: string | null;
  @ApiProperty({ example: 0, description: 'Failed reads in a row (the next waits longer)' })
  failures!: number;
  @ApiProperty({ format: 'date-time', example: '2026-11-22T09:16:00Z' })
  next_poll_at!: string;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
