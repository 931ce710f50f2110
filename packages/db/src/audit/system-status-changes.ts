import { Prisma } from '../generated/prisma/client';
import type { WebhookOutboxTransaction } from '../webhook-outbox/webhook-outbox';

/** A status the worker moved, for the audit trail. */
export interface SystemStatusChange {
  accountId: number;
  /** The audit trail's record type (`invoice`). */
  recordType: string;
  recordId: number;
  /** The domain event the API would have recorded, e.g. `invoice.status_changed`. */
  action: string;
  from: string;
  to: string;
}

/**
 * Appends an audit row per status change made without a user (the worker's sweeps), in the
 * caller's transaction and in one statement. The worker cannot render a record as GET answers
 * it, so the snapshot is the record's last one with the new status (the status alone when it
 * has none yet); the table's trigger chains the rows as every other.
 */
export async function appendSystemStatusChanges(
  tx: WebhookOutboxTransaction,
  changes: readonly SystemStatusChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const input = JSON.stringify(
    changes.map((change, ord) => ({
      ord,
      account_id: change.accountId,
      record_type: change.recordType,
      record_id: change.recordId,
      action: change.action,
      old_status: change.from,
      new_status: change.to,
    })),
  );
  await tx.$executeRaw(Prisma.sql`
    INSERT INTO audit_events
      (account_id, user_id, api_key_id, record_type, record_id, action, changes, snapshot)
    SELECT c.account_id, NULL, NULL, c.record_type, c.record_id, c.action,
           jsonb_build_object('status', jsonb_build_array(c.old_status, c.new_status)),
           coalesce(last.snapshot, '{}'::jsonb) || jsonb_build_object('status', c.new_status)
      FROM jsonb_to_recordset(${input}::jsonb) AS c(ord int, account_id int, record_type text,
             record_id int, action text, old_status text, new_status text)
      LEFT JOIN LATERAL (
        SELECT a.snapshot FROM audit_events a
         WHERE a.account_id = c.account_id AND a.record_type = c.record_type
           AND a.record_id = c.record_id
         ORDER BY a.seq DESC LIMIT 1) AS last ON true
     ORDER BY c.ord`);
}
