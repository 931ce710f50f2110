import { apiDate, apiTimestamp } from '../../platform/serialization';
import type { BookkeepingExportKind } from './bookkeeping-export.kind';
import type { BookkeepingExportRow } from './bookkeeping-exports.repository';

/** The record of either kind; the IDs' key is the kind's (`invoice_ids` or `purchase_ids`). */
export type BookkeepingExportRecord = Record<string, unknown>;

/** The record as the reference shows it. */
export function toBookkeepingExportRecord(
  kind: BookkeepingExportKind,
  row: BookkeepingExportRow,
): BookkeepingExportRecord {
  return {
    id: row.id,
    from: apiDate(row.from_date),
    to: apiDate(row.to_date),
    [kind.idsField]: row.document_ids,
    comment: row.comment,
    user: row.user,
    status: row.status,
    created_at: apiTimestamp(row.created_at),
    updated_at: apiTimestamp(row.updated_at),
  };
}
