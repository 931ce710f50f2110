import { applyDecorators, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiQuery, type ApiQueryOptions } from '@nestjs/swagger';
import { SentEmailResponse } from '../emails/dto/sent-email.response';

/** The `letter_paper_id` query of a PDF route. */
export const LETTER_PAPER_QUERY: ApiQueryOptions = {
  name: 'letter_paper_id',
  required: false,
  schema: { type: 'integer' },
};

const PDF_CONTENT = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } };

/**
 * GET `path` answering a sales document (offer, invoice, timesheet, reminder) as an A4 PDF,
 * with its query parameters in the order given.
 */
export function PdfEndpoint(
  path: string,
  description: string,
  ...queries: ApiQueryOptions[]
): MethodDecorator {
  // Stacked decorators apply bottom-up; these apply in order, so the last query goes first.
  const documented = [...queries].reverse().map((query) => ApiQuery(query));
  return applyDecorators(
    Get(path),
    ApiProduces('application/pdf'),
    ...documented,
    ApiOkResponse({ description, content: PDF_CONTENT }),
  );
}

/** POST `:id/send_email`: 200 with the recipients used, once the e-mail is queued. */
export function SendEmailEndpoint(): MethodDecorator {
  return applyDecorators(
    Post(':id/send_email'),
    HttpCode(200),
    ApiOkResponse({ type: SentEmailResponse, description: 'Queued; the worker sends it' }),
  );
}
