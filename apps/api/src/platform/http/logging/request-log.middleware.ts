import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { errorLogFields, type ErrorLogFields } from '../../errors';

/**
 * What one request line says; no headers, no bodies. An error response adds its reason: the
 * error code and the names (never the values) of the fields it refused.
 */
export interface RequestLogFields extends Partial<ErrorLogFields> {
  account_id: number | null;
  method: string;
  route: string | null;
  status: number;
  latency_ms: number;
}

/** The matched route pattern (`/api/v1/users/:id`), never the raw URL: IDs and query stay out. */
export function routePattern(req: Request): string | null {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : null;
}

function fields(req: IncomingMessage, res: ServerResponse, latencyMs: number): RequestLogFields {
  const request = req as Request;
  return {
    account_id: request.account?.accountId ?? null,
    method: request.method,
    route: routePattern(request),
    status: res.statusCode,
    latency_ms: latencyMs,
    ...errorLogFields(res),
  };
}

/**
 * One JSON line per finished request (pino-http), tagged with the request id that
 * requestIdMiddleware set; `req.log` is a child logger carrying the same id.
 */
export function requestLogMiddleware(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req) => req.id,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'request_id' },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, value: { responseTime: number }) =>
      fields(req, res, value.responseTime),
    customErrorObject: (req, res, _error, value: { responseTime: number }) =>
      fields(req, res, value.responseTime),
  });
}
