import { Module } from '@nestjs/common';
import { RevenueCategoriesController } from './revenue-categories.controller';
import { RevenueCategoriesRepository } from './revenue-categories.repository';
import { RevenueCategoriesService } from './revenue-categories.service';

@Module({
  controllers: [RevenueCategoriesController],
  providers: [RevenueCategoriesService, RevenueCategoriesRepository],
  exports: [RevenueCategoriesRepository],
})
export class RevenueCategoriesModule {}
