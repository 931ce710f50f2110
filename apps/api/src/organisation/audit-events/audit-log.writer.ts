import { Injectable } from '@nestjs/common';
import { Prisma } from '@faktura/db';
import type { AccountTx } from '../../platform/database';
import type { EventActor } from '../../platform/events';
import type { AuditRecordType } from './audited-events.table';

/** One row to append: the record, its state before (a deletion's) and after the write. */
export interface AuditRowInput {
  recordType: AuditRecordType;
  recordId: number;
  /** The record just before a deletion; otherwise the row diffs against its last snapshot. */
  before: object | null;
  snapshot: object | null;
}

/**
 * Appends audit rows in the caller's transaction, all of one event in one statement: the
 * changes are computed in SQL against each record's last snapshot (faktura_audit_changes), and
 * the table's trigger chains every row (seq, prev_hash, hash), in the order given.
 */
@Injectable()
export class AuditLogWriter {
  async append(
    tx: AccountTx,
    actor: EventActor,
    action: string,
    rows: readonly AuditRowInput[],
  ): Promise<void> {
    if (rows.length === 0) return;
    const { accountId } = actor;
    const input = JSON.stringify(
      rows.map((row, ord) => ({
        ord,
        record_type: row.recordType,
        record_id: row.recordId,
        before: row.before,
        snapshot: row.snapshot,
      })),
    );
    await tx.$executeRaw(Prisma.sql`
      INSERT INTO audit_events
        (account_id, user_id, api_key_id, record_type, record_id, action, changes, snapshot)
      SELECT ${accountId}::int, ${actor.userId}::int, ${actor.apiKeyId ?? null}::int,
             r.record_type, r.record_id, ${action}::text,
             faktura_audit_changes(coalesce(r.before,
               (SELECT last.snapshot FROM audit_events last
                 WHERE last.account_id = ${accountId}::int AND last.record_type = r.record_type
                   AND last.record_id = r.record_id
                 ORDER BY last.seq DESC LIMIT 1)), r.snapshot),
             r.snapshot
        FROM jsonb_to_recordset(${input}::jsonb)
          AS r(ord int, record_type text, record_id int, before jsonb, snapshot jsonb)
       ORDER BY r.ord`);
  }
}
