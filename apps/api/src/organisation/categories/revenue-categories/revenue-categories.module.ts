import { Module } from '@nestjs/common';
import { RevenueCategoriesController } from './revenue-categories.controller';
import { CategoriesModule } from '../categories.module';

@Module({
  imports: [CategoriesModule],
  controllers: [RevenueCategoriesController],
})
export class RevenueCategoriesModule {}
