import { Module } from '@nestjs/common';
import { AssignedProjectsController } from './assigned-projects.controller';
import { AssignedProjectsRepository } from './assigned-projects.repository';
import { AssignedProjectsService } from './assigned-projects.service';
import { ProjectContractsController } from './project-contracts.controller';
import { ProjectContractsRepository } from './project-contracts.repository';
import { ProjectContractsService } from './project-contracts.service';

/**
 * Project contracts and GET /projects/assigned. Registered before the projects module
 * (features.ts), so `GET /projects/:id` does not take `/projects/assigned`.
 */
@Module({
  controllers: [AssignedProjectsController, ProjectContractsController],
  providers: [
    AssignedProjectsService,
    AssignedProjectsRepository,
    ProjectContractsService,
    ProjectContractsRepository,
  ],
})
export class ProjectContractsModule {}
