import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../../projects-and-time/activities/activities.module';
import { AttachmentsModule } from '../../shared/attachments/attachments.module';
import { DocumentsModule } from '../../shared/document-pdfs/documents.module';
import { EInvoicesModule } from '../einvoices/einvoices.module';
import { EmailsModule } from '../../shared/emails/emails.module';
import { FilesModule } from '../../platform/files/files.module';
import { OffersModule } from '../offers/offers.module';
import { ProjectExpensesModule } from '../../projects-and-time/projects/project-expenses/project-expenses.module';
import { SalesDocumentsModule } from '../sales-documents/sales-documents.module';
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
