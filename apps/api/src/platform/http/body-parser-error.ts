import { HttpException, HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { BodyRefusedException } from '../errors';
import { MAX_JSON_DEPTH } from './json-body.parser';

/**
 * express error middleware placed right after the body parser. Nest would pass the parser's own
 * message to the client, and that message can quote the submitted body; docs/reference/conventions.md forbids
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
  next(refusal(parserError.type, parserError.status) ?? error);
}

function refusal(type: string, status: number): HttpException | null {
  switch (type) {
    case 'entity.too.large':
      return new BodyRefusedException(
        HttpStatus.PAYLOAD_TOO_LARGE,
        'Payload too large',
        'too_large',
      );
    case 'entity.parse.failed':
      return new BodyRefusedException(400, 'Malformed JSON in request body', 'malformed_json');
    case 'entity.too.deep':
      return new BodyRefusedException(
        400,
        `JSON in request body is nested deeper than ${MAX_JSON_DEPTH} levels`,
        'json_too_deep',
      );
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new BodyRefusedException(
        HttpStatus.UNSUPPORTED_MEDIA_TYPE,
        'The request body uses an unsupported charset or encoding',
        'unsupported_media_type',
      );
    default:
      if (status < 400 || status >= 500) return null;
      // 403 is body-parser's status for a failed verify step; it is not an access decision.
      return new BodyRefusedException(
        status === HttpStatus.FORBIDDEN ? HttpStatus.BAD_REQUEST : status,
        'The request body cannot be read',
        'unreadable_body',
      );
  }
}
