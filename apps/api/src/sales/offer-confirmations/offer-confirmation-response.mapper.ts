import { apiDate, apiTimestamp } from '../../platform/serialization';
import type { OfferConfirmationResponse } from './dto/offer-confirmation.response';
import type { OfferConfirmationRow } from './offer-confirmation-records.query';

/** The API URL of a confirmation's PDF (the reference's `file_url`). */
export function offerConfirmationPdfUrl(publicUrl: string, id: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/v1/offer_confirmations/${id}.pdf`;
}

/** A confirmation as the API shows it; texts are "" when there are none, as the reference has. */
export function toOfferConfirmationResponse(
  row: OfferConfirmationRow,
  publicUrl: string,
): OfferConfirmationResponse {
  const { user, offer } = row;
  return {
    id: row.id,
    identifier: row.identifier,
    date: apiDate(row.date),
    title: row.title,
    salutation_raw: row.salutation ?? '',
    footer_raw: row.footer ?? '',
    file_url: offerConfirmationPdfUrl(publicUrl, row.id),
    user: user && { id: user.id, firstname: user.firstname, lastname: user.lastname },
    offer: { id: offer.id, identifier: offer.identifier, title: offer.title },
    created_at: apiTimestamp(row.createdAt),
    updated_at: apiTimestamp(row.updatedAt),
  };
}
