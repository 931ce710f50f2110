import { Module } from '@nestjs/common';
import { ProjectReportController } from './project-report.controller';
import { ProjectReportRepository } from './project-report.repository';
import { ProjectReportService } from './project-report.service';

/** GET /projects/{id}/report, PUT .../share and .../disable_share. */
@Module({
  controllers: [ProjectReportController],
  providers: [ProjectReportService, ProjectReportRepository],
  exports: [ProjectReportRepository],
})
export class ProjectReportModule {}
