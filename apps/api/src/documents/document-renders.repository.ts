import { Injectable } from '@nestjs/common';
import { jobRow, type DocumentKind, type JobPayloads } from '@faktura/db';
import { AccountDbService } from '../database/account-db.service';
import { AccountScopedRepository } from '../database/account-scoped.repository';

/** A stored PDF as the API serves it. */
export interface StoredPdf {
  filename: string;
  data: Buffer;
}

/** Where a render job is: its status, the content hash it announced, its last error. */
export interface RenderJobState {
  status: 'queued' | 'running' | 'completed' | 'failed';
  attempts: number;
  contentHash: string | null;
  lastError: string | null;
}

const NOTIFY_STEP = 'notify:';

/** Rendered PDFs (`rendered_documents`) and the jobs that make them, scoped by account. */
@Injectable()
export class DocumentRendersRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /** Whether the document a render would print exists in the account. */
  async documentExists(accountId: number, kind: DocumentKind, id: number): Promise<boolean> {
    const db = this.db.forAccount(accountId);
    const where = { where: { id } };
    const count =
      kind === 'offer'
        ? await db.offer.count(where)
        : kind === 'invoice_reminder'
          ? await db.invoiceReminder.count(where)
          : await db.invoice.count(where);
    return count > 0;
  }

  async letterPaperExists(accountId: number, id: number): Promise<boolean> {
    return (await this.db.forAccount(accountId).letterPaper.count({ where: { id } })) > 0;
  }

  async findRendered(
    accountId: number,
    documentKind: DocumentKind,
    documentId: number,
    contentHash: string,
  ): Promise<StoredPdf | null> {
    const row = await this.db.forAccount(accountId).renderedDocument.findFirst({
      where: { documentKind, documentId, contentHash },
      include: { file: { select: { filename: true, data: true } } },
    });
    return row && { filename: row.file.filename, data: Buffer.from(row.file.data) };
  }

  /** Queues a render job (committed at once: the worker must see it) and returns its id. */
  async enqueueRender(
    accountId: number,
    payload: JobPayloads['documents.render-pdf'],
  ): Promise<string> {
    const job = await this.db.forAccount(accountId).job.create({
      data: jobRow({ type: 'documents.render-pdf', accountId, payload }),
      select: { id: true },
    });
    return job.id.toString();
  }

  async renderJob(accountId: number, jobId: string): Promise<RenderJobState | null> {
    const job = await this.db.forAccount(accountId).job.findFirst({
      where: { id: BigInt(jobId) },
      select: { status: true, attempts: true, steps: true, lastError: true },
    });
    if (!job) return null;
    const steps = Object.keys((job.steps ?? {}) as Record<string, unknown>);
    const notified = steps.find((step) => step.startsWith(NOTIFY_STEP));
    return {
      status: job.status,
      attempts: job.attempts,
      contentHash: notified ? notified.slice(NOTIFY_STEP.length) : null,
      lastError: job.lastError,
    };
  }
}
