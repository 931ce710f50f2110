import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files';
import { PurchaseDraftConversion } from './purchase-draft-conversion.service';
import { PurchaseDraftsController } from './purchase-drafts.controller';
import { PurchaseDraftsRepository } from './purchase-drafts.repository';
import { PurchaseDraftsService } from './purchase-drafts.service';

/**
 * Purchase drafts. Registered before PurchasesModule, so `/purchases/:id` does not take
 * `/purchases/drafts`; exports the conversion POST /purchases uses.
 */
@Module({
  imports: [FilesModule],
  controllers: [PurchaseDraftsController],
  providers: [PurchaseDraftsService, PurchaseDraftsRepository, PurchaseDraftConversion],
  exports: [PurchaseDraftConversion],
})
export class PurchaseDraftsModule {}
