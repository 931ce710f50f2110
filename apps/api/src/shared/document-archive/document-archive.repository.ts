import { Injectable } from '@nestjs/common';
import {
  archiveDocumentFile,
  enqueueJob,
  findArchivedDocument,
  type DocumentKind,
} from '@faktura/db';
import { retentionUntil } from '@faktura/domain';
import { AccountDbService, AccountScopedRepository } from '../../platform/database';
import type { AccountTx } from '../../platform/database';

/** Which file of which document: `pdf` or an e-invoice format. */
export interface ArchiveRef {
  kind: DocumentKind;
  documentId: number;
  format: string;
}

/** A file as it is served or was archived. */
export interface ArchiveFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Whether a document counts as sent, and its date (from which its retention runs). */
export interface SentFacts {
  sent: boolean;
  date: Date;
}

/** The kinds the archive job freezes (the payload check of `documents.archive`). */
export type ArchivedOnSendKind = 'invoice' | 'invoice_reminder';

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The account's archived documents (`archived_documents` / `archived_files`) and their job. */
@Injectable()
export class DocumentArchiveRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * An invoice (also for its timesheet) is sent once it counted as sent (`sent_at`, set by
   * send_email and by update_status) or its status says so; a reminder once it was e-mailed.
   * Null when the account has no such document (offers and confirmations are never frozen).
   */
  async sentFacts(
    accountId: number,
    kind: DocumentKind,
    documentId: number,
    tx?: AccountTx,
  ): Promise<SentFacts | null> {
    const client = this.client(accountId, tx);
    const where = { id: documentId };
    if (kind === 'invoice' || kind === 'invoice_timesheet') {
      const row = await client.invoice.findFirst({
        where,
        select: { sentAt: true, status: true, date: true },
      });
      return row && { sent: row.sentAt !== null || row.status === 'sent', date: row.date };
    }
    if (kind === 'invoice_reminder') {
      const row = await client.invoiceReminder.findFirst({
        where,
        select: { sentAt: true, date: true },
      });
      return row && { sent: row.sentAt !== null, date: row.date };
    }
    return null;
  }

  /** The first archived file of the document in that format (what was sent first), or null. */
  async first(accountId: number, ref: ArchiveRef, tx?: AccountTx): Promise<ArchiveFile | null> {
    const found = await findArchivedDocument(this.client(accountId, tx), {
      accountId,
      documentKind: ref.kind,
      documentId: ref.documentId,
      format: ref.format,
    });
    return found && { ...found, data: Buffer.from(found.data) };
  }

  /** Archives a file of a document dated `date` (idempotent: the same bytes add nothing). */
  async keep(
    accountId: number,
    ref: ArchiveRef & { date: Date },
    file: ArchiveFile,
    reason: 'downloaded',
  ): Promise<void> {
    await archiveDocumentFile(this.client(accountId), {
      accountId,
      documentKind: ref.kind,
      documentId: ref.documentId,
      format: ref.format,
      filename: file.filename,
      contentType: file.contentType,
      data: file.data,
      reason,
      retentionUntil: retentionUntil(ref.kind, iso(ref.date)),
    });
  }

  /** Queues the archive job of a document that became sent, once per document. */
  async enqueueArchive(
    accountId: number,
    kind: ArchivedOnSendKind,
    documentId: number,
    tx: AccountTx,
  ): Promise<void> {
    await enqueueJob(this.client(accountId, tx), {
      type: 'documents.archive',
      accountId,
      payload: { kind, documentId },
      dedupeKey: `archive:${accountId}:${kind}:${documentId}`,
    });
  }
}
