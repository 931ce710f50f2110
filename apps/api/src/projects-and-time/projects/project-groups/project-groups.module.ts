import { Module } from '@nestjs/common';
import { ProjectGroupsController } from './project-groups.controller';
import { ProjectGroupsRepository } from './project-groups.repository';
import { ProjectGroupsService } from './project-groups.service';

/**
 * Project groups (`/projects/groups`). Registered before the projects module (features.ts), so
 * `GET /projects/:id` does not take `/projects/groups`.
 */
@Module({
  controllers: [ProjectGroupsController],
  providers: [ProjectGroupsService, ProjectGroupsRepository],
})
export class ProjectGroupsModule {}
