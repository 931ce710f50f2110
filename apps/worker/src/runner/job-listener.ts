import { Client } from 'pg';
import type { Logger } from '../logger';

/** The channel the jobs table's insert trigger notifies. */
export const JOBS_CHANNEL = 'faktura_jobs';

/**
 * Keeps a LISTEN connection and calls `onWake` on every notification. When the connection
 * breaks it reconnects; meanwhile the runner's polling still finds the work.
 */
export class JobListener {
  private client: Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly onWake: () => void,
    private readonly log: Logger,
    private readonly reconnectMs = 2000,
  ) {}

  async start(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    client.on('notification', () => this.onWake());
    client.on('error', (error) => this.reconnect(`listen connection failed: ${error.message}`));
    client.on('end', () => this.reconnect('listen connection closed'));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${JOBS_CHANNEL}`);
    } catch (error) {
      this.reconnect(`cannot listen: ${(error as Error).message}`);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  private reconnect(reason: string): void {
    if (this.stopped || this.retryTimer) return;
    this.log.warn(`${reason}; polling until it reconnects`);
    const broken = this.client;
    this.client = null;
    broken?.removeAllListeners();
    broken?.end().catch(() => undefined);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) void this.start();
    }, this.reconnectMs);
  }
}
