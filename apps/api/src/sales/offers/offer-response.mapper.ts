import type { OfferCustomerApproval } from '@faktura/db';
import { customerApprovalUrl } from '@faktura/documents';
import { toApiNumber } from '@faktura/domain';
import { apiDate, apiRecordTimes, apiTimestamp } from '../../platform/serialization';
import { toRevenueCategoryReference } from '../../shared/positions';
import { toDocumentVat } from '../../shared/document-vat';
import { toEmailDeliveryResponse } from '../../shared/emails';
import type {
  CustomerApprovalResponse,
  EmbeddedCustomerApprovalResponse,
  OfferConfirmationResponse,
} from './dto/offer-approval.response';
import type { OfferResponse, OfferSummaryResponse } from './dto/offer.response';
import type { OfferPositionResponse } from './dto/offer-references.response';
import { toWireType } from '../../shared/sales-documents';
import type { OfferRow, OfferSummaryRow } from './offers.repository';

/** What an offer response needs beyond its row. */
export interface OfferLinks {
  /** Base of the approval page's URL. */
  publicUrl: string;
  /** Signed link to the offer's current PDF (DocumentFileLinks.documentLink). */
  fileUrl: string;
}

/** An offer as lists show it. */
export function toOfferSummary(offer: OfferSummaryRow, links: OfferLinks): OfferSummaryResponse {
  return {
    id: offer.id,
    identifier: offer.identifier,
    invoice_id: offer.invoices[0]?.id ?? null,
    date: apiDate(offer.date),
    due_date: apiDate(offer.dueDate),
    title: offer.title,
    recipient_address: offer.recipientAddress,
    currency: offer.currency,
    net_total: toApiNumber(offer.netTotal.toString(), offer.currency),
    tax: toApiNumber(offer.tax.toString()),
    vat: toDocumentVat(offer.vatCode, offer.tax),
    gross_total: toApiNumber(offer.grossTotal.toString(), offer.currency),
    discount: toApiNumber(offer.discount.toString()),
    status: offer.status,
    tags: offer.tags,
    custom_properties: offer.customProperties as Record<string, unknown>,
    company: offer.company,
    project: offer.project,
    deal: offer.deal,
    user: offer.user,
    offer_confirmation: offer.confirmation && toOfferConfirmation(offer.confirmation),
    customer_approval:
      offer.customerApproval && toEmbeddedApproval(offer.customerApproval, links.publicUrl),
    ...apiRecordTimes(offer),
    file_url: links.fileUrl,
    email_deliveries: offer.emailDeliveries.map(toEmailDeliveryResponse),
  };
}

/** One offer with salutation, footer, internal contact and positions. */
export function toOfferResponse(offer: OfferRow, links: OfferLinks): OfferResponse {
  return {
    ...toOfferSummary(offer, links),
    salutation: offer.salutation,
    footer: offer.footer,
    internal_contact: offer.internalContact,
    items: offer.positions.map((position) => toPosition(position, offer.currency)),
  };
}

function toPosition(
  position: OfferRow['positions'][number],
  currency: string,
): OfferPositionResponse {
  const number = (value: { toString(): string } | null) =>
    value === null ? null : toApiNumber(value.toString());
  const category = position.revenueCategory;
  return {
    id: position.id,
    type: toWireType(position.type),
    title: position.title,
    description: position.description,
    quantity: number(position.quantity),
    unit: position.unit,
    // Unit prices and costs keep their stored precision; only totals round to the currency.
    unit_price: number(position.unitPrice),
    unit_cost: number(position.unitCost),
    net_total: toApiNumber(position.netTotal.toString(), currency),
    optional: position.optional,
    service_type: position.serviceType,
    subtotal_type: position.subtotalType,
    revenue_category: category && toRevenueCategoryReference(category),
  };
}

type ApprovalRow = Pick<
  OfferCustomerApproval,
  'id' | 'active' | 'token' | 'approvedAt' | 'approvedByName' | 'approvedByEmail'
>;

/** The customer_approval object embedded in offers; its URL is built from the token. */
function toEmbeddedApproval(
  approval: ApprovalRow,
  publicUrl: string,
): EmbeddedCustomerApprovalResponse {
  return {
    id: approval.id,
    active: approval.active,
    url: customerApprovalUrl(publicUrl, approval.token),
    customer_full_name: approval.approvedByName,
    customer_email: approval.approvedByEmail,
    signed_at: approval.approvedAt && apiTimestamp(approval.approvedAt),
  };
}

/**
 * The record of /offers/{id}/customer_approval: the approval page, the offer's PDF on it, and
 * who approved when. Faktura takes a typed name, not a drawn signature: `signature_url` is null.
 */
export function toCustomerApproval(
  approval: OfferCustomerApproval,
  publicUrl: string,
): CustomerApprovalResponse {
  const url = customerApprovalUrl(publicUrl, approval.token);
  return {
    id: approval.id,
    approval_url: url,
    offer_document_url: `${url}/offer.pdf`,
    active: approval.active,
    customer_full_name: approval.approvedByName,
    customer_email: approval.approvedByEmail,
    signature_url: null,
    signed_at: approval.approvedAt && apiTimestamp(approval.approvedAt),
    created_at: apiTimestamp(approval.createdAt),
    updated_at: apiTimestamp(approval.updatedAt),
  };
}

function toOfferConfirmation(
  confirmation: NonNullable<OfferSummaryRow['confirmation']>,
): OfferConfirmationResponse {
  return {
    id: confirmation.id,
    date: apiDate(confirmation.date),
    title: confirmation.title,
    created_at: apiTimestamp(confirmation.createdAt),
    updated_at: apiTimestamp(confirmation.updatedAt),
  };
}
