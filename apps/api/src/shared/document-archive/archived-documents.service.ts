import { Injectable } from '@nestjs/common';
import {
  DocumentArchiveRepository,
  type ArchiveFile,
  type ArchiveRef,
} from './document-archive.repository';

/** Whether the request asks for the document as issued: its default paper, not blank. */
export interface PaperChoice {
  letterPaperId: number | null;
  blank?: boolean;
}

/**
 * Documents as they were sent. A sent invoice, timesheet or reminder answers the file archived
 * first in the requested format, whatever paper the request names (the document was issued
 * once); sent but not archived yet (the archive job still waits), it answers the current render
 * and archives that, when it is the default paper, so the first bytes after sending stay.
 */
@Injectable()
export class ArchivedDocuments {
  constructor(private readonly archive: DocumentArchiveRepository) {}

  /** The archived file, else `current()`, archived as `downloaded` when the rules above say. */
  async served(
    accountId: number,
    ref: ArchiveRef,
    paper: PaperChoice,
    current: () => Promise<ArchiveFile>,
  ): Promise<ArchiveFile> {
    const facts = await this.archive.sentFacts(accountId, ref.kind, ref.documentId);
    if (!facts?.sent) return current();
    const kept = await this.archive.first(accountId, ref);
    if (kept) return kept;
    const file = await current();
    // A timesheet is frozen only by its e-mail: the invoice's sending does not send it.
    const asIssued = paper.letterPaperId === null && paper.blank !== true;
    if (asIssued && ref.kind !== 'invoice_timesheet') {
      await this.archive.keep(accountId, { ...ref, date: facts.date }, file, 'downloaded');
    }
    return file;
  }

  /** The archived e-invoice of a sent invoice in `format`, or null (then it is generated). */
  async sentEInvoice(accountId: number, invoiceId: number, format: string) {
    const facts = await this.archive.sentFacts(accountId, 'invoice', invoiceId);
    if (!facts?.sent) return null;
    return this.archive.first(accountId, { kind: 'invoice', documentId: invoiceId, format });
  }
}
