import { HttpException, HttpStatus } from '@nestjs/common';
import { DomainError } from '@faktura/domain';

/** Status and JSON body of an error response, in the shapes of conventions.md. */
export interface ErrorResponse {
  status: number;
  body: Record<string, unknown>;
  /** Only for unexpected errors: also written to the log with the stack. */
  errorId?: string;
}

const MESSAGES: Record<number, string> = {
  [HttpStatus.UNAUTHORIZED]: 'Unauthorized',
  [HttpStatus.NOT_FOUND]: 'Not found',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'Payload too large',
  [HttpStatus.TOO_MANY_REQUESTS]: 'Too many requests',
};

/** Maps a domain error code to its HTTP response. */
export function domainErrorResponse(error: DomainError): ErrorResponse {
  switch (error.code) {
    case 'validation_failed':
      return { status: 422, body: { errors: error.fieldErrors } };
    case 'rule_violation':
    case 'invalid_transition':
      return { status: 422, body: { errors: [error.message] } };
    case 'not_found':
      return { status: 404, body: { message: 'Not found' } };
    case 'conflict':
      return { status: 409, body: { message: error.message } };
    case 'forbidden':
      return { status: 403, body: { errors: ['Access denied'] } };
    case 'too_large':
      return { status: 413, body: { message: 'Payload too large' } };
    case 'unavailable':
      return { status: 503, body: { message: error.message } };
  }
}

/** Prisma's "record not found" and constraint codes, which services do not have to catch. */
function prismaErrorResponse(error: unknown): ErrorResponse | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^P\d{4}$/.test(code)) return null;
  if (code === 'P2025' || code === 'P2001') return { status: 404, body: { message: 'Not found' } };
  if (code === 'P2002')
    return { status: 409, body: { message: 'Conflicts with an existing record' } };
  if (code === 'P2034')
    return { status: 409, body: { message: 'Concurrent update, please retry' } };
  // No connection or lock within the transaction limits: the server is overloaded, not wrong.
  if (code === 'P2028')
    return { status: 503, body: { message: 'The server is busy; please retry' } };
  return null;
}

/** The one mapping from anything thrown to the response the client sees. */
export function errorResponse(error: unknown, newErrorId: () => string): ErrorResponse {
  if (DomainError.is(error)) return domainErrorResponse(error);
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status === HttpStatus.FORBIDDEN) return { status, body: { errors: ['Access denied'] } };
    if (status < 500) {
      return { status, body: { message: MESSAGES[status] ?? httpExceptionMessage(error) } };
    }
  }
  const known = prismaErrorResponse(error);
  if (known) return known;
  const errorId = newErrorId();
  return { status: 500, body: { message: 'Internal server error', error_id: errorId }, errorId };
}

function httpExceptionMessage(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  return typeof message === 'string' ? message : error.message;
}
