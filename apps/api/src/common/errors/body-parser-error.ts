import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * express error middleware placed right after the body parser. Nest would pass the parser's own
 * message to the client, and that message can quote the submitted body; conventions.md forbids
 * echoing submitted values, so parser errors become fixed messages here.
 */
export function bodyParserErrorHandler(
  error: unknown,
  _req: Request,
  _res: Response,
  next: NextFunction,
): void {
  const parserError = error as { type?: unknown; status?: unknown } | null;
  if (typeof parserError?.type !== 'string' || typeof parserError.status !== 'number') {
    next(error);
    return;
  }
  if (parserError.type === 'entity.too.large') next(new PayloadTooLargeException());
  else if (parserError.type === 'entity.parse.failed') {
    next(new BadRequestException('Malformed JSON in request body'));
  } else if (parserError.status >= 400 && parserError.status < 500) {
    next(new HttpException('The request body cannot be read', parserError.status));
  } else next(error);
}
