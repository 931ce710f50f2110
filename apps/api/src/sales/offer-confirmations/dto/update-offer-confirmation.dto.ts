import { OfferConfirmationTextsDto } from './create-offer-confirmation.dto';

/** The body of PUT (and PATCH) /offer_confirmations/{id}: only what is sent changes. */
export class UpdateOfferConfirmationDto extends OfferConfirmationTextsDto {}
