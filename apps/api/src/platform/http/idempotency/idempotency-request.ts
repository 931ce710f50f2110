import { createHash } from 'node:crypto';
import { DomainError } from '@faktura/domain';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const MAX_KEY_LENGTH = 255;

/** What identifies a request under an Idempotency-Key; a retry must match all of it. */
export interface IdempotentRequest {
  key: string;
  requestMethod: string;
  /** Path and query as sent: the same key on another resource is another request. */
  requestPath: string;
  /** Lowercase hex SHA-256 of the raw body (of nothing when there was none). */
  requestHash: string;
}

/** The key from the header; 422 naming the header when it is empty or over 255 characters. */
export function idempotencyKeyFrom(header: string | string[]): string {
  const key = Array.isArray(header) ? header.join(',') : header;
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw DomainError.validation({
      [IDEMPOTENCY_KEY_HEADER]: [`must be 1 to ${MAX_KEY_LENGTH} characters long`],
    });
  }
  return key;
}

/** Lowercase hex SHA-256 of a raw request body. */
export function bodyHash(rawBody: Buffer | undefined): string {
  return createHash('sha256')
    .update(rawBody ?? Buffer.alloc(0))
    .digest('hex');
}

/** Whether a stored record was made by the same request (method, path and body). */
export function isSameRequest(stored: IdempotentRequest, request: IdempotentRequest): boolean {
  return (
    stored.requestMethod === request.requestMethod &&
    stored.requestPath === request.requestPath &&
    stored.requestHash === request.requestHash
  );
}
