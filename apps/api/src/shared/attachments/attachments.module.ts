import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files';
import { DocumentAttachmentsRepository } from './document-attachments.repository';
import { DocumentAttachmentsService } from './document-attachments.service';

/** PDF attachments of offers and invoices; each feature has its own controller for its paths. */
@Module({
  imports: [FilesModule],
  providers: [DocumentAttachmentsService, DocumentAttachmentsRepository],
  exports: [DocumentAttachmentsService],
})
export class AttachmentsModule {}
