import { DeclaredController } from '../../../platform/http';
import { ProjectReportResponse } from './dto/project-report.response';
import { ProjectShareResponse } from './dto/project-share.response';
import { ProjectReportService } from './project-report.service';

/** The report of a project and sharing it with the customer as a public page. */
export class ProjectReportController extends DeclaredController({
  path: 'projects',
  tag: 'Projects',
  inject: { reports: ProjectReportService },
  routes: (route) => ({
    report: route.get(
      {
        path: ':id/report',
        response: ProjectReportResponse,
        description: "Budget, invoiced total, hours and costs; costs in the account's currency",
      },
      'reports.report',
    ),
    share: route.action(
      {
        method: 'put',
        path: ':id/share',
        response: ProjectShareResponse,
        description: 'Shared; a new random link unless the report is shared already',
      },
      'reports.share',
    ),
    disableShare: route.action(
      {
        method: 'put',
        path: ':id/disable_share',
        response: ProjectShareResponse,
        description: 'Not shared; the link answers 404 from now on',
      },
      'reports.disableShare',
    ),
  }),
}) {}
