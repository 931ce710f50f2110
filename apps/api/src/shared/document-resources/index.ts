// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { DocumentAttachmentsController } from './document-attachments-controller.factory';
export { DocumentController } from './document-controller.factory';
export { DocumentResponses } from './document-responses';
export { DocumentWriteUseCase } from './document-write.use-case';
export { DocumentRepository, documentTable } from './document.repository';
export type { DocumentTypesOf } from './document.repository';
