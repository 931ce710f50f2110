/** Counts permits so that at most `limit` renders hold a page at once; waiters are served FIFO. */
export class RenderSemaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('concurrency must be at least 1');
  }

  /** Permits in use right now. */
  get inUse(): number {
    return this.active;
  }

  /** Runs `work` once a permit is free and releases it afterwards, whatever the outcome. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve();
    }
    // The releasing caller hands its permit over directly, so `active` never overshoots.
    return new Promise((granted) => this.waiting.push(granted));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}
