import {
  calculateReceiptTotals,
  DomainError,
  FieldErrorCollector,
  type ReceiptItemInput,
} from '@faktura/domain';
import { type Base64Upload, decodeBase64Upload, invalidUpload } from '../../platform/files';
import { toDateColumn } from '../../platform/input';
import { type DocumentFile, documentFile, MAX_DOCUMENT_BYTES } from '../../shared/attachments';
import type { CreateReceiptDto, ReceiptAttachmentDto } from './dto/create-receipt.dto';
import type { ReceiptRow } from './receipt-records.query';
import type {
  ReceiptColumns,
  ReceiptItemColumns,
  ReceiptReference,
  ReceiptsRepository,
} from './receipts.repository';

const MISSING = 'does not exist';

/** What a receipt's references were looked up to. */
export type ReceiptReferencesFound = Awaited<ReturnType<ReceiptsRepository['lookUp']>>;

/** A receipt's columns and items as a write stores them (items undefined: kept). */
export interface ReceiptPlan {
  columns: ReceiptColumns;
  items: ReceiptItemColumns[] | undefined;
}

/** The IDs a body refers to, for the one lookup statement. */
export function receiptReferenceIds(input: Partial<CreateReceiptDto>) {
  const items = input.items ?? [];
  return {
    projectId: input.project_id,
    vatCodeIds: [...new Set(items.map((item) => item.vat_code_id))],
    categoryIds: [...new Set(items.flatMap((item) => item.purchase_category_id ?? []))],
  };
}

/**
 * Checks a body (a create's when `current` is null, else a change of `current`) against what it
 * refers to and computes the columns, every problem in one 422. The gross total is the items'
 * sum (domain); a new currency checks the kept items' decimals again. Billable defaults to the
 * project's flag on a create.
 */
export function planReceipt(
  input: Partial<CreateReceiptDto>,
  found: ReceiptReferencesFound,
  current: ReceiptRow | null,
): ReceiptPlan {
  const errors = new FieldErrorCollector();
  const currency = input.currency ?? current?.currency ?? found.account.defaultCurrency;
  if (input.currency !== undefined && !found.account.currencies.includes(input.currency))
    errors.add('currency', 'is not a currency of the account');
  if (input.project_id != null && !found.project) errors.add('project_id', MISSING);
  input.items?.forEach((item, index) => {
    const field = `items[${index}]`;
    referenceProblem(found.vatCodes, item.vat_code_id, `${field}.vat_code_id`, errors);
    referenceProblem(
      found.categories,
      item.purchase_category_id,
      `${field}.purchase_category_id`,
      errors,
    );
  });
  const items: ReceiptItemInput[] =
    input.items ??
    (current?.items ?? []).map((item) => ({
      gross_total: item.grossTotal.toString(),
      purchase_category_id: item.purchaseCategoryId,
    }));
  const totals = errors.capture(() => calculateReceiptTotals(items, currency), null);
  errors.throwIfAny();
  const columns: ReceiptColumns = {
    title: input.title,
    date: input.date === undefined ? undefined : toDateColumn(input.date),
    billable: input.billable ?? (current ? undefined : (found.project?.billable ?? false)),
    info: input.info,
    projectId: input.project_id,
    currency: current && input.currency === undefined ? undefined : currency,
    grossTotal: totals!.grossTotal.toString(),
  };
  return {
    columns,
    items: input.items?.map((item, index) => ({
      grossTotal: totals!.items[index].toString(),
      vatCodeId: item.vat_code_id,
      purchaseCategoryId: item.purchase_category_id ?? null,
    })),
  };
}

/** An item's VAT code or category must be an active one of the account (if sent). */
function referenceProblem(
  rows: readonly ReceiptReference[],
  id: number | null | undefined,
  field: string,
  errors: FieldErrorCollector,
): void {
  if (id == null) return;
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) errors.add(field, MISSING);
  else if (!row.active) errors.add(field, 'is not active');
}

/**
 * Refuses to change or delete a receipt a purchase item refers to: it is in that purchase's
 * refund request, whose amounts were taken from it. The 422 names the purchase.
 */
export function refuseWhileSubmitted(receipt: ReceiptRow, action: 'changed' | 'deleted'): void {
  const purchase = receipt.purchaseItems[0]?.purchase;
  if (purchase)
    throw DomainError.rule(
      `Receipt belongs to purchase ${purchase.identifier} and can no longer be ${action}`,
    );
}

const ATTACHMENT_UPLOAD: Base64Upload = {
  field: 'attachment.base64',
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLarge: 'Documents are limited to 10 MiB',
};

/**
 * The slip a body sends: a PDF, PNG or JPEG (read from its bytes), at most 10 MiB decoded (413
 * above); anything else is a 422 on `attachment.base64`.
 */
export function decodeAttachment(input: ReceiptAttachmentDto): DocumentFile {
  const file = documentFile(decodeBase64Upload(input.base64, ATTACHMENT_UPLOAD), input.filename);
  if (!file || file.contentType === 'application/xml')
    throw invalidUpload(ATTACHMENT_UPLOAD, 'must be a PDF, PNG or JPEG file');
  return file;
}
