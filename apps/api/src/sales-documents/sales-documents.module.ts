import { Module } from '@nestjs/common';
import { SalesReferencesRepository } from './sales-references.repository';
import { SalesReferencesResolver } from './sales-references.resolver';

/**
 * What offers and invoices share: resolving the records a sales document refers to (parties,
 * currency, VAT, people, revenue categories). Both features import this module instead of each
 * other's internals.
 */
@Module({
  providers: [SalesReferencesRepository, SalesReferencesResolver],
  exports: [SalesReferencesRepository, SalesReferencesResolver],
})
export class SalesDocumentsModule {}
