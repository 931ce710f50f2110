import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Safe to echo into a header and a log line: no spaces, quotes or control characters. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The client's request id when it is well-formed, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && CLIENT_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * First middleware of the app: fixes the request id before anything can fail, so every
 * response (errors and unknown routes too) carries it, and the logs and the error filter read
 * it from `req.id`.
 */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const id = requestIdFrom(req.headers['x-request-id']);
  req.id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}
