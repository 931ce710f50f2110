import type { Prisma } from '@faktura/db';
import { initialOfferState } from '@faktura/domain';
import { toDateColumn, normalizeTags } from '../../../platform/input';
import { sentPositionInputs } from '../../../shared/sales-documents';
import type { OfferParties, SalesVat } from '../../../shared/sales-documents';
import { sanitizeOptionalRichText } from '../../../platform/rich-text';
import type { CreateOfferDto } from '../dto/create-offer.dto';
import { positionRows } from '../offer-positions';
import { type OfferPlan, offerTotals, totalColumns, vatColumns } from './offer-columns';

/** What a new offer was resolved to: parties, currency, VAT and the account's settings. */
export interface ResolvedOffer {
  parties: OfferParties;
  currency: string;
  vat: SalesVat;
  printDetailColumns: boolean;
  customProperties: Record<string, unknown>;
  userId: number;
}

/**
 * A new offer (without its number, which the write takes): positions and totals from the
 * domain's calculator, the status from `initialOfferState`.
 */
export function planNewOffer(
  input: CreateOfferDto,
  refs: ResolvedOffer,
): OfferPlan<Omit<Prisma.OfferUncheckedCreateInput, 'accountId' | 'identifier'>> {
  const { vat, parties } = refs;
  const discount = input.discount ?? 0;
  const totals = offerTotals(refs.currency, vat, discount, sentPositionInputs(input.items));
  const offer = {
    date: toDateColumn(input.date),
    dueDate: toDateColumn(input.due_date),
    title: input.title,
    recipientAddress: input.recipient_address,
    currency: refs.currency,
    ...vatColumns(vat),
    discount: discount.toString(),
    ...totalColumns(totals),
    status: initialOfferState().status,
    salutation: sanitizeOptionalRichText(input.salutation) ?? null,
    footer: sanitizeOptionalRichText(input.footer) ?? null,
    printDetailColumns: input.print_detail_columns ?? refs.printDetailColumns,
    companyId: parties.companyId,
    projectId: parties.projectId,
    dealId: parties.dealId,
    contactId: input.contact_id ?? null,
    userId: refs.userId,
    internalContactId: input.internal_contact_id ?? null,
    tags: normalizeTags(input.tags ?? []),
    customProperties: refs.customProperties as Prisma.InputJsonObject,
  };
  return { offer, positions: positionRows(input.items, totals.items) };
}
