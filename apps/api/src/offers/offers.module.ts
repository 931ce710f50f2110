import { Module } from '@nestjs/common';
import { OfferAttachmentsController } from './offer-attachments.controller';
import { OfferAttachmentsRepository } from './offer-attachments.repository';
import { OfferAttachmentsService } from './offer-attachments.service';
import { OfferEditingService } from './offer-editing.service';
import { OfferReferencesRepository } from './offer-references.repository';
import { OfferReferencesResolver } from './offer-references.resolver';
import { OffersController } from './offers.controller';
import { OffersRepository } from './offers.repository';
import { OffersService } from './offers.service';

@Module({
  controllers: [OffersController, OfferAttachmentsController],
  providers: [
    OffersService,
    OfferEditingService,
    OffersRepository,
    OfferReferencesRepository,
    OfferReferencesResolver,
    OfferAttachmentsService,
    OfferAttachmentsRepository,
  ],
  exports: [OffersRepository],
})
export class OffersModule {}
