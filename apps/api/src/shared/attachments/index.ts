// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { AttachmentsModule } from './attachments.module';
export type { AttachableKind } from './document-attachments.repository';
export { DocumentAttachmentsService, MAX_ATTACHMENT_BYTES } from './document-attachments.service';
export { AttachmentResponse } from './dto/attachment.response';
export { DocumentFileDto } from './dto/document-file.dto';
export {
  assertEInvoiceXml,
  decodeDocument,
  documentFile,
  MAX_DOCUMENT_BYTES,
  storedDocumentRow,
} from './document-file.content';
export type { DocumentFile } from './document-file.content';
export { PDF_KIND, acceptedTypes, sniffFileKind } from './file-type.sniffer';
export type { FileKind } from './file-type.sniffer';
export { CreateAttachmentDto } from './dto/create-attachment.dto';
