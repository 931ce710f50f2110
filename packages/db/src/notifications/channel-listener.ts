import { Client } from 'pg';

export interface ChannelListenerOptions {
  databaseUrl: string;
  /** A PostgreSQL identifier: lower-case letters, digits and underscores. */
  channel: string;
  onNotification: (payload: string) => void;
  /** Told when the connection fails; the listener reconnects by itself. */
  onProblem?: (reason: string) => void;
  reconnectMs?: number;
}

/**
 * Keeps one LISTEN connection on a channel and hands every notification's payload on. When the
 * connection breaks it reconnects after `reconnectMs`; notifications sent meanwhile are lost, so
 * every user must also poll for what it waits on.
 */
export class ChannelListener {
  private client: Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ChannelListenerOptions) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) {
      throw new Error(`not a channel name: ${options.channel}`);
    }
  }

  async start(): Promise<void> {
    const client = new Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (note) => this.options.onNotification(note.payload ?? ''));
    client.on('error', (error) => this.reconnect(`listen connection failed: ${error.message}`));
    client.on('end', () => this.reconnect('listen connection closed'));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
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
    this.options.onProblem?.(reason);
    const broken = this.client;
    this.client = null;
    broken?.removeAllListeners();
    broken?.end().catch(() => undefined);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) void this.start();
    }, this.options.reconnectMs ?? 2000);
  }
}
