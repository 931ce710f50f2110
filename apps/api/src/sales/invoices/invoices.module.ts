import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../../projects-and-time/activities';
import { AttachmentsModule } from '../../shared/attachments';
import { DocumentsModule } from '../../shared/document-pdfs';
import { EInvoicesModule } from '../einvoices';
import { EmailsModule } from '../../shared/emails';
import { FilesModule } from '../../platform/files';
import { OffersModule } from '../offers';
import { ProjectExpensesModule } from '../../projects-and-time/projects';
import { SalesDocumentsModule } from '../../shared/sales-documents';
import { InvoiceAttachmentsController } from './invoice-attachments.controller';
import { InvoiceEmailsService } from './invoice-emails.service';
import { InvoicePdfsService } from './invoice-pdfs.service';
import { InvoiceReferencesRepository } from './invoice-references.repository';
import { InvoiceReferencesResolver } from './invoice-references.resolver';
import { InvoiceResponses } from './invoice-responses';
import { InvoicesController } from './invoices.controller';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';
import { CreateInvoiceUseCase } from './use-cases/create-invoice.use-case';

/** Invoices; controllers with fixed paths under /invoices come before InvoicesController. */
@Module({
  imports: [
    AttachmentsModule,
    DocumentsModule,
    EInvoicesModule,
    EmailsModule,
    FilesModule,
    OffersModule,
    ActivitiesModule,
    ProjectExpensesModule,
    SalesDocumentsModule,
  ],
  controllers: [InvoicesController, InvoiceAttachmentsController],
  providers: [
    InvoicesService,
    CreateInvoiceUseCase,
    InvoiceEmailsService,
    InvoicePdfsService,
    InvoicesRepository,
    InvoiceReferencesResolver,
    InvoiceReferencesRepository,
    InvoiceResponses,
  ],
  exports: [InvoicesRepository, InvoiceReferencesRepository, InvoiceResponses],
})
export class InvoicesModule {}
