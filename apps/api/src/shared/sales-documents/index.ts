// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { AddressWriteBack } from './address-write-back.service';
export { PdfQuery } from './dto/pdf.query';
export { SalesDocumentDto } from './dto/sales-document.dto';
export { CatalogItemField, SalesPositionDto } from './dto/sales-position.dto';
export {
  copiedPositionRow,
  POSITION_COLUMNS,
  positionRows,
  sentPositionInputs,
  storedPositionInputs,
  toWireType,
} from './sales-document-positions';
export type { PositionRow, SentPosition, StoredPositionAmounts } from './sales-document-positions';
export { PdfEndpoint } from './sales-document.endpoints';
export { SalesDocumentsModule } from './sales-documents.module';
export { SALES_POSITION } from './sales-position.embed';
export { SalesReferencesRepository } from './sales-references.repository';
export { SalesReferencesResolver } from './sales-references.resolver';
export type { OfferParties, SalesVat } from './sales-references.resolver';
