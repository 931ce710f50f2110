import { Module } from '@nestjs/common';
import { PurchaseCategoriesController } from './purchase-categories.controller';
import { CategoriesModule } from '../categories.module';

/**
 * `/purchases/categories`. Express matches routes in registration order, so this module must come
 * before the purchases module in FEATURE_MODULES, or `/purchases/:id` would take `categories`.
 */
@Module({
  imports: [CategoriesModule],
  controllers: [PurchaseCategoriesController],
})
export class PurchaseCategoriesModule {}
