import type { InboxMailbox } from '@faktura/db';
import { apiTimestamp } from '../../../platform/serialization';
import type { InboxSettingsResponse } from './dto/inbox-settings.response';

const timestamp = (value: Date | null) => (value ? apiTimestamp(value) : null);

/** The settings as GET answers them: never the password, only whether one is stored. */
export function toInboxSettingsResponse(row: InboxMailbox): InboxSettingsResponse {
  return {
    host: row.host,
    port: row.port,
    tls: row.tls,
    username: row.username,
    password_set: row.passwordCiphertext !== '',
    folder: row.folder,
    processed_folder: row.processedFolder,
    enabled: row.enabled,
    last_polled_at: timestamp(row.lastPolledAt),
    last_success_at: timestamp(row.lastSuccessAt),
    last_error: row.lastError,
    last_error_at: timestamp(row.lastErrorAt),
    failures: row.failures,
    next_poll_at: apiTimestamp(row.nextPollAt),
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
  };
}
