import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { PurchaseChanges } from './purchase-changes';
import { PurchaseEditingService } from './purchase-editing.service';
import { PurchasePartsRepository } from './purchase-parts.repository';
import { PurchaseReferencesResolver } from './purchase-references.resolver';
import { PurchaseResponses } from './purchase-responses';
import { PurchasesController } from './purchases.controller';
import { PurchasesRepository } from './purchases.repository';
import { PurchasesService } from './purchases.service';

/**
 * Purchases. Modules with fixed paths under /purchases (categories, payments) are registered
 * before this one, so `/purchases/:id` does not take their paths.
 */
@Module({
  imports: [FilesModule],
  controllers: [PurchasesController],
  providers: [
    PurchasesService,
    PurchaseEditingService,
    PurchaseChanges,
    PurchasesRepository,
    PurchasePartsRepository,
    PurchaseReferencesResolver,
    PurchaseResponses,
  ],
  exports: [PurchasesRepository, PurchaseResponses],
})
export class PurchasesModule {}
