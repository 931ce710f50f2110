import { Injectable } from '@nestjs/common';
import {
  AccountDbService,
  AccountScopedRepository,
  type AccountTx,
} from '../../../platform/database';
import type { ClaimedAttachment, InboxDraftRow } from './inbox-draft.plan';

/** A pending attachment, found across accounts. */
export interface WaitingAttachment {
  id: number;
  accountId: number;
}

/** The inbox's stored attachments on their way to purchases and drafts. */
@Injectable()
export class InboxImportRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * Pending attachments that are due, oldest first. The one query across accounts: it only
   * finds whose transaction to open next, as the job runner finds its jobs.
   */
  waiting(limit: number): Promise<WaitingAttachment[]> {
    return this.db.raw.$queryRaw<WaitingAttachment[]>`
      SELECT id, account_id AS "accountId" FROM inbox_attachments
       WHERE status = 'pending' AND (retry_at IS NULL OR retry_at <= now())
       ORDER BY id LIMIT ${limit}`;
  }

  /**
   * The attachment with its message, locked until `tx` ends; null when another importer holds
   * it (SKIP LOCKED) or it is no longer pending (done meanwhile).
   */
  async claim(accountId: number, id: number, tx: AccountTx): Promise<ClaimedAttachment | null> {
    const rows = await tx.$queryRaw<ClaimedAttachment[]>`
      SELECT a.id, a.account_id AS "accountId", a.sha256, a.filename, a.file_id AS "fileId",
             a.rejection_reason AS "rejectionReason", a.attempts, m.subject,
             m.from_address AS "fromAddress", m.body_text AS "bodyText",
             m.email_file_id AS "emailFileId"
        FROM inbox_attachments a
        JOIN inbox_messages m ON m.id = a.message_id AND m.account_id = a.account_id
       WHERE a.account_id = ${accountId} AND a.id = ${id} AND a.status = 'pending'
         FOR UPDATE OF a SKIP LOCKED`;
    return rows[0] ?? null;
  }

  /** The stored bytes of the attachment's file. */
  async fileData(accountId: number, fileId: number, tx: AccountTx): Promise<Buffer | null> {
    const file = await this.client(accountId, tx).storedFile.findFirst({
      where: { id: fileId },
      select: { data: true },
    });
    return file && Buffer.from(file.data);
  }

  async createDraft(accountId: number, row: InboxDraftRow, tx: AccountTx): Promise<number> {
    const draft = await this.client(accountId, tx).purchaseDraft.create({
      data: row as Parameters<AccountTx['purchaseDraft']['create']>[0]['data'],
      select: { id: true },
    });
    return draft.id;
  }

  /** The attachment's outcome, committed with the purchase or draft it made. */
  async finish(
    accountId: number,
    id: number,
    outcome: { purchaseId: number } | { purchaseDraftId: number },
    tx: AccountTx,
  ): Promise<void> {
    await this.client(accountId, tx).inboxAttachment.update({
      where: { id },
      data: {
        ...outcome,
        status: 'purchaseId' in outcome ? 'imported' : 'drafted',
        processedAt: new Date(),
        retryAt: null,
      },
    });
  }

  /**
   * Counts a failed round (in its own statement: the round's transaction rolled back) and
   * answers the attempts so far; the next round waits `firstSeconds`, doubled for each earlier
   * failure, at most `maxSeconds`.
   */
  async postpone(
    accountId: number,
    id: number,
    wait: { firstSeconds: number; maxSeconds: number },
  ): Promise<number> {
    const rows = await this.db.raw.$queryRaw<{ attempts: number }[]>`
      UPDATE inbox_attachments
         SET attempts = attempts + 1,
             retry_at = now() + least(${wait.firstSeconds}::int * power(2, attempts),
                                      ${wait.maxSeconds}::int) * interval '1 second'
       WHERE account_id = ${accountId} AND id = ${id} AND status = 'pending'
      RETURNING attempts`;
    return rows[0]?.attempts ?? 0;
  }
}
