import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  type RawBodyRequest,
} from '@nestjs/common';
import type { IdempotencyRecord } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import type { Request, Response } from 'express';
import { catchError, finalize, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import { API_CONFIG } from '../../config';
import type { ApiConfig } from '../../config';
import { withTransactionMarker } from '../../database';
import { errorResponse } from '../../errors';
import { IdempotentAttempt } from './idempotency-attempt';
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
const INTERRUPTED =
  'The first request with this Idempotency-Key was carried out, but its process stopped before ' +
  'answering; its answer cannot be replayed. Look the result up instead of retrying.';

type Claim = { attempt: IdempotentAttempt } | { replay: IdempotencyRecord };

/**
 * Idempotency-Key on POST (docs/reference/conventions.md): the first response for (account, key) is stored
 * for 24 h and replayed to retries with the same method, path and body; anything else with
 * the key is 409. The record is inserted before the handler runs, so of concurrent duplicates
 * only one does the work. The running attempt holds a lease on it; a retry takes over an
 * attempt whose process died (lease passed) unless that attempt's write committed, which the
 * write's own transaction notes in the record. Runs after the API key guard: records belong
 * to an account.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly records: IdempotencyRepository,
    @Inject(API_CONFIG) private readonly config: Pick<ApiConfig, 'idempotencyLeaseMs'>,
  ) {}

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
    const { attempt } = claim;
    attempt.keepAlive((error) =>
      req.log?.warn({ err: error }, 'could not renew the idempotency lease'),
    );
    return withTransactionMarker(attempt.marker(), () => next.handle()).pipe(
      catchError((error: unknown) =>
        from(this.recordFailure(req, attempt, error)).pipe(mergeMap(() => throwError(() => error))),
      ),
      mergeMap(async (body: unknown) => {
        await this.store(req, attempt, {
          status: res.statusCode,
          body,
          headers: replayedHeaders(res),
        });
        return body;
      }),
      finalize(() => attempt.stop()),
    );
  }

  /**
   * Claims the key, or finds the finished response to replay, waiting out a running twin and
   * taking over one whose process died.
   */
  private async claimOrWait(accountId: number, request: IdempotentRequest): Promise<Claim> {
    const deadline = Date.now() + WAIT_FOR_CONCURRENT_MS;
    for (;;) {
      const lease = IdempotentAttempt.newLease(this.config.idempotencyLeaseMs);
      const id = await this.records.claim(accountId, request, lease, RECORD_TTL_MS);
      if (id !== null)
        return { attempt: new IdempotentAttempt(this.records, accountId, id, lease) };
      // Gone again (a 5xx released it, or it expired): the next round claims it.
      const existing = await this.records.findLive(accountId, request.key);
      if (existing) {
        if (!isSameRequest(existing, request)) throw DomainError.conflict(KEY_REUSED);
        if (existing.responseStatus !== null) return { replay: existing };
        const outcome = await this.records.takeOver(accountId, existing.id, lease);
        if (outcome === 'interrupted') throw DomainError.conflict(INTERRUPTED);
        if (outcome === 'taken') {
          return { attempt: new IdempotentAttempt(this.records, accountId, existing.id, lease) };
        }
      }
      if (Date.now() >= deadline) throw DomainError.conflict(STILL_RUNNING);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** A 4xx is the answer to this request and kept; after a 5xx a retry may run again. */
  private async recordFailure(
    req: Request,
    attempt: IdempotentAttempt,
    error: unknown,
  ): Promise<void> {
    const mapped = errorResponse(error, () => '');
    try {
      if (mapped.status >= 500) await attempt.release();
      else await attempt.complete({ status: mapped.status, body: mapped.body, headers: null });
    } catch (storeError) {
      // The client still gets the handler's error, not this one.
      req.log?.error({ err: storeError }, 'could not update the idempotency record');
    }
  }

  private async store(
    req: Request,
    attempt: IdempotentAttempt,
    response: StoredResponse,
  ): Promise<void> {
    try {
      await attempt.complete(response);
    } catch (error) {
      // The work is done and the client gets its answer. The record stays "in progress", its
      // write noted, so that a retry gets 409 instead of doing the work a second time.
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
