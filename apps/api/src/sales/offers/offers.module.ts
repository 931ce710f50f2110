import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files';
import { AttachmentsModule } from '../../shared/attachments';
import { DocumentsModule } from '../../shared/document-pdfs';
import { EmailsModule } from '../../shared/emails';
import { OfferAttachmentsController } from './offer-attachments.controller';
import { OfferApprovalsController } from './offer-approvals.controller';
import { OfferApprovalsRepository } from './offer-approvals.repository';
import { OfferApprovalsService } from './offer-approvals.service';
import { OfferEmailsService } from './offer-emails.service';
import { SalesDocumentsModule } from '../../shared/sales-documents';
import { OfferAcceptanceService } from './offer-acceptance.service';
import { OfferBillingService } from './offer-billing.service';
import { OffersController } from './offers.controller';
import { OffersRepository } from './offers.repository';
import { OfferResponses } from './offer-responses';
import { OffersService } from './offers.service';
import { AssignOfferUseCase } from './use-cases/assign-offer.use-case';
import { CreateOfferUseCase } from './use-cases/create-offer.use-case';
import { UpdateOfferUseCase } from './use-cases/update-offer.use-case';

@Module({
  imports: [AttachmentsModule, FilesModule, DocumentsModule, EmailsModule, SalesDocumentsModule],
  controllers: [OffersController, OfferAttachmentsController, OfferApprovalsController],
  providers: [
    OffersService,
    CreateOfferUseCase,
    UpdateOfferUseCase,
    AssignOfferUseCase,
    OfferResponses,
    OfferEmailsService,
    OfferApprovalsService,
    OfferApprovalsRepository,
    OffersRepository,
    OfferBillingService,
    OfferAcceptanceService,
  ],
  exports: [
    OffersRepository,
    OfferApprovalsRepository,
    OfferBillingService,
    OfferAcceptanceService,
  ],
})
export class OffersModule {}
