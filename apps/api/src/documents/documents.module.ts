import { Module } from '@nestjs/common';
import { DocumentReadyListener } from './document-ready.listener';
import { DocumentRendersRepository } from './document-renders.repository';
import { DocumentPdfService } from './document-pdf.service';

/** PDFs of documents, rendered by the worker and served from the render cache. */
@Module({
  providers: [DocumentReadyListener, DocumentRendersRepository, DocumentPdfService],
  exports: [DocumentPdfService],
})
export class DocumentsModule {}
