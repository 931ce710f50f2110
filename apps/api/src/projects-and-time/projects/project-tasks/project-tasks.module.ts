import { Module } from '@nestjs/common';
import { ProjectTasksController } from './project-tasks.controller';
import { ProjectTasksRepository } from './project-tasks.repository';
import { ProjectTasksService } from './project-tasks.service';

@Module({
  controllers: [ProjectTasksController],
  providers: [ProjectTasksService, ProjectTasksRepository],
  exports: [ProjectTasksRepository],
})
export class ProjectTasksModule {}
