import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { INBOX_CHANNEL } from '@faktura/db';
import { NotifiedRounds } from '../../../platform/database';
import { API_CONFIG, type ApiConfig } from '../../../platform/config';
import { InboxAttachmentImporter } from './inbox-attachment.importer';
import { InboxImportRepository, type WaitingAttachment } from './inbox-import.repository';

/** Attachments looked at per round. */
const BATCH_SIZE = 50;
/** Failed rounds of one attachment before it becomes a draft saying so. */
export const MAX_IMPORT_ATTEMPTS = 8;
/** The wait after a failed round: 30 s, doubling with each one, at most an hour. */
const RETRY = { firstSeconds: 30, maxSeconds: 3600 };
const GAVE_UP =
  'Faktura could not process this attachment (an internal error, logged on the server); it is kept here to be booked by hand';

/**
 * Turns the supplier mail the worker's reader stored into purchases and drafts: every API
 * process listens on INBOX_CHANNEL and also polls (`inboxImportPollMs`), since a notification
 * sent while its connection was down is lost. Each attachment is one transaction
 * (InboxAttachmentImporter) claimed with SKIP LOCKED, so API processes share the work. A round
 * that fails unexpectedly (a bug, the database away) is logged and counted, and the attachment
 * waits longer each time; after MAX_IMPORT_ATTEMPTS it becomes a draft saying so.
 */
@Injectable()
export class InboxImporter implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger(InboxImporter.name);
  private readonly rounds: NotifiedRounds;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly attachments: InboxImportRepository,
    private readonly importer: InboxAttachmentImporter,
  ) {
    this.rounds = new NotifiedRounds({
      databaseUrl: config.databaseUrl,
      channel: INBOX_CHANNEL,
      pollMs: config.inboxImportPollMs,
      work: () => this.importAll(),
      onProblem: (reason) => this.log.warn(`${reason}; supplier mail waits for the poll`),
      // Mail stored while no API process ran waits no poll interval.
      runAtStart: true,
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.rounds.start();
  }

  /** Before the pool closes (onApplicationShutdown): no new round, the running one finishes. */
  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** Imports what waits, or once more after the running rounds; resolves when done. */
  wake(): Promise<void> {
    return this.rounds.wake();
  }

  /** Rounds until one finishes nothing (all done, postponed, or held by other processes). */
  private async importAll(): Promise<void> {
    for (;;) {
      const waiting = await this.guarded('finding supplier mail', () =>
        this.attachments.waiting(BATCH_SIZE),
      );
      let finished = 0;
      for (const attachment of waiting ?? []) {
        if (this.rounds.stopped) return;
        if ((await this.importOne(attachment)) !== 'skipped') finished += 1;
      }
      if (finished === 0) return;
    }
  }

  private async importOne(attachment: WaitingAttachment) {
    const { accountId, id } = attachment;
    try {
      return await this.importer.importOne(accountId, id);
    } catch (error) {
      this.log.error(`inbox attachment ${id} (account ${accountId}) failed: ${messageOf(error)}`);
      return this.postpone(attachment);
    }
  }

  /** Counts the failed round; the last one makes the draft that says so. */
  private async postpone({ accountId, id }: WaitingAttachment): Promise<'skipped'> {
    await this.guarded(`postponing inbox attachment ${id}`, async () => {
      const attempts = await this.attachments.postpone(accountId, id, RETRY);
      if (attempts >= MAX_IMPORT_ATTEMPTS) await this.importer.giveUp(accountId, id, GAVE_UP);
    });
    return 'skipped';
  }

  /** A failure outside an attachment's round (the database away) waits for the next wake. */
  private async guarded<T>(what: string, work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      this.log.warn(`${what} failed: ${messageOf(error)}`);
      return null;
    }
  }
}

/**
 * The gist of an error for the log: its last line, clipped. Prisma's messages quote the failing
 * call with its arguments first, which may hold a whole file.
 */
function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const last =
    text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .pop() ?? 'unknown error';
  return last.length > 300 ? `${last.slice(0, 299)}…` : last;
}
