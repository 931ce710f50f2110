import { Module } from '@nestjs/common';
import { ProjectExpensesModule } from '../project-expenses/project-expenses.module';
import { AllRecurringExpensesController } from './all-recurring-expenses.controller';
import { RecurringExpensesController } from './recurring-expenses.controller';
import { RecurringExpensesRepository } from './recurring-expenses.repository';
import { RecurringExpensesService } from './recurring-expenses.service';
import { RecurRecurringExpenseUseCase } from './recur-recurring-expense.use-case';

@Module({
  imports: [ProjectExpensesModule],
  controllers: [RecurringExpensesController, AllRecurringExpensesController],
  providers: [RecurringExpensesService, RecurringExpensesRepository, RecurRecurringExpenseUseCase],
})
export class RecurringExpensesModule {}
