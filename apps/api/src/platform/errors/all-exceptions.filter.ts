import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { setErrorLogFields } from './error-log-fields';
import { errorResponse } from './error-response.mapper';

/**
 * Turns every error into the JSON shapes of docs/reference/conventions.md; unexpected ones get an error id,
 * logged with the stack. X-Request-Id and the rate-limit headers were set by the first
 * middlewares and stay on the response. The reason (code and field names) goes to the
 * request's log line.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  /** `logger` serves errors raised before the request logger attached `req.log`. */
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const mapped = errorResponse(exception, randomUUID);
    if (mapped.errorId) {
      const err = exception instanceof Error ? exception : new Error(String(exception));
      const log = request.log ?? this.logger.child({ request_id: request.id });
      log.error(
        { err, error_id: mapped.errorId, account_id: request.account?.accountId ?? null },
        'unexpected error',
      );
    }
    if (response.headersSent) return;
    const errors = mapped.body.errors;
    const fields = errors && !Array.isArray(errors) ? Object.keys(errors) : [];
    setErrorLogFields(response, mapped.code, fields);
    for (const [name, value] of Object.entries(mapped.headers ?? {})) {
      response.setHeader(name, value);
    }
    response.status(mapped.status).json(mapped.body);
  }
}
