import type { Prisma } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import { toDateColumn, normalizeTags } from '../../../platform/input';
import { sentPositionInputs, storedPositionInputs } from '../../../shared/sales-documents';
import type { OfferParties, SalesVat } from '../../../shared/sales-documents';
import { sanitizeOptionalRichText } from '../../../platform/rich-text';
import type { UpdateOfferDto } from '../dto/update-offer.dto';
import { positionRows } from '../offer-positions';
import type { OfferPositionData, OfferRow } from '../offers.repository';
import { type OfferPlan, offerTotals, totalColumns, vatColumns } from './offer-columns';

/** Statuses in which content, positions and currency may still change. */
const EDITABLE = ['created', 'sent'];

/** A change of an offer: its changed columns and its positions when they are replaced. */
export type OfferChangePlan = OfferPlan<
  Prisma.OfferUncheckedUpdateInput,
  OfferPositionData[] | undefined
>;

/** Refuses changes to an offer that has moved past `created` and `sent`. */
export function assertOfferEditable(offer: Pick<OfferRow, 'status'>): void {
  if (!EDITABLE.includes(offer.status))
    throw DomainError.rule('Only offers in status created or sent can be changed');
}

/** True while the offer may still move to another currency. */
export function offerCurrencyMayChange(offer: Pick<OfferRow, 'status'>): boolean {
  return EDITABLE.includes(offer.status);
}

/**
 * PUT /offers/{id}: the fields sent change; totals are recomputed from the sent positions (or
 * the stored ones) with the sent VAT (or the stored one). Positions are written only when sent.
 */
export function planOfferUpdate(
  offer: OfferRow,
  input: UpdateOfferDto,
  refs: { vat: SalesVat | null; customProperties: Record<string, unknown> },
): OfferChangePlan {
  const vat = refs.vat ?? storedVat(offer);
  const discount = input.discount ?? offer.discount.toString();
  const items = input.items;
  const positions = items ? sentPositionInputs(items) : storedPositionInputs(offer.positions);
  const totals = offerTotals(offer.currency, vat, discount, positions);
  const date = (value: string | undefined) =>
    value === undefined ? undefined : toDateColumn(value);
  const data: Prisma.OfferUncheckedUpdateInput = {
    date: date(input.date),
    dueDate: date(input.due_date),
    title: input.title,
    recipientAddress: input.recipient_address,
    ...vatColumns(vat),
    discount: discount.toString(),
    ...totalColumns(totals),
    salutation: sanitizeOptionalRichText(input.salutation),
    footer: sanitizeOptionalRichText(input.footer),
    printDetailColumns: input.print_detail_columns,
    contactId: input.contact_id,
    internalContactId: input.internal_contact_id,
    tags: input.tags === undefined ? undefined : normalizeTags(input.tags),
    customProperties: refs.customProperties as Prisma.InputJsonObject,
  };
  return { offer: data, positions: items ? positionRows(items, totals.items) : undefined };
}

/**
 * PUT /offers/{id}/assign: the new parties; a project or deal in another currency moves the
 * offer to it, which re-rounds its totals and stored positions (in their order).
 */
export function planOfferAssignment(offer: OfferRow, parties: OfferParties): OfferChangePlan {
  const currency = parties.projectCurrency ?? parties.dealCurrency ?? offer.currency;
  if (currency !== offer.currency && !offerCurrencyMayChange(offer))
    throw DomainError.rule('The currency of an offer cannot change after it was accepted');
  const discount = offer.discount.toString();
  const totals = offerTotals(
    currency,
    storedVat(offer),
    discount,
    storedPositionInputs(offer.positions),
  );
  const data = {
    companyId: parties.companyId,
    projectId: parties.projectId,
    dealId: parties.dealId,
    currency,
    ...totalColumns(totals),
  };
  const positions =
    currency === offer.currency
      ? undefined
      : offer.positions.map((position, index) =>
          storedRow(position, totals.items[index].net_total.toString()),
        );
  return { offer: data, positions };
}

/** The VAT an offer already has: its code's kind, or an inline rate. */
function storedVat(offer: OfferRow): SalesVat {
  return {
    vatCode: offer.vatCode,
    tax: offer.tax.toString(),
    kind: offer.vatCode?.kind ?? 'tax',
  };
}

/** A stored position as a row to store again (same order, new amounts). */
function storedRow(position: OfferRow['positions'][number], netTotal: string): OfferPositionData {
  return {
    type: position.type,
    title: position.title,
    description: position.description,
    quantity: position.quantity,
    unit: position.unit,
    unitPrice: position.unitPrice,
    unitCost: position.unitCost,
    netTotal,
    optional: position.optional,
    serviceType: position.serviceType,
    subtotalType: position.subtotalType,
    revenueCategoryId: position.revenueCategoryId,
  };
}
