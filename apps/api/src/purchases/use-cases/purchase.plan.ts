import type { Prisma } from '@faktura/db';
import {
  calculatePurchaseTotals,
  type PurchaseItemInput,
  type PurchaseState,
} from '@faktura/domain';
import { toDateColumn } from '../../common/input/api-date.validator';
import { normalizeTags } from '../../common/input/input-transforms';
import type { CreatePurchaseDto, PurchaseFieldsDto } from '../dto/create-purchase.dto';
import type { PurchaseItemDto } from '../dto/purchase-item.dto';
import { sentOr, titleOf, updatedDates } from '../purchase-inputs';
import type { PurchaseParts } from '../purchase-parts.repository';
import type { ItemVat } from '../purchase-references.resolver';
import type { PurchaseItemData, PurchaseRow } from '../purchases.repository';

/** A supplier as the plan reads it: its id and the credit number its items carry. */
export interface PlannedSupplier {
  id: number;
  creditNumber: number | null;
}

/** What a new purchase was resolved to: supplier, every item's VAT and its status. */
export interface ResolvedPurchase {
  company: PlannedSupplier | null;
  /** One per item, in order; all resolved (the resolver refused the request otherwise). */
  vats: readonly ItemVat[];
  state: PurchaseState;
  userId: number;
  customProperties: Record<string, unknown>;
}

/** The rows of a new purchase; its number and document file are the write's. */
export interface NewPurchasePlan {
  purchase: Omit<
    Prisma.PurchaseUncheckedCreateInput,
    'accountId' | 'identifier' | 'documentFileId'
  >;
  items: PurchaseItemData[];
  parts: PurchaseParts;
  date: Date;
}

/** What a PUT resolved: a supplier (undefined: unchanged), a new currency (null: unchanged). */
export interface ResolvedPurchaseChange {
  company: PlannedSupplier | null | undefined;
  currency: string | null;
  state: PurchaseState;
  customProperties: Record<string, unknown>;
}

/** The columns a PUT writes, and each item's changed columns. */
export interface PurchaseChangePlan {
  purchase: Prisma.PurchaseUncheckedUpdateInput;
  items: { id: number; data: Prisma.PurchaseItemUncheckedUpdateInput }[];
  parts: PurchaseParts;
}

const column = (value: string | null | undefined) => (value == null ? null : toDateColumn(value));

/**
 * A new purchase: items and totals from the domain's purchase calculator (each item carries the
 * supplier's credit number), the status as resolved through `initialPurchaseState`.
 */
export function planNewPurchase(input: CreatePurchaseDto, refs: ResolvedPurchase): NewPurchasePlan {
  const { rows, totals } = calculateItems(input.items, refs.vats, input.currency, refs.company);
  const date = toDateColumn(input.date);
  const purchase = {
    receiptIdentifier: input.receipt_identifier ?? null,
    title: titleOf(
      input.title,
      input.items.map((item) => item.title),
    ),
    info: input.info ?? null,
    iban: input.iban ?? null,
    reference: input.reference ?? null,
    date,
    dueDate: column(input.due_date),
    servicePeriodFrom: column(input.service_period_from),
    servicePeriodTo: column(input.service_period_to),
    status: refs.state.status,
    paymentMethod: input.payment_method,
    netTotal: totals.net_total.toString(),
    grossTotal: totals.gross_total.toString(),
    currency: input.currency,
    companyId: refs.company?.id ?? null,
    userId: input.user_id === undefined ? refs.userId : input.user_id,
    customProperties: refs.customProperties as Prisma.InputJsonObject,
    tags: normalizeTags(input.tags ?? []),
  };
  return { purchase, items: rows, parts: partsOf(input), date };
}

/**
 * PUT /purchases/{id}: the fields sent change (`null` clears a nullable one); items stay, but a
 * new currency recomputes their amounts and the totals, and a new supplier brings its credit
 * number to every item.
 */
