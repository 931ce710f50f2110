import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files';
import { PurchaseDraftsModule } from '../purchase-drafts';
import { PurchasePartsRepository } from './purchase-parts.repository';
import { PurchaseReferencesResolver } from './purchase-references.resolver';
import { PurchaseResponses } from './purchase-responses';
import { PurchasesController } from './purchases.controller';
import { PurchasesRepository } from './purchases.repository';
import { EInvoiceImportRepository } from './einvoice-import/einvoice-import.repository';
import { ImportPurchaseUseCase } from './einvoice-import/import-purchase.use-case';
import { PurchasesService } from './purchases.service';
import { CreatePurchaseUseCase } from './use-cases/create-purchase.use-case';
import { UpdatePurchaseUseCase } from './use-cases/update-purchase.use-case';

/**
 * Purchases. Modules with fixed paths under /purchases (categories, payments) are registered
 * before this one, so `/purchases/:id` does not take their paths.
 */
@Module({
  imports: [FilesModule, PurchaseDraftsModule],
  controllers: [PurchasesController],
  providers: [
    PurchasesService,
    CreatePurchaseUseCase,
    UpdatePurchaseUseCase,
    ImportPurchaseUseCase,
    EInvoiceImportRepository,
    PurchasesRepository,
    PurchasePartsRepository,
    PurchaseReferencesResolver,
    PurchaseResponses,
  ],
  // The inbox importer imports e-invoices through the same use case as POST /purchases/import.
  exports: [PurchasesRepository, PurchaseResponses, ImportPurchaseUseCase],
})
export class PurchasesModule {}
