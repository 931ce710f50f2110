import type { InboxMailbox } from '@faktura/db';
import { FieldErrorCollector } from '@faktura/domain';
import type { UpdateInboxSettingsDto } from './dto/update-inbox-settings.dto';
import type { InboxMailboxColumns } from './inbox-settings.repository';

/** What the worker dials: changing any of it (or the password) starts the mailbox afresh. */
const CONNECTION = ['host', 'port', 'tls', 'username', 'folder'] as const;

/**
 * The problems of a change, every field named in one 422: the first write names host, username
 * and password, and read messages must go to another folder than the one read (they would be
 * read again).
 */
export function checkInboxSettings(
  input: UpdateInboxSettingsDto,
  current: InboxMailbox | null,
): void {
  const errors = new FieldErrorCollector();
  if (current === null) {
    if (input.host === undefined) errors.add('host', 'is required when no inbox is set up');
    if (input.username === undefined) errors.add('username', 'is required when no inbox is set up');
    if (input.password === undefined)
      errors.add('password', 'is required when no password is stored');
  }
  const folder = input.folder ?? current?.folder ?? 'INBOX';
  const processed = input.processed_folder ?? current?.processedFolder ?? 'Processed';
  if (folder.toLowerCase() === processed.toLowerCase())
    errors.add('processed_folder', 'must differ from folder');
  errors.throwIfAny();
}

/**
 * The row of a first write, or the changes of a later one. A new connection (server, user,
 * password or folder) forgets the old one's failures and is read at once; so is a mailbox
 * enabled again.
 */
export function inboxSettingsColumns(
  input: UpdateInboxSettingsDto,
  current: InboxMailbox | null,
  sealedPassword: string | undefined,
  now: Date,
): Partial<InboxMailboxColumns> {
  const sent: Partial<InboxMailboxColumns> = {
    host: input.host,
    port: input.port,
    tls: input.tls,
    username: input.username,
    passwordCiphertext: sealedPassword,
    folder: input.folder,
    processedFolder: input.processed_folder,
    enabled: input.enabled,
  };
  if (current === null) return { ...sent, nextPollAt: now };
  const reconnect =
    sealedPassword !== undefined ||
    CONNECTION.some((field) => input[field] !== undefined && input[field] !== current[field]);
  const enabledAgain = input.enabled === true && !current.enabled;
  return {
    ...sent,
    ...(reconnect ? { failures: 0, lastError: null, lastErrorAt: null } : {}),
    ...(reconnect || enabledAgain ? { nextPollAt: now } : {}),
  };
}
