import { randomUUID } from 'node:crypto';
import type { TransactionMarker } from '../../database';
import type { IdempotencyRepository, Lease, StoredResponse } from './idempotency.repository';

/**
 * One attempt at running a request under an Idempotency-Key: it holds the record's lease
 * (renewed every third of it while the request runs), marks the request's writes, and stores
 * the answer or gives the record back.
 */
export class IdempotentAttempt {
  private renewal: NodeJS.Timeout | undefined;
  private markedBeforeWrite: Promise<void> | undefined;

  constructor(
    private readonly records: IdempotencyRepository,
    readonly accountId: number,
    readonly id: number,
    readonly lease: Lease,
  ) {}

  /** A lease for a new attempt. */
  static newLease(ms: number): Lease {
    return { owner: randomUUID(), ms };
  }

  /** What the request's writes note in the record (database/transaction-marker.ts). */
  marker(): TransactionMarker {
    return {
      accountId: this.accountId,
      mark: (tx) => this.records.markWritten(this.accountId, this.id, this.lease.owner, tx),
      markBeforeWrite: () => {
        // Once is enough: from then on a takeover is refused anyway.
        this.markedBeforeWrite ??= this.records.markWritten(
          this.accountId,
          this.id,
          this.lease.owner,
        );
        return this.markedBeforeWrite;
      },
    };
  }

  /** Renews the lease until `stop`; a failed renewal is logged and tried again next time. */
  keepAlive(onError: (error: unknown) => void): void {
    this.renewal = setInterval(
      () => {
        this.records.renew(this.accountId, this.id, this.lease).catch(onError);
      },
      Math.floor(this.lease.ms / 3),
    );
    // A request never keeps the process alive by its lease alone.
    this.renewal.unref();
  }

  stop(): void {
    clearInterval(this.renewal);
  }

  complete(response: StoredResponse): Promise<void> {
    return this.records.complete(this.accountId, this.id, this.lease.owner, response);
  }

  release(): Promise<void> {
    return this.records.release(this.accountId, this.id, this.lease.owner);
  }
}
