import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { errorResponse } from './error-response.mapper';

/** Turns every error into the JSON shapes of conventions.md; unexpected ones get an error id. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const mapped = errorResponse(exception, randomUUID);
    if (mapped.errorId) {
      const stack = exception instanceof Error ? exception.stack : String(exception);
      this.logger.error(`error_id=${mapped.errorId} ${stack}`);
    }
    if (response.headersSent) return;
    response.status(mapped.status).json(mapped.body);
  }
}
