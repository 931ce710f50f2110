import { HttpException, HttpStatus } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import { isDatabaseUnavailable } from './database-unavailable';

/** Status and JSON body of an error response, in the shapes of docs/reference/conventions.md. */
export interface ErrorResponse {
  status: number;
  body: Record<string, unknown>;
  /** Only for unexpected errors: also written to the log with the stack. */
  errorId?: string;
  /** Response headers the answer needs, e.g. `Retry-After` on every 503. */
  headers?: Record<string, string>;
  /**
   * Machine-readable reason for the request log (`validation_failed`, `not_found`,
   * `database_unavailable`, ...); never sent to the client.
   */
  code: string;
}

/** What a client should wait before retrying a 503: the database usually returns in seconds. */
export const RETRY_AFTER_SECONDS = 5;

const MESSAGES: Record<number, string> = {
  [HttpStatus.UNAUTHORIZED]: 'Unauthorized',
  [HttpStatus.NOT_FOUND]: 'Not found',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'Payload too large',
  [HttpStatus.TOO_MANY_REQUESTS]: 'Too many requests',
};

/** Codes of HTTP exceptions raised outside the services (auth, routing, limits). */
const HTTP_CODES: Record<number, string> = {
  [HttpStatus.BAD_REQUEST]: 'bad_request',
  [HttpStatus.UNAUTHORIZED]: 'unauthorized',
  [HttpStatus.FORBIDDEN]: 'forbidden',
  [HttpStatus.NOT_FOUND]: 'not_found',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'too_large',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'unsupported_media_type',
  [HttpStatus.TOO_MANY_REQUESTS]: 'rate_limited',
};

/** A 503 the client may retry; every 503 says when (`Retry-After`). */
function unavailable(message: string, code: string): ErrorResponse {
  return {
    status: 503,
    body: { message },
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    code,
  };
}

/** Maps a domain error code to its HTTP response. */
export function domainErrorResponse(error: DomainError): ErrorResponse {
  const code = error.code;
  switch (code) {
    case 'validation_failed':
      return { status: 422, body: { errors: error.fieldErrors }, code };
    case 'rule_violation':
    case 'invalid_transition':
      return { status: 422, body: { errors: [error.message] }, code };
    case 'not_found':
      return { status: 404, body: { message: 'Not found' }, code };
    case 'conflict':
      return { status: 409, body: { message: error.message }, code };
    case 'forbidden':
      return { status: 403, body: { errors: ['Access denied'] }, code };
    case 'too_large':
      return { status: 413, body: { message: 'Payload too large' }, code };
    case 'unavailable':
      return unavailable(error.message, code);
  }
}

/** Prisma's "record not found" and constraint codes, which services do not have to catch. */
function prismaErrorResponse(error: unknown): ErrorResponse | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^P\d{4}$/.test(code)) return null;
  if (code === 'P2025' || code === 'P2001')
    return { status: 404, body: { message: 'Not found' }, code: 'not_found' };
  if (code === 'P2002')
    return {
      status: 409,
      body: { message: 'Conflicts with an existing record' },
      code: 'conflict',
    };
  if (code === 'P2034')
    return { status: 409, body: { message: 'Concurrent update, please retry' }, code: 'conflict' };
  // No connection or lock within the transaction limits: the server is overloaded, not wrong.
  if (code === 'P2028') return unavailable('The server is busy; please retry', 'busy');
  return null;
}

/** The one mapping from anything thrown to the response the client sees. */
export function errorResponse(error: unknown, newErrorId: () => string): ErrorResponse {
  if (DomainError.is(error)) return domainErrorResponse(error);
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = httpExceptionCode(error, status);
    if (status === HttpStatus.FORBIDDEN)
      return { status, body: { errors: ['Access denied'] }, code };
    if (status < 500) {
      return { status, body: { message: MESSAGES[status] ?? httpExceptionMessage(error) }, code };
    }
  }
  // Before the Prisma codes: a lost connection inside a transaction can surface as any of them.
  if (isDatabaseUnavailable(error)) {
    return unavailable('The database is unavailable; please retry', 'database_unavailable');
  }
  const known = prismaErrorResponse(error);
  if (known) return known;
  const errorId = newErrorId();
  return {
    status: 500,
    body: { message: 'Internal server error', error_id: errorId },
    errorId,
    code: 'internal_error',
  };
}

/** The code an exception carries itself (see body-refused.exception.ts), else one per status. */
function httpExceptionCode(error: HttpException, status: number): string {
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string') return own;
  return HTTP_CODES[status] ?? `http_${status}`;
}

function httpExceptionMessage(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  return typeof message === 'string' ? message : error.message;
}
