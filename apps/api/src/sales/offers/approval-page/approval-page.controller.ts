import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../platform/auth';
import {
  PUBLIC_PAGE_HEADERS,
  sendInvalidPublicPage,
  sendPublicPage,
} from '../../../shared/public-pages';
import { ApprovalPageService, type ApprovalPageResult } from './approval-page.service';
import { invalidApprovalPageHtml } from './approval-page.template';

/** The customer's approval page (HTML, no API key), outside /api/v1. */
@Public()
@ApiExcludeController()
@Controller('approval')
export class ApprovalPageController {
  constructor(private readonly pages: ApprovalPageService) {}

  @Get(':token')
  async show(
    @Param('token') token: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    send(req, res, await this.pages.show(token));
  }

  @Get(':token/offer.pdf')
  async pdf(
    @Param('token') token: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const pdf = await this.pages.pdf(token);
    if (!pdf) {
      send(req, res, { kind: 'invalid' });
      return;
    }
    res
      .status(200)
      .set({
        ...PUBLIC_PAGE_HEADERS,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${pdf.filename}"`,
      })
      .send(pdf.data);
  }

  @Post(':token')
  async approve(
    @Param('token') token: string,
    @Body() form: Record<string, unknown> | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    send(req, res, await this.pages.approve(token, form ?? {}));
  }
}

function send(req: Request, res: Response, result: ApprovalPageResult): void {
  if (result.kind === 'redirect') {
    res.set(PUBLIC_PAGE_HEADERS).redirect(303, result.location);
    return;
  }
  if (result.kind === 'invalid') {
    sendInvalidPublicPage(req, res, invalidApprovalPageHtml);
    return;
  }
  sendPublicPage(res, result.status, result.html);
}
