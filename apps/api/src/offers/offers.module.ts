import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { AttachmentsModule } from '../attachments/attachments.module';
import { DocumentsModule } from '../documents/documents.module';
import { EmailsModule } from '../emails/emails.module';
import { OfferAttachmentsController } from './offer-attachments.controller';
import { OfferApprovalsController } from './offer-approvals.controller';
import { OfferApprovalsRepository } from './offer-approvals.repository';
import { OfferApprovalsService } from './offer-approvals.service';
import { OfferEditingService } from './offer-editing.service';
import { OfferEmailsService } from './offer-emails.service';
import { SalesDocumentsModule } from '../sales-documents/sales-documents.module';
import { OfferBillingService } from './offer-billing.service';
import { OffersController } from './offers.controller';
import { OffersRepository } from './offers.repository';
import { OffersService } from './offers.service';

@Module({
  imports: [AttachmentsModule, FilesModule, DocumentsModule, EmailsModule, SalesDocumentsModule],
  controllers: [OffersController, OfferAttachmentsController, OfferApprovalsController],
  providers: [
    OffersService,
    OfferEditingService,
    OfferEmailsService,
    OfferApprovalsService,
    OfferApprovalsRepository,
    OffersRepository,
    OfferBillingService,
  ],
  exports: [OffersRepository, OfferApprovalsRepository, OfferBillingService],
})
export class OffersModule {}
