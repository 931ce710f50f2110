import { Module, RequestMethod } from '@nestjs/common';
import { ProjectReportModule } from '../project-report/project-report.module';
import { PROJECT_REPORT_PAGE } from '../project-report/project-report.mapper';
import { ProjectReportPageController } from './project-report-page.controller';
import { ProjectReportPageService } from './project-report-page.service';

/** Paths of the public page; bootstrap keeps them out of the /api/v1 prefix. */
export const PROJECT_REPORT_PAGE_ROUTES = [
  { path: `${PROJECT_REPORT_PAGE}/:token`, method: RequestMethod.GET },
];

/** The public customer report of shared projects. */
@Module({
  imports: [ProjectReportModule],
  controllers: [ProjectReportPageController],
  providers: [ProjectReportPageService],
})
export class ProjectReportPageModule {}