export function planPurchaseChange(
  purchase: PurchaseRow,
  input: Partial<PurchaseFieldsDto>,
  refs: ResolvedPurchaseChange,
): PurchaseChangePlan {
  const { company, currency } = refs;
  const data: Prisma.PurchaseUncheckedUpdateInput = {
    ...changedColumns(purchase, input),
    status: refs.state.status,
    companyId: company === undefined ? purchase.companyId : (company?.id ?? null),
    customProperties: refs.customProperties as Prisma.InputJsonObject,
  };
  const supplier =
    company === undefined ? {} : { supplierCreditNumber: company?.creditNumber ?? null };
  const totals = currency === null ? null : storedItemTotals(purchase, currency);
  if (totals)
    Object.assign(data, {
      currency,
      netTotal: totals.net_total.toString(),
      grossTotal: totals.gross_total.toString(),
    });
  const items = purchase.items.map((item, index) => ({
    id: item.id,
    data: { ...supplier, ...(totals ? itemAmounts(totals.items[index]) : {}) },
  }));
  return {
    purchase: data,
    items: items.filter((item) => Object.keys(item.data).length > 0),
    parts: partsOf(input),
  };
}

/** The items of a new purchase with the amounts the domain computes, and the totals. */
function calculateItems(
  items: readonly PurchaseItemDto[],
  vats: readonly ItemVat[],
  currency: string,
  supplier: PlannedSupplier | null,
) {
  const inputs: PurchaseItemInput[] = items.map((item, index) => ({
    total: item.total,
    tax_included: item.tax_included ?? false,
    vat_kind: vats[index].kind,
    tax: vats[index].tax,
  }));
  const totals = calculatePurchaseTotals(inputs, currency);
  const rows: PurchaseItemData[] = items.map((item, index) => ({
    title: item.title,
    ...itemAmounts(totals.items[index]),
    tax: vats[index].tax,
    taxIncluded: item.tax_included ?? false,
    kskRelevant: item.ksk_relevant ?? false,
    vatCodeId: vats[index].vatCode?.id ?? null,
    categoryId: item.category_id ?? null,
    supplierCreditNumber: supplier?.creditNumber ?? null,
  }));
  return { rows, totals };
}

/** Totals in a new currency, from each stored item's entered total (net or gross). */
function storedItemTotals(purchase: PurchaseRow, currency: string) {
  return calculatePurchaseTotals(
    purchase.items.map((item) => ({
      total: (item.taxIncluded ? item.grossTotal : item.netTotal).toString(),
      tax_included: item.taxIncluded,
      // An inline rate (no VAT code) is ordinary tax.
      vat_kind: item.vatCode?.kind ?? 'tax',
      tax: item.tax.toString(),
    })),
    currency,
  );
}

function itemAmounts(amounts: ReturnType<typeof calculatePurchaseTotals>['items'][number]) {
  return {
    netTotal: amounts.net_total.toString(),
    taxTotal: amounts.tax_total.toString(),
    grossTotal: amounts.gross_total.toString(),
  };
}

/** The purchase's own columns from the fields of a PUT; dates as they will be stored. */
function changedColumns(purchase: PurchaseRow, input: Partial<PurchaseFieldsDto>) {
  const dates = updatedDates(purchase, input);
  const itemTitles = purchase.items.map((item) => item.title);
  return {
    date: toDateColumn(dates.date),
    dueDate: column(dates.dueDate),
    servicePeriodFrom: column(dates.from),
    servicePeriodTo: column(dates.to),
    title: input.title === undefined ? undefined : titleOf(input.title, itemTitles),
    info: input.info,
    iban: input.iban,
    reference: input.reference,
    paymentMethod: input.payment_method,
    userId: input.user_id,
    tags: input.tags && normalizeTags(input.tags),
    receiptIdentifier: sentOr(input.receipt_identifier, purchase.receiptIdentifier),
  };
}

/** Refund request and card transaction as sent (`null` removes or unlinks, undefined keeps). */
function partsOf(input: Partial<PurchaseFieldsDto>): PurchaseParts {
  const refund = input.refund_request;
  const card = input.credit_card_transaction;
  return {
    refundRequest: refund && { comment: refund.comment ?? null, userId: refund.user_id ?? null },
    cardTransaction: card && {
      source: card.source,
      transactionIdentifier: card.transaction_identifier,
    },
  };
}
