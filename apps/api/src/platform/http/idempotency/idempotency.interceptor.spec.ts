import { AsyncResource } from 'node:async_hooks';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import type { IdempotencyRecord } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import { defer, lastValueFrom, type Observable, of, throwError } from 'rxjs';
import { type TransactionMarker, transactionMarkerFor } from '../../database';
import { bodyHash } from './idempotency-request';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import type { IdempotencyRepository } from './idempotency.repository';

function fakeRecords(
  claimed: number | null,
  existing: Partial<IdempotencyRecord> | null = null,
  takeOver: 'taken' | 'interrupted' | 'running' = 'running',
) {
  return {
    claim: jest.fn().mockResolvedValue(claimed),
    findLive: jest.fn().mockResolvedValue(existing),
    takeOver: jest.fn().mockResolvedValue(takeOver),
    renew: jest.fn().mockResolvedValue(true),
    markWritten: jest.fn().mockResolvedValue(undefined),
    complete: jest.fn().mockResolvedValue(undefined),
    release: jest.fn().mockResolvedValue(undefined),
  };
}

const OWNER = expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string;

function http(headers: Record<string, string> = { 'idempotency-key': 'k1' }) {
  const responseHeaders = new Map<string, string>();
  const res = {
    statusCode: 201,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    setHeader: (name: string, value: string) => responseHeaders.set(name.toLowerCase(), value),
    getHeader: (name: string) => responseHeaders.get(name.toLowerCase()),
  };
  const req = {
    method: 'POST',
    originalUrl: '/api/v1/users',
    headers,
    rawBody: Buffer.from('{"a":1}'),
    account: { accountId: 7 },
  };
  const context = {
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as unknown as ExecutionContext;
  return { context, res, responseHeaders };
}

const handler = (result: Observable<unknown>) => {
  const handle = jest.fn(() => result);
  return { next: { handle } as CallHandler, handle };
};

async function run(
  records: ReturnType<typeof fakeRecords>,
  call: ReturnType<typeof http>,
  next: CallHandler,
) {
  const interceptor = new IdempotencyInterceptor(records as unknown as IdempotencyRepository, {
    idempotencyLeaseMs: 15_000,
  });
  return lastValueFrom(await interceptor.intercept(call.context, next));
}

describe('IdempotencyInterceptor', () => {
  it('leaves requests without the header alone', async () => {
    const records = fakeRecords(1);
    const { next, handle } = handler(of({ id: 1 }));
    expect(await run(records, http({}), next)).toEqual({ id: 1 });
    expect(handle).toHaveBeenCalled();
    expect(records.claim).not.toHaveBeenCalled();
  });

  it('stores status, body and Location of the first response', async () => {
    const records = fakeRecords(5);
    const call = http();
    call.responseHeaders.set('location', '/api/v1/users/1');
    const { next } = handler(of({ id: 1 }));
    await run(records, call, next);
    expect(records.claim).toHaveBeenCalledWith(
      7,
      {
        key: 'k1',
        requestMethod: 'POST',
        requestPath: '/api/v1/users',
        requestHash: bodyHash(Buffer.from('{"a":1}')),
      },
      { owner: OWNER, ms: 15_000 },
      24 * 60 * 60 * 1000,
    );
    expect(records.complete).toHaveBeenCalledWith(7, 5, OWNER, {
      status: 201,
      body: { id: 1 },
      headers: { location: '/api/v1/users/1' },
    });
  });

  it('keeps a 4xx as the answer and passes the error on', async () => {
    const records = fakeRecords(5);
    const error = DomainError.validation({ email: ['is taken'] });
    const { next } = handler(throwError(() => error));
    await expect(run(records, http(), next)).rejects.toBe(error);
    expect(records.complete).toHaveBeenCalledWith(7, 5, OWNER, {
      status: 422,
      body: { errors: { email: ['is taken'] } },
      headers: null,
    });
    expect(records.release).not.toHaveBeenCalled();
  });

  it('removes the record after a 5xx so a retry runs again', async () => {
    const records = fakeRecords(5);
    const error = new Error('database went away');
    const { next } = handler(throwError(() => error));
    await expect(run(records, http(), next)).rejects.toBe(error);
    expect(records.release).toHaveBeenCalledWith(7, 5, OWNER);
    expect(records.complete).not.toHaveBeenCalled();
  });

  it('replays a finished record without calling the handler', async () => {
    const records = fakeRecords(null, {
      requestMethod: 'POST',
      requestPath: '/api/v1/users',
      requestHash: bodyHash(Buffer.from('{"a":1}')),
      responseStatus: 422,
      responseBody: { errors: ['no'] },
      responseHeaders: null,
    });
    const call = http();
    const { next, handle } = handler(of('not used'));
    expect(await run(records, call, next)).toEqual({ errors: ['no'] });
    expect(handle).not.toHaveBeenCalled();
    expect(call.res.statusCode).toBe(422);
    expect(call.responseHeaders.get('idempotent-replayed')).toBe('true');
  });

  it('answers 409 at once when a running request used the key for another body', async () => {
    const records = fakeRecords(null, {
      requestMethod: 'POST',
      requestPath: '/api/v1/users',
      requestHash: bodyHash(Buffer.from('{"a":2}')),
      responseStatus: null,
    });
    const { next, handle } = handler(of('not used'));
    await expect(run(records, http(), next)).rejects.toMatchObject({ code: 'conflict' });
    expect(handle).not.toHaveBeenCalled();
  });

  const running = {
    id: 9,
    requestMethod: 'POST',
    requestPath: '/api/v1/users',
    requestHash: bodyHash(Buffer.from('{"a":1}')),
    responseStatus: null,
  };

  it('takes over a record whose attempt died before its write and runs the request', async () => {
    const records = fakeRecords(null, running, 'taken');
    const { next, handle } = handler(of({ id: 2 }));
    expect(await run(records, http(), next)).toEqual({ id: 2 });
    expect(handle).toHaveBeenCalled();
    const lease = (records.takeOver.mock.calls[0] as unknown[])[2] as { owner: string };
    expect(records.complete).toHaveBeenCalledWith(7, 9, lease.owner, expect.anything());
  });

  it('answers 409 for good when the dead attempt had written', async () => {
    const records = fakeRecords(null, running, 'interrupted');
    const { next, handle } = handler(of('not used'));
    await expect(run(records, http(), next)).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('stopped before answering') as unknown as string,
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('puts the marker of its attempt in effect while the handler runs', async () => {
    const records = fakeRecords(5);
    let marker: TransactionMarker | undefined;
    // As Nest's handler does: the route runs in the async context handle() was called in.
    const next = {
      handle: () =>
        defer(
          AsyncResource.bind(() => {
            marker = transactionMarkerFor(7);
            return of({ id: 1 });
          }),
        ),
    } as CallHandler;
    await run(records, http(), next);
    expect(marker?.accountId).toBe(7);
    expect(transactionMarkerFor(8)).toBeUndefined();
    await marker!.markBeforeWrite();
    await marker!.markBeforeWrite();
    // Noted once, for the record and owner of this attempt.
    expect(records.markWritten).toHaveBeenCalledTimes(1);
    expect(records.markWritten).toHaveBeenCalledWith(7, 5, OWNER);
  });
});
