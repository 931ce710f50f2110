import { Injectable } from '@nestjs/common';
import {
  enqueueJob,
  jobRow,
  type DocumentKind,
  type JobPayloads,
  type RenderableDocumentKind,
} from '@faktura/db';
import {
  findPrintedDocument,
  type DocumentRequest,
  type PrintedDocument,
} from '@faktura/documents';
import { AccountDbService, AccountScopedRepository } from '../../platform/database';
import type { AccountTx } from '../../platform/database';
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

// Unique among waiting render jobs (jobs' (type, dedupe_key) index).
const aheadRenderKey = (accountId: number, kind: RenderableDocumentKind, documentId: number) =>
  `ahead:${accountId}:${kind}:${documentId}`;

/** Rendered PDFs (`rendered_documents`) and the jobs that make them, scoped by account. */
@Injectable()
export class DocumentRendersRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * ONE statement: whether the document and the named letter paper exist, whether there is
   * anything to print, and the PDF (with its bytes) stored under the document's print key.
   * Nothing of the document is built. Null when the account has no such document.
   */
  findPrinted(request: DocumentRequest): Promise<PrintedDocument | null> {
    return findPrintedDocument(this.db.raw, request, { withData: true });
  }

  /** As `findPrinted`, without the PDF's bytes: is it rendered, and under which content hash. */
  findPrintedKey(request: DocumentRequest): Promise<PrintedDocument | null> {
    return findPrintedDocument(this.db.raw, request, { withData: false });
  }

  /**
   * Queues a render of the document on its default paper in the caller's transaction (one
   * INSERT), so that the PDF is usually ready before anyone asks for it. At most one such job
   * per document waits at a time: ten quick edits queue one render, which prints the version it
   * finds when it runs (the worker frees the key once it starts, so a later edit queues anew).
   */
  async enqueueAhead(
    accountId: number,
    kind: RenderableDocumentKind,
    documentId: number,
    tx: AccountTx,
  ): Promise<void> {
    await enqueueJob(this.client(accountId, tx), {
      type: 'documents.render-pdf',
      accountId,
      payload: { kind, documentId, letterPaperId: null, ahead: true },
      dedupeKey: aheadRenderKey(accountId, kind, documentId),
    });
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
