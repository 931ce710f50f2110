import { Module } from '@nestjs/common';
import { ArchivedDocuments } from './archived-documents.service';
import { DocumentArchiveRepository } from './document-archive.repository';
import { DocumentArchiveSubscriber } from './document-archive.subscriber';

/**
 * Documents as they were sent (`archived_documents`): served for sent invoices and reminders,
 * and the subscriber that archives an invoice marked sent without e-mail.
 */
@Module({
  providers: [DocumentArchiveRepository, ArchivedDocuments, DocumentArchiveSubscriber],
  exports: [ArchivedDocuments],
})
export class DocumentArchiveModule {}
