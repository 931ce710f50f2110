import type { Prisma } from '@faktura/db';
import {
  calculatePurchaseTotals,
  type PurchaseItemInput,
  type PurchaseState,
} from '@faktura/domain';
import { toDateColumn, normalizeTags } from '../../../platform/input';
import type { CreatePurchaseDto } from '../dto/create-purchase.dto';
import type { PurchaseItemDto } from '../dto/purchase-item.dto';
import { titleOf } from '../purchase-inputs';
import type { PurchaseParts } from '../purchase-parts.repository';
import type { ItemVat } from '../purchase-references.resolver';
import type { PurchaseItemData } from '../purchases.repository';
import { dateColumn, itemAmounts, partsOf, type PlannedSupplier } from './purchase-columns';

/** What a new purchase was resolved to: supplier, every item's VAT and its status. */
export interface ResolvedPurchase {
  company: PlannedSupplier | null;
  /** One per item, in order; all resolved (the resolver refused the request otherwise). */
  vats: readonly ItemVat[];
  state: PurchaseState;
  /** The writer's user, the purchase's default responsible; null for the inbox (no user). */
  userId: number | null;
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
    dueDate: dateColumn(input.due_date),
    servicePeriodFrom: dateColumn(input.service_period_from),
    servicePeriodTo: dateColumn(input.service_period_to),
    status: refs.state.status,
    paymentMethod: input.payment_method,
    netTotal: totals.net_total.toString(),
    grossTotal: totals.gross_total.toString(),
    currency: input.currency,
    companyId: refs.company?.id ?? null,
    userId: input.user_id === undefined ? refs.userId : input.user_id,
    customProperties: refs.customProperties as Prisma.InputJsonObject,
    tags: normalizeTags(input.tags ?? []),
    purchaseBudgetId: input.purchase_budget_id ?? null,
    plannedPurchaseId: input.planned_purchase_id ?? null,
  };
  return { purchase, items: rows, parts: partsOf(input), date };
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
