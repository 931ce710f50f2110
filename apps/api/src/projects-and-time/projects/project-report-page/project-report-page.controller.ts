import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../platform/auth';
import { sendInvalidPublicPage, sendPublicPage } from '../../../shared/public-pages';
import { PROJECT_REPORT_PAGE } from '../project-report/project-report.mapper';
import { ProjectReportPageService } from './project-report-page.service';
import { invalidProjectReportPageHtml } from './project-report-page.template';

/** The customer's project report page (HTML, no API key), outside /api/v1. */
@Public()
@ApiExcludeController()
@Controller(PROJECT_REPORT_PAGE)
export class ProjectReportPageController {
  constructor(private readonly pages: ProjectReportPageService) {}

  @Get(':token')
  async show(
    @Param('token') token: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const html = await this.pages.show(token);
    if (html === null) sendInvalidPublicPage(req, res, invalidProjectReportPageHtml);
    else sendPublicPage(res, 200, html);
  }
}
