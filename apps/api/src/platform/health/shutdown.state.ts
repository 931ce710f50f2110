import { Injectable } from '@nestjs/common';

/**
 * Whether this API process is shutting down: from the first SIGTERM on, /ready answers 503 so
 * that load balancers stop sending it requests while it finishes the ones it has.
 */
@Injectable()
export class ShutdownState {
  private drainingSince: Date | null = null;

  /** Marks the process as shutting down (idempotent). */
  begin(): void {
    this.drainingSince ??= new Date();
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }
}
