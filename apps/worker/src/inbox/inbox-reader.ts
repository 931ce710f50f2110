import { createPgPool } from '@faktura/db';
import type { Pool } from 'pg';
import type { Logger } from '../logger';
import { type ConnectionLock, tryConnectionLock } from '../runner/connection-lock';
import { describeInboxError, openMailboxPassword } from './inbox-errors';
import type { InboxSettings } from './inbox.settings';
import { MailboxSession } from './mailbox-session';
import {
  type DueMailbox,
  dueMailboxIds,
  loadDueMailbox,
  recordReadFailure,
  recordReadSuccess,
} from './mailbox-state';

/** First key of the mailbox's advisory lock; the second is the mailbox id. */
const LOCK_NAMESPACE = 'faktura.inbox-mailbox';

export interface InboxReaderDeps {
  pool: Pool;
  /** Each mailbox being read holds one connection of it for its lock. */
  lockPool: Pool;
  log: Logger;
  settings: InboxSettings;
}

/**
 * Reads the accounts' mailboxes. Every `checkMs` it looks for due mailboxes and reads up to
 * `concurrency` at once; each is read under an advisory lock held by a connection of its own, so
 * among several workers one reads a mailbox at a time, and a worker that dies lets go at once.
 * After a read the mailbox is due again in `pollMs`, or later after failures (backoff). Where the
 * server offers IDLE and this worker has room (`idleMax`), the connection stays open in IDLE and
 * a new message is read when it arrives.
 */
export class InboxReader {
  private timer: NodeJS.Timeout | null = null;
  private readonly active = new Map<number, Promise<void>>();
  private idling = 0;
  private looking = false;
  private readonly stopping = new AbortController();

  constructor(private readonly deps: InboxReaderDeps) {}

  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.deps.settings.checkMs);
  }

  /** Stops looking, ends IDLE waits, and waits for the messages being read to be stored. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping.abort();
    await Promise.allSettled([...this.active.values()]);
  }

  /** Starts reading the due mailboxes this worker has room for. */
  async tick(): Promise<void> {
    const { pool, log, settings } = this.deps;
    const room = settings.concurrency - (this.active.size - this.idling);
    if (this.looking || this.stopping.signal.aborted || room <= 0) return;
    this.looking = true;
    try {
      for (const id of await dueMailboxIds(pool, [...this.active.keys()], room)) {
        const run = this.read(id).finally(() => this.active.delete(id));
        this.active.set(id, run);
      }
    } catch (error) {
      log.error(`inbox: looking for due mailboxes failed: ${(error as Error).message}`);
    } finally {
      this.looking = false;
    }
  }

  private async read(id: number): Promise<void> {
    const { pool, lockPool, log } = this.deps;
    let lock: ConnectionLock | null = null;
    try {
      lock = await tryConnectionLock(lockPool, LOCK_NAMESPACE, id);
      const mailbox = lock && (await loadDueMailbox(pool, id));
      if (lock && mailbox) await this.readUnderLock(mailbox, lock);
    } catch (error) {
      log.error(`inbox: mailbox ${id} could not be read: ${(error as Error).message}`, {
        mailboxId: id,
      });
    } finally {
      await lock?.release();
    }
  }

  private async readUnderLock(mailbox: DueMailbox, lock: ConnectionLock): Promise<void> {
    const { pool, log, settings } = this.deps;
    const fields = { accountId: mailbox.accountId, mailboxId: mailbox.id };
    const stop = () => this.stopping.signal.aborted || !lock.held;
    let password: string | null = null;
    let session: MailboxSession | null = null;
    let idle = false;
    let failuresBefore = mailbox.failures;
    try {
      password = openMailboxPassword(mailbox, settings.secretKey);
      session = await MailboxSession.open(mailbox, password, pool);
      for (;;) {
        const outcome = await session.readNew(stop);
        if (outcome.stored + outcome.duplicates > 0) {
          const { stored, duplicates } = outcome;
          log.info(`inbox: ${stored} new messages stored`, { ...fields, stored, duplicates });
        }
        if (outcome.failure) throw outcome.failure;
        await recordReadSuccess(pool, mailbox.id, settings.pollMs);
        failuresBefore = 0;
        if (stop() || !session.supportsIdle) break;
        if (!idle && this.idling >= settings.idleMax) break;
        if (!idle) this.idling++;
        idle = true;
        await session.waitForMail(settings.pollMs, this.stopping.signal);
        if (stop()) break;
      }
    } catch (error) {
      const text = describeInboxError(error, mailbox, password);
      log.warn(`inbox: reading the mailbox failed: ${text}`, fields);
      await recordReadFailure(pool, { id: mailbox.id, failures: failuresBefore }, text);
    } finally {
      if (idle) this.idling--;
      await session?.close();
    }
  }
}

/** A reader with pools of its own (queries, and one connection per mailbox lock). */
export function withInboxPools(
  databaseUrl: string,
  log: Logger,
  settings: InboxSettings,
): { reader: InboxReader; stop(): Promise<void> } {
  const pool = createPgPool(databaseUrl, { max: settings.concurrency + 1 });
  const lockPool = createPgPool(databaseUrl, { max: settings.concurrency + settings.idleMax });
  const reader = new InboxReader({ pool, lockPool, log, settings });
  return {
    reader,
    stop: async () => {
      await reader.stop();
      await lockPool.end();
      await pool.end();
    },
  };
}
