import { Inject, Injectable } from '@nestjs/common';
import type { RenderableDocumentKind } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import { PUBLIC_URL } from '../../platform/config';
import { ArchivedDocuments } from '../document-archive';
import { DocumentRendersRepository, type StoredPdf } from './document-renders.repository';
import { RenderJobWaiter } from './render-job.waiter';

/** Which document to print, and on which paper. */
export interface PdfRequest {
  kind: RenderableDocumentKind;
  /** The offer, invoice (also for its timesheet) or reminder. */
  documentId: number;
  /** Null: the kind's default paper. */
  letterPaperId: number | null;
  /** Invoices: without any letter paper. */
  blank?: boolean;
}

/**
 * The PDF of a document. The API never starts a browser: a render it does not find in the
 * cache (by the print key it computes in SQL with the same query as the worker) is queued as a
 * job, and the request waits for the worker's notification.
 */
@Injectable()
export class DocumentPdfService {
  constructor(
    private readonly renders: DocumentRendersRepository,
    private readonly waiter: RenderJobWaiter,
    private readonly archived: ArchivedDocuments,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  /**
   * The document's PDF; the document must exist in the account (404) and so must the letter
   * paper (422). A timesheet without hours is a 404. A cached PDF costs one statement (its
   * print key, the existence checks and the file's bytes together) and builds nothing. A sent
   * invoice, timesheet or reminder answers its archived PDF instead (ArchivedDocuments).
   */
  async render(accountId: number, request: PdfRequest): Promise<StoredPdf> {
    const ref = { kind: request.kind, documentId: request.documentId, format: 'pdf' };
    const file = await this.archived.served(accountId, ref, request, async () => ({
      ...(await this.current(accountId, request)),
      contentType: 'application/pdf',
    }));
    return { filename: file.filename, data: file.data };
  }

  /** The document's PDF as it is now, from the render cache or the worker. */
  private async current(accountId: number, request: PdfRequest): Promise<StoredPdf> {
    const { kind, documentId } = request;
    const printed = await this.renders.findPrinted({
      ...request,
      accountId,
      publicUrl: this.publicUrl,
    });
    if (!printed) throw DomainError.notFound();
    if (!printed.paperFound) throw DomainError.validation({ letter_paper_id: ['does not exist'] });
    if (!printed.printable) throw DomainError.notFound();
    if (printed.pdf?.data) return { filename: printed.pdf.filename, data: printed.pdf.data };
    const jobId = await this.renders.enqueueRender(accountId, {
      kind,
      documentId,
      letterPaperId: request.letterPaperId,
      ...(request.blank ? { blank: true } : {}),
    });
    return this.awaitRender(accountId, request, jobId);
  }

  private async awaitRender(
    accountId: number,
    { kind, documentId }: PdfRequest,
    jobId: string,
  ): Promise<StoredPdf> {
    const contentHash = await this.waiter.contentHash(accountId, jobId, `${kind} ${documentId}`);
    const pdf = await this.renders.findRendered(accountId, kind, documentId, contentHash);
    if (!pdf) throw DomainError.unavailable('The document could not be rendered; try again later');
    return pdf;
  }
}
