import { Global, Module } from '@nestjs/common';
import { DocumentsModule } from '../../shared/document-pdfs';
import { OfferConfirmationIssuer, OffersModule } from '../offers';
import { OfferConfirmationResponses } from './offer-confirmation-responses';
import { OfferConfirmationsController } from './offer-confirmations.controller';
import { OfferConfirmationsRepository } from './offer-confirmations.repository';
import { OfferConfirmationsService } from './offer-confirmations.service';
import { CreateOfferConfirmationUseCase } from './use-cases/create-offer-confirmation.use-case';
import { UpdateOfferConfirmationUseCase } from './use-cases/update-offer-confirmation.use-case';

/**
 * Order confirmations (/offer_confirmations). Global for one provider: the offers' approval page
 * issues confirmations through OfferConfirmationIssuer, which this module implements, and the
 * offers module cannot import this one (it imports the offers).
 */
@Global()
@Module({
  imports: [OffersModule, DocumentsModule],
  controllers: [OfferConfirmationsController],
  providers: [
    OfferConfirmationsService,
    OfferConfirmationsRepository,
    OfferConfirmationResponses,
    CreateOfferConfirmationUseCase,
    UpdateOfferConfirmationUseCase,
    { provide: OfferConfirmationIssuer, useExisting: CreateOfferConfirmationUseCase },
  ],
  exports: [OfferConfirmationIssuer],
})
export class OfferConfirmationsModule {}
