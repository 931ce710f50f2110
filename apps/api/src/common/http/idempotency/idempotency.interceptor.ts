import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  type RawBodyRequest,
} from '@nestjs/common';
import type { IdempotencyRecord } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import { errorResponse } from '../../errors/error-response.mapper';
import {
  bodyHash,
  idempotencyKeyFrom,
  type IdempotentRequest,
  isSameRequest,
  REPLAYED_HEADER,
} from './idempotency-request';
import { IdempotencyRepository, type StoredResponse } from './idempotency.repository';

const RECORD_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a retry waits for a concurrent request with its key before answering 409. */
const WAIT_FOR_CONCURRENT_MS = 10_000;
const POLL_MS = 50;
/** Response headers that belong to the result and are replayed with it. */
const REPLAYED_RESPONSE_HEADERS = ['location'];

const KEY_REUSED = 'Idempotency-Key already used for another request';
const STILL_RUNNING = 'A request with this Idempotency-Key is still in progress';

type Claim = { id: number } | { replay: IdempotencyRecord };

/**
 * Idempotency-Key on POST (docs/reference/conventions.md): the first response for (account, key) is stored
 * for 24 h and replayed to retries with the same method, path and body; anything else with
 * the key is 409. The record is inserted before the handler runs, so of concurrent duplicates
 * only one does the work. Runs after the API key guard: records belong to an account.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly records: IdempotencyRepository) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<RawBodyRequest<Request>>();
    const res = http.getResponse<Response>();
    const header = req.headers['idempotency-key'];
    if (req.method !== 'POST' || header === undefined || !req.account) return next.handle();
    const accountId = req.account.accountId;
    const request: IdempotentRequest = {
      key: idempotencyKeyFrom(header),
      requestMethod: req.method,
      requestPath: req.originalUrl,
      requestHash: bodyHash(req.rawBody),
    };
    const claim = await this.claimOrWait(accountId, request);
    if ('replay' in claim) return of(replay(claim.replay, res));
    return next.handle().pipe(
      catchError((error: unknown) =>
        from(this.recordFailure(req, accountId, claim.id, error)).pipe(
          mergeMap(() => throwError(() => error)),
        ),
      ),
      mergeMap(async (body: unknown) => {
        await this.store(req, accountId, claim.id, {
          status: res.statusCode,
          body,
          headers: replayedHeaders(res),
        });
        return body;
      }),
    );
  }

  /** Claims the key, or finds the finished response to replay, waiting out a running twin. */
  private async claimOrWait(accountId: number, request: IdempotentRequest): Promise<Claim> {
    const deadline = Date.now() + WAIT_FOR_CONCURRENT_MS;
    for (;;) {
      const id = await this.records.claim(accountId, request, RECORD_TTL_MS);
      if (id !== null) return { id };
      // Gone again (a 5xx released it, or it expired): the next round claims it.
      const existing = await this.records.findLive(accountId, request.key);
      if (existing) {
        if (!isSameRequest(existing, request)) throw DomainError.conflict(KEY_REUSED);
        if (existing.responseStatus !== null) return { replay: existing };
      }
      if (Date.now() >= deadline) throw DomainError.conflict(STILL_RUNNING);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** A 4xx is the answer to this request and kept; after a 5xx a retry may run again. */
  private async recordFailure(
    req: Request,
    accountId: number,
    id: number,
    error: unknown,
  ): Promise<void> {
    const mapped = errorResponse(error, () => '');
    try {
      if (mapped.status >= 500) await this.records.release(accountId, id);
      else {
        await this.records.complete(accountId, id, {
          status: mapped.status,
          body: mapped.body,
          headers: null,
        });
      }
    } catch (storeError) {
      // The client still gets the handler's error, not this one.
      req.log?.error({ err: storeError }, 'could not update the idempotency record');
    }
  }

  private async store(
    req: Request,
    accountId: number,
    id: number,
    response: StoredResponse,
  ): Promise<void> {
    try {
      await this.records.complete(accountId, id, response);
    } catch (error) {
      // The work is done and the client gets its answer. The record stays "in progress" so
      // that a retry gets 409 instead of doing the work a second time.
      req.log?.error({ err: error }, 'could not store the idempotent response');
    }
  }
}

function replayedHeaders(res: Response): Record<string, string> | null {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_RESPONSE_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return Object.keys(headers).length > 0 ? headers : null;
}

/** Sets the stored status and headers; the returned body goes out the normal way. */
function replay(record: IdempotencyRecord, res: Response): unknown {
  res.status(record.responseStatus ?? 200);
  const headers = (record.responseHeaders ?? {}) as Record<string, string>;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader(REPLAYED_HEADER, 'true');
  return record.responseBody ?? undefined;
}
