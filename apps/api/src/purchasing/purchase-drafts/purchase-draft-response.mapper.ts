import { toApiNumber } from '@faktura/domain';
import type { Prisma } from '@faktura/db';
import { apiTimestamp } from '../../platform/serialization';
import type { PurchaseDraftResponse } from './dto/purchase-draft.response';
import type { PurchaseDraftRow } from './purchase-drafts.repository';

/** The signed link of a stored file of the draft's account (FileLinksService.url). */
export type FileLink = (fileId: number) => string;

// Totals travel exactly as read (no currency is known to round to).
const total = (value: Prisma.Decimal | null) =>
  value === null ? null : toApiNumber(value.toString());

const link = (fileId: number | null, sign: FileLink) => (fileId === null ? null : sign(fileId));

/** The reference's fields of a draft. */
function referenceFields(row: PurchaseDraftRow, sign: FileLink) {
  return {
    id: row.id,
    title: row.title,
    email_from: row.emailFrom,
    email_body: row.emailBody,
    user: row.user,
    file_url: link(row.fileId, sign),
    net_total: total(row.netTotal),
    gross_total: total(row.grossTotal),
    credit_card_transaction: null,
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
  };
}

/** A draft as every route answers it: the reference's record, then Faktura's extensions. */
export function toPurchaseDraftResponse(
  row: PurchaseDraftRow,
  sign: FileLink,
): PurchaseDraftResponse {
  return {
    ...referenceFields(row, sign),
    source: row.source,
    rejection_reason: row.rejectionReason,
    filename: row.file?.filename ?? null,
    content_type: row.file?.contentType ?? null,
    email_url: link(row.emailFileId, sign),
    prefill: (row.prefill as Record<string, unknown> | null) ?? null,
    prefill_status: row.prefillStatus,
  };
}
