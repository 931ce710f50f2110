import { Module } from '@nestjs/common';
import { DealCategoriesController } from './deal-categories.controller';
import { DealCategoriesRepository } from './deal-categories.repository';
import { DealCategoriesService } from './deal-categories.service';

/** The deal pipeline's stages (/deal_categories). */
@Module({
  controllers: [DealCategoriesController],
  providers: [DealCategoriesService, DealCategoriesRepository],
})
export class DealCategoriesModule {}
