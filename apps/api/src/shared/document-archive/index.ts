// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { ArchivedDocuments } from './archived-documents.service';
export type { PaperChoice } from './archived-documents.service';
export { DocumentArchiveModule } from './document-archive.module';
export { DocumentArchiveSubscriber } from './document-archive.subscriber';
export type { ArchiveOnSendEventType } from './document-archive.subscriber';
