import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../shared/document-pdfs';
import { EInvoiceDocumentsRepository } from './einvoice-documents.repository';
import { EInvoicesService } from './einvoices.service';

/** E-invoices of invoices (XRechnung, UBL, CII, Factur-X), made and validated by the worker. */
@Module({
  imports: [DocumentsModule],
  providers: [EInvoiceDocumentsRepository, EInvoicesService],
  exports: [EInvoicesService],
})
export class EInvoicesModule {}
