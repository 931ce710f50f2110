import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import type { Pool } from 'pg';
import { atStage } from './inbox-errors';
import { messageKeyOf } from './inbox-message.record';
import { planInboxMessage } from './inbox-message.plan';
import { isMessageStored, storeInboxMessage } from './inbox-message.store';
import type { DueMailbox } from './mailbox-state';
import { spoolMessage } from './message-spool';

/** Partial fetches of this size: a few round trips per message, little memory. */
const DOWNLOAD_CHUNK_BYTES = 1024 * 1024;

/** What one pass over the folder did. */
export interface ReadOutcome {
  /** Messages stored now (and moved). */
  stored: number;
  /** Messages stored before (a re-read, or the same mail twice), now only moved. */
  duplicates: number;
  /** The first message that could not be stored; it stays in the folder for the next read. */
  failure: Error | null;
}

/**
 * One logged-in connection to an account's mailbox. Each pass lists the folder's UIDs and takes
 * one message at a time: downloaded as a stream, stored in one transaction, and only after the
 * commit moved to the processed folder. A crash between commit and move leaves the message in
 * the folder; the next pass finds its key stored and only moves it.
 */
export class MailboxSession {
  private constructor(
    private readonly client: ImapFlow,
    private readonly mailbox: DueMailbox,
    private readonly pool: Pool,
  ) {}

  /** Connects, logs in and makes sure the processed folder exists. */
  static async open(mailbox: DueMailbox, password: string, pool: Pool): Promise<MailboxSession> {
    const client = new ImapFlow({
      host: mailbox.host,
      port: mailbox.port,
      secure: mailbox.tls,
      auth: { user: mailbox.username, pass: password },
      // It would log protocol lines, which carry mail and, at login, the password.
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
    });
    // An 'error' without a listener would end the worker; the failing command reports it.
    client.on('error', () => undefined);
    await atStage('connect', () => client.connect());
    const session = new MailboxSession(client, mailbox, pool);
    try {
      await atStage('processed folder', () => session.ensureProcessedFolder());
    } catch (error) {
      await session.close();
      throw error;
    }
    return session;
  }

  /** Whether the server announces IMAP IDLE (then the reader waits for new mail in IDLE). */
  get supportsIdle(): boolean {
    return this.client.capabilities.has('IDLE');
  }

  /** Reads every message in the folder, one at a time, until `stop()` says so. */
  async readNew(stop: () => boolean): Promise<ReadOutcome> {
    const outcome: ReadOutcome = { stored: 0, duplicates: 0, failure: null };
    const lock = await atStage('folder', () => this.client.getMailboxLock(this.mailbox.folder));
    try {
      const uids =
        (await atStage('folder', () => this.client.search({ all: true }, { uid: true }))) || [];
      for (const uid of uids) {
        if (stop()) break;
        try {
          const stored = await this.readOne(uid);
          if (stored === true) outcome.stored++;
          else if (stored === false) outcome.duplicates++;
        } catch (error) {
          // A broken connection ends the pass; a message that cannot be stored waits for the next.
          if (!this.client.usable) throw error;
          outcome.failure ??= error as Error;
        }
      }
    } finally {
      lock.release();
    }
    return outcome;
  }

  /** Resolves when new mail arrives (IDLE), after `ms`, or when `signal` aborts. */
  waitForMail(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.client.off('exists', onExists);
        this.client.off('close', finish);
        signal.removeEventListener('abort', finish);
        resolve();
      };
      const onExists = (update: { count: number; prevCount: number }) => {
        if (update.count > update.prevCount) finish();
      };
      const timer = setTimeout(finish, ms);
      this.client.on('exists', onExists);
      this.client.on('close', finish);
      signal.addEventListener('abort', finish);
      if (signal.aborted) finish();
      // Ends by itself when the next command (the next pass) breaks it.
      else void this.client.idle().catch(() => undefined);
    });
  }

  async close(): Promise<void> {
    await this.client.logout().catch(() => this.client.close());
  }

  /** True: stored now; false: stored before; null: the message vanished meanwhile. */
  private async readOne(uid: number): Promise<boolean | null> {
    const { accountId, id: mailboxId } = this.mailbox;
    const head = await atStage('message', () =>
      this.client.fetchOne(String(uid), { envelope: true }, { uid: true }),
    );
    if (!head) return null;
    const messageId = head.envelope?.messageId;
    // The Message-ID is known before the download: a message stored before is only moved.
    if (messageId && (await isMessageStored(this.pool, accountId, messageKeyOf(messageId, '')))) {
      await this.moveToProcessed(uid);
      return false;
    }
    const dir = await mkdtemp(join(tmpdir(), 'faktura-inbox-'));
    try {
      const stored = await atStage('message', async () => {
        const { content } = await this.client.download(String(uid), undefined, {
          uid: true,
          chunkSize: DOWNLOAD_CHUNK_BYTES,
        });
        if (!content) return null;
        const spooled = await spoolMessage(content, dir);
        const message = await planInboxMessage(spooled, dir, { accountId, mailboxId });
        return storeInboxMessage(this.pool, message);
      });
      if (stored === null) return null;
      await this.moveToProcessed(uid);
      return stored;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private moveToProcessed(uid: number) {
    return atStage('processed folder', () =>
      this.client.messageMove(String(uid), this.mailbox.processedFolder, { uid: true }),
    );
  }

  private async ensureProcessedFolder(): Promise<void> {
    const folders = await this.client.list();
    if (folders.some((folder) => folder.path === this.mailbox.processedFolder)) return;
    try {
      await this.client.mailboxCreate(this.mailbox.processedFolder);
    } catch (error) {
      // Another client created it meanwhile.
      if ((error as { serverResponseCode?: string }).serverResponseCode !== 'ALREADYEXISTS') {
        throw error;
      }
    }
  }
}
