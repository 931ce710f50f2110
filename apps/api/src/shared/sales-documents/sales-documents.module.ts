import { Module } from '@nestjs/common';
import { AddressWriteBack } from './address-write-back.service';
import { SalesReferencesRepository } from './sales-references.repository';
import { SalesReferencesResolver } from './sales-references.resolver';

/**
 * What offers and invoices share: resolving the records a sales document refers to (parties,
 * currency, VAT, people, revenue categories) and writing change_address back to them. Besides this module the folder holds their
 * positions (`sales-document-positions.ts`), the attachments controller each feature extends
 * and the PDF and send_email endpoint decorators. Both features import these instead of each
 * other's internals.
 */
@Module({
  providers: [SalesReferencesRepository, SalesReferencesResolver, AddressWriteBack],
  exports: [SalesReferencesRepository, SalesReferencesResolver, AddressWriteBack],
})
export class SalesDocumentsModule {}
