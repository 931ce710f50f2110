import { Matches } from 'class-validator';
import { BooleanField, IntField, SecretField, TextField } from '../../../../platform/input';

// A host name or an IP address as an IMAP client dials it: no scheme, no path, no port.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$|^\[?[0-9A-Fa-f:.]+\]?$/;

/**
 * PUT and PATCH /account/inbox (Faktura only): the fields sent change, the others stay. The
 * first write must name host, username and password; the password is write-only.
 */
export class UpdateInboxSettingsDto {
  @TextField({
    optional: true,
    maxLength: 253,
    example: 'imap.example.com',
    description: 'IMAP server (host name or IP address)',
  })
  @Matches(HOST, { message: 'host must be a host name or an IP address' })
  host?: string;

  @IntField({ optional: true, min: 1, max: 65535, example: 993, description: 'Default 993' })
  port?: number;

  @BooleanField({
    optional: true,
    description: 'Implicit TLS (default true); false: plain connection upgraded with STARTTLS',
  })
  tls?: boolean;

  @TextField({ optional: true, maxLength: 255, example: 'invoices@example.com' })
  username?: string;

  @SecretField({
    optional: true,
    minLength: 1,
    maxLength: 1024,
    description: 'Stored encrypted, never returned; required when none is stored',
  })
  password?: string;

  @TextField({ optional: true, maxLength: 255, example: 'INBOX', description: 'Default INBOX' })
  folder?: string;

  @TextField({
    optional: true,
    maxLength: 255,
    example: 'Processed',
    description: 'Where read messages are moved (default Processed); must differ from folder',
  })
  processed_folder?: string;

  @BooleanField({
    optional: true,
    description: 'Whether the worker reads the mailbox (default true)',
  })
  enabled?: boolean;
}
