import { Module } from '@nestjs/common';
import { FilesModule } from '../../../platform/files';
import { TemplatesModule } from '../../../organisation/templates';
import { ProjectExpensesController } from './project-expenses.controller';
import { ProjectExpensesRepository } from './project-expenses.repository';
import { ProjectExpensesService } from './project-expenses.service';

@Module({
  imports: [FilesModule, TemplatesModule],
  controllers: [ProjectExpensesController],
  providers: [ProjectExpensesService, ProjectExpensesRepository],
  exports: [ProjectExpensesService, ProjectExpensesRepository],
})
export class ProjectExpensesModule {}
