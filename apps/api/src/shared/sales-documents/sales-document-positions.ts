import type { PositionType as StoredPositionType, ServiceType, SubtotalType } from '@faktura/db';
import type { CalculatedPosition, PositionInput, PositionType } from '@faktura/domain';
import { sanitizeOptionalRichText } from '../../platform/rich-text';
import type { UnnestColumn } from '../../platform/database';

/** The fields offers and invoices share in a sent position. */
export interface SentPosition {
  type: PositionType;
  title?: string | null;
  description?: string | null;
  quantity?: number | null;
  unit?: string | null;
  unit_price?: number | null;
  net_total?: number | null;
  optional?: boolean;
  additional?: boolean;
  service_type?: ServiceType;
  subtotal_type?: SubtotalType | null;
  revenue_category_id?: number | null;
}

/** The stored columns the totals calculator needs. */
export interface StoredPositionAmounts {
  type: StoredPositionType;
  quantity: { toString(): string } | null;
  unitPrice: { toString(): string } | null;
  netTotal: { toString(): string };
  optional: boolean;
  subtotalType: SubtotalType | null;
}

/** A position row as offers and invoices store it (offers add unit_cost). */
export interface PositionRow {
  type: StoredPositionType;
  title: string | null;
  description: string | null;
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  netTotal: string;
  optional: boolean;
  serviceType: ServiceType;
  subtotalType: SubtotalType | null;
  revenueCategoryId: number | null;
}

/** The wire type `page-break` is stored as the enum value `page_break`. */
export function toStoredType(type: PositionType): StoredPositionType {
  return type === 'page-break' ? 'page_break' : type;
}

export function toWireType(type: StoredPositionType): PositionType {
  return type === 'page_break' ? 'page-break' : type;
}

/** Sent positions as the totals calculator reads them. */
export function sentPositionInputs(items: readonly SentPosition[]): PositionInput[] {
  return items.map((item) => ({
    type: item.type,
    quantity: item.quantity,
    unit_price: item.unit_price,
    net_total: item.net_total,
    optional: item.optional,
    subtotal_type: item.subtotal_type,
  }));
}

/** Stored positions as the totals calculator reads them, for recomputing without new items. */
export function storedPositionInputs(positions: readonly StoredPositionAmounts[]): PositionInput[] {
  return positions.map((position) => ({
    type: toWireType(position.type),
    quantity: position.quantity?.toString() ?? null,
    unit_price: position.unitPrice?.toString() ?? null,
    net_total: position.netTotal.toString(),
    optional: position.optional,
    subtotal_type: position.subtotalType,
  }));
}

/**
 * The rows to store: the sent texts (descriptions sanitized) with the computed amounts. A
 * separator carries only its type.
 */
export function positionRows(
  items: readonly SentPosition[],
  calculated: readonly CalculatedPosition[],
): PositionRow[] {
  return items.map((item, index) => {
    const amounts = calculated[index];
    const separator = item.type === 'separator';
    return {
      type: toStoredType(item.type),
      title: separator ? null : (item.title ?? null),
      description: separator ? null : (sanitizeOptionalRichText(item.description) ?? null),
      quantity: amounts.quantity?.toString() ?? null,
      unit: separator ? null : (item.unit ?? null),
      unitPrice: amounts.unit_price?.toString() ?? null,
      netTotal: amounts.net_total.toString(),
      optional: amounts.optional,
      serviceType: item.additional ? 'expense' : (item.service_type ?? 'service'),
      subtotalType: amounts.subtotal_type,
      revenueCategoryId: separator ? null : (item.revenue_category_id ?? null),
    };
  });
}

/** The texts a stored position keeps when it is copied into another document. */
export type CopiedPositionTexts = Pick<
  PositionRow,
  'type' | 'title' | 'description' | 'unit' | 'serviceType' | 'revenueCategoryId'
>;

/**
 * A stored position copied into another document (a reversal, an order confirmation): its texts
 * as they are, its amounts as the domain calculated them for the new document.
 */
export function copiedPositionRow(
  position: CopiedPositionTexts,
  amounts: CalculatedPosition,
): PositionRow {
  return {
    type: position.type,
    title: position.title,
    description: position.description,
    quantity: amounts.quantity?.toString() ?? null,
    unit: position.unit,
    unitPrice: amounts.unit_price?.toString() ?? null,
    netTotal: amounts.net_total.toString(),
    optional: amounts.optional,
    serviceType: position.serviceType,
    subtotalType: amounts.subtotal_type,
    revenueCategoryId: position.revenueCategoryId,
  };
}

/** The shared position columns as one INSERT of all positions writes them (unnestRows). */
export const POSITION_COLUMNS: readonly UnnestColumn<keyof PositionRow>[] = [
  {
    field: 'type',
    type: 'position_type',
    stored: (type) => toWireType(type as StoredPositionType),
  },
  { field: 'title', type: 'text' },
  { field: 'description', type: 'text' },
  { field: 'quantity', type: 'numeric' },
  { field: 'unit', type: 'text' },
  { field: 'unitPrice', type: 'numeric' },
  { field: 'netTotal', type: 'numeric' },
  { field: 'optional', type: 'boolean' },
  { field: 'serviceType', type: 'service_type' },
  { field: 'subtotalType', type: 'subtotal_type' },
  { field: 'revenueCategoryId', type: 'int' },
];
