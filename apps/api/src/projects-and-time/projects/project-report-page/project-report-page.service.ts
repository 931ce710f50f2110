import { Injectable } from '@nestjs/common';
import { calculateProjectReport } from '@faktura/domain';
import { isPublicToken } from '../../../shared/public-pages';
import { ProjectReportRepository } from '../project-report/project-report.repository';
import { projectReportPageHtml } from './project-report-page.template';
import { projectReportPageView } from './project-report-page.view';

/**
 * The public customer report of a project. The token in the URL is the only credential; an
 * unknown or disabled token gets null (the "not valid" page).
 */
@Injectable()
export class ProjectReportPageService {
  constructor(private readonly reports: ProjectReportRepository) {}

  /** The page's HTML, or null for a link that is not valid. */
  async show(token: string): Promise<string | null> {
    if (!isPublicToken(token)) return null;
    const row = await this.reports.sharedReport(token);
    if (!row) return null;
    return projectReportPageHtml(projectReportPageView(row, calculateProjectReport(row)));
  }
}
