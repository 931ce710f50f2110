import { Module } from '@nestjs/common';
import { AllProjectExpensesController } from './all-project-expenses.controller';
import { ProjectExpensesModule } from './project-expenses.module';

/**
 * The expenses of every project. Its own module, listed before the projects module in
 * FEATURE_MODULES: routes register in that order, and `/projects/:id` would take `expenses`.
 */
@Module({
  imports: [ProjectExpensesModule],
  controllers: [AllProjectExpensesController],
})
export class AllProjectExpensesModule {}
