import { Module } from '@nestjs/common';
import { PurchaseCategoriesController } from './purchase-categories.controller';
import { PurchaseCategoriesRepository } from './purchase-categories.repository';
import { PurchaseCategoriesService } from './purchase-categories.service';

/**
 * `/purchases/categories`. Express matches routes in registration order, so this module must come
 * before the purchases module in FEATURE_MODULES, or `/purchases/:id` would take `categories`.
 */
@Module({
  controllers: [PurchaseCategoriesController],
  providers: [PurchaseCategoriesService, PurchaseCategoriesRepository],
  exports: [PurchaseCategoriesRepository],
})
export class PurchaseCategoriesModule {}
