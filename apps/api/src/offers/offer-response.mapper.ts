import type { OfferConfirmation, OfferCustomerApproval, VatCodeSale } from '@faktura/db';
import { customerApprovalUrl } from '@faktura/documents';
import { toApiNumber } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../common/serialization/api-format';
import type {
  CustomerApprovalResponse,
  OfferConfirmationResponse,
} from './dto/offer-approval.response';
import type { OfferResponse, OfferSummaryResponse } from './dto/offer.response';
import type { OfferPositionResponse, OfferVatResponse } from './dto/offer-references.response';
import { toWireType } from '../common/positions/document-positions';
import type { OfferRow, OfferSummaryRow } from './offers.repository';

/** An offer as lists show it; `publicUrl` is the base of the approval page's URL. */
export function toOfferSummary(offer: OfferSummaryRow, publicUrl: string): OfferSummaryResponse {
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
    vat: offer.vatCode ? toVat(offer.vatCode) : null,
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
      offer.customerApproval && toCustomerApproval(offer.customerApproval, publicUrl),
    created_at: apiTimestamp(offer.createdAt),
    updated_at: apiTimestamp(offer.updatedAt),
  };
}

/** One offer with salutation, footer, internal contact and positions. */
export function toOfferResponse(offer: OfferRow, publicUrl: string): OfferResponse {
  return {
    ...toOfferSummary(offer, publicUrl),
    salutation: offer.salutation,
    footer: offer.footer,
    internal_contact: offer.internalContact,
    items: offer.positions.map((position) => toPosition(position, offer.currency)),
    created_on: apiDate(offer.createdAt),
    updated_on: apiDate(offer.updatedAt),
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
    revenue_category: category && {
      id: category.id,
      name: category.name,
      revenue_account: category.revenueAccount,
      cost_category: category.costCategory,
    },
  };
}

function toVat(code: VatCodeSale): OfferVatResponse {
  return {
    tax: toApiNumber(code.tax.toString()),
    reverse_charge: code.kind === 'reverse_charge',
    intra_eu: code.kind === 'intra_eu',
    active: code.active,
    print_gross_total: code.printGrossTotal,
    notice_tax_exemption: code.noticeTaxExemption,
    notice_tax_exemption_alt: code.noticeTaxExemptionAlt,
    code: code.code,
  };
}

/** The customer_approval object: its URL is built from the token, never stored. */
export function toCustomerApproval(
  approval: Pick<OfferCustomerApproval, 'id' | 'active' | 'token'>,
  publicUrl: string,
): CustomerApprovalResponse {
  return {
    id: approval.id,
    active: approval.active,
    url: customerApprovalUrl(publicUrl, approval.token),
  };
}

function toOfferConfirmation(confirmation: OfferConfirmation): OfferConfirmationResponse {
  return {
    id: confirmation.id,
    date: apiDate(confirmation.date),
    title: confirmation.title,
    created_at: apiTimestamp(confirmation.createdAt),
    updated_at: apiTimestamp(confirmation.updatedAt),
  };
}
