// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { DocumentFileLinks } from './document-file-links.service';
export { DocumentPdfService } from './document-pdf.service';
export { DocumentRenderAheadSubscriber } from './document-render-ahead.subscriber';
export type { RenderAheadEventType } from './document-render-ahead.subscriber';
export { DocumentRendersRepository } from './document-renders.repository';
export type { StoredPdf } from './document-renders.repository';
export { DocumentsModule } from './documents.module';
export { lastPdfOf } from './last-pdf.embed';
export type { WithLastPdf } from './last-pdf.embed';
export { RenderJobWaiter } from './render-job.waiter';
