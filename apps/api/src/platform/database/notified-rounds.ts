import { ChannelListener } from '@faktura/db';

/** What runs, and when: on a channel's notification and every `pollMs` (0: notified only). */
export interface NotifiedRoundsOptions {
  databaseUrl: string;
  channel: string;
  pollMs: number;
  /** Does what waits (until nothing is left); it checks `stopped` between its steps. */
  work: () => Promise<void>;
  /** A lost LISTEN connection: the poll still runs. */
  onProblem: (reason: string) => void;
  /** Also run once at start (work left from before this process). */
  runAtStart?: boolean;
}

/**
 * Background work of the API that other processes announce with NOTIFY (web hook payloads, the
 * inbox's mail): it LISTENs and also polls, since a notification sent while the connection was
 * down is lost. A wake while the work runs asks for one more run after it (the notification may
 * be about rows committed after its query); stopping lets the running work finish.
 */
export class NotifiedRounds {
  private readonly listener: ChannelListener;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private halted = false;

  constructor(private readonly options: NotifiedRoundsOptions) {
    this.listener = new ChannelListener({
      databaseUrl: options.databaseUrl,
      channel: options.channel,
      onNotification: () => void this.wake(),
      onProblem: options.onProblem,
    });
  }

  /** Whether stop() was called: the work ends at its next step. */
  get stopped(): boolean {
    return this.halted;
  }

  async start(): Promise<void> {
    await this.listener.start();
    if (this.options.pollMs <= 0) return;
    this.timer = setInterval(() => void this.wake(), this.options.pollMs);
    // The poll alone never keeps the process (or a test run) alive.
    this.timer.unref();
    if (this.options.runAtStart) void this.wake();
  }

  /** No new run; resolves when the running one finished (call before the pool closes). */
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearInterval(this.timer);
    await this.listener.stop();
    await this.running;
  }

  /** Runs the work now, or once more after the running one; resolves when done. */
  wake(): Promise<void> {
    if (this.halted) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      await this.options.work();
    } while (this.again && !this.halted);
  }
}
