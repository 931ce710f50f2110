import { Module } from '@nestjs/common';
import { FilesModule } from '../../../platform/files';
import { TemplatesModule } from '../../../organisation/templates';
import { ProjectExpenseBatchesService } from './project-expense-batches.service';
import { ProjectExpenseInputsResolver } from './project-expense-inputs.resolver';
import { ProjectExpenseReceiptsRepository } from './project-expense-receipts.repository';
import { ProjectExpensesController } from './project-expenses.controller';
import { ProjectExpensesRepository } from './project-expenses.repository';
import { ProjectExpensesService } from './project-expenses.service';

@Module({
  imports: [FilesModule, TemplatesModule],
  controllers: [ProjectExpensesController],
  providers: [
    ProjectExpensesService,
    ProjectExpenseBatchesService,
    ProjectExpensesRepository,
    ProjectExpenseReceiptsRepository,
    ProjectExpenseInputsResolver,
  ],
  exports: [ProjectExpensesService, ProjectExpensesRepository],
})
export class ProjectExpensesModule {}
