import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../platform/auth';
import { ApprovalPageService, type ApprovalPageResult } from './approval-page.service';
import { invalidApprovalPageHtml } from './approval-page.template';
import { PAGE_LANGUAGES, type PageLanguage } from './approval-page.texts';

// The page shows only its own inline styles and data: images and posts only to itself; the
// token in its URL must not leak through Referer headers or caches.
const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; " +
    "frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

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
        ...PAGE_HEADERS,
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
    res.set(PAGE_HEADERS).redirect(303, result.location);
    return;
  }
  if (result.kind === 'invalid') {
    // English first: a browser that names no language gets it.
    const language = (req.acceptsLanguages(...PAGE_LANGUAGES) || 'en') as PageLanguage;
    res
      .status(404)
      .set({ ...PAGE_HEADERS, Vary: 'Accept-Language' })
      .type('html')
      .send(invalidApprovalPageHtml(language));
    return;
  }
  res.status(result.status).set(PAGE_HEADERS).type('html').send(result.html);
}
