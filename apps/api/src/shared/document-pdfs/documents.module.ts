import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files';
import { DocumentArchiveModule } from '../document-archive';
import { DocumentFileLinks } from './document-file-links.service';
import { DocumentReadyListener } from './document-ready.listener';
import { DocumentRenderAheadSubscriber } from './document-render-ahead.subscriber';
import { DocumentRendersRepository } from './document-renders.repository';
import { DocumentPdfService } from './document-pdf.service';
import { RenderJobWaiter } from './render-job.waiter';

/**
 * PDFs of documents, rendered by the worker and served from the render cache, and their links;
 * the subscriber that renders changed documents ahead (event-subscribers.ts lists it).
 */
@Module({
  imports: [FilesModule, DocumentArchiveModule],
  providers: [
    DocumentReadyListener,
    DocumentRendersRepository,
    RenderJobWaiter,
    DocumentPdfService,
    DocumentFileLinks,
    DocumentRenderAheadSubscriber,
  ],
  exports: [
    DocumentPdfService,
    DocumentFileLinks,
    DocumentRendersRepository,
    RenderJobWaiter,
    DocumentArchiveModule,
  ],
})
export class DocumentsModule {}
