import { Module } from '@nestjs/common';
import { FilesModule } from '../../../platform/files';
import { ProjectExpensesController } from './project-expenses.controller';
import { ProjectExpensesRepository } from './project-expenses.repository';
import { ProjectExpensesService } from './project-expenses.service';

@Module({
  imports: [FilesModule],
  controllers: [ProjectExpensesController],
  providers: [ProjectExpensesService, ProjectExpensesRepository],
  exports: [ProjectExpensesService],
})
export class ProjectExpensesModule {}
