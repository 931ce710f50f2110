import { Module } from '@nestjs/common';
import { CompaniesModule } from '../../crm/companies';
import { ProjectActionsController } from './project-actions.controller';
import { ProjectActionsService } from './project-actions.service';
import { ProjectsController } from './projects.controller';
import { ProjectsRepository } from './projects.repository';
import { ProjectsService } from './projects.service';

@Module({
  imports: [CompaniesModule],
  controllers: [ProjectsController, ProjectActionsController],
  providers: [ProjectsService, ProjectsRepository, ProjectActionsService],
  exports: [ProjectsRepository],
})
export class ProjectsModule {}
