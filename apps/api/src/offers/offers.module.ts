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
import { OfferReferencesRepository } from './offer-references.repository';
import { OfferReferencesResolver } from './offer-references.resolver';
import { OffersController } from './offers.controller';
import { OffersRepository } from './offers.repository';
import { OffersService } from './offers.service';

@Module({
  imports: [AttachmentsModule, FilesModule, DocumentsModule, EmailsModule],
  controllers: [OffersController, OfferAttachmentsController, OfferApprovalsController],
  providers: [
    OffersService,
    OfferEditingService,
    OfferEmailsService,
    OfferApprovalsService,
    OfferApprovalsRepository,
    OffersRepository,
    OfferReferencesRepository,
    OfferReferencesResolver,
  ],
  exports: [OffersRepository, OfferApprovalsRepository, OfferReferencesResolver],
})
export class OffersModule {}
