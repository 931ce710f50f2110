import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URL } from '../../platform/config';
import { RecordReaders } from '../../platform/events';
import { DocumentResponses } from '../../shared/document-resources';
import type { OfferConfirmationResponse } from './dto/offer-confirmation.response';
import { toOfferConfirmationResponse } from './offer-confirmation-response.mapper';
import {
  type OfferConfirmationRow,
  OfferConfirmationsRepository,
} from './offer-confirmations.repository';

/** A confirmation as GET answers it, also for what a write answers and for event subscribers. */
@Injectable()
export class OfferConfirmationResponses extends DocumentResponses<
  OfferConfirmationRow,
  OfferConfirmationResponse
> {
  constructor(
    confirmations: OfferConfirmationsRepository,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
    readers: RecordReaders,
  ) {
    super('offer_confirmation', confirmations, readers);
  }

  toResponse(_accountId: number, row: OfferConfirmationRow): OfferConfirmationResponse {
    return toOfferConfirmationResponse(row, this.publicUrl);
  }
}
