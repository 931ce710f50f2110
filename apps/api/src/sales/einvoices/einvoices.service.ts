import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import {
  billedPositionIndexes,
  checkEInvoiceData,
  eInvoiceContentHash,
  loadEInvoiceSource,
  type EInvoiceFormat,
  type EInvoiceSource,
} from '@faktura/einvoice';
import { PUBLIC_URL } from '../../platform/config';
import { AccountDbService, type AccountTx } from '../../platform/database';
import { DocumentRendersRepository, RenderJobWaiter } from '../../shared/document-pdfs';
import { EInvoiceDocumentsRepository, type StoredEInvoice } from './einvoice-documents.repository';
import { namingApiFields } from './einvoice-data.errors';
import { deliverableOrThrow, formatForCustomer } from './einvoice-gate';
import type { EInvoiceValidationResponse } from './dto/einvoice-validation.response';
import { toValidationResponse } from './einvoice-validation.mapper';

/** The e-invoice send_email attaches, and the invoice version it was made of. */
export interface SendableEInvoice {
  eInvoiceDocumentId: number;
  format: EInvoiceFormat;
  invoiceUpdatedAt: Date;
}

/** The PDF a Factur-X hybrid wraps: a paper (null: the invoice's default) or none. */
export interface HybridPaper {
  letterPaperId: number | null;
  blank?: boolean;
}

const DEFAULT_PAPER: HybridPaper = { letterPaperId: null };

/**
 * E-invoices of invoices. The API computes the content hash from the invoice as it is now and
 * serves a stored e-invoice of that hash; otherwise the worker generates and validates it (a
 * job the request waits for, as for PDFs). Only a `valid` e-invoice ever leaves: anything else
 * is a 422 with the failed rules, or a 503 while validation is unavailable. Data an e-invoice
 * cannot be made of is a 422 naming the fields to fill in, before any job is queued.
 */
@Injectable()
export class EInvoicesService {
  constructor(
    private readonly documents: EInvoiceDocumentsRepository,
    private readonly renders: DocumentRendersRepository,
    private readonly waiter: RenderJobWaiter,
    private readonly db: AccountDbService,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  /** The e-invoice in `format` with its report, whatever the report says. */
  async generated(
    accountId: number,
    invoiceId: number,
    format: EInvoiceFormat,
    paper: HybridPaper = DEFAULT_PAPER,
  ): Promise<StoredEInvoice> {
    const source = await loadEInvoiceSource(this.db.raw, accountId, invoiceId);
    const lineItems = async () =>
      billedPositionIndexes(await this.documents.positionKinds(accountId, invoiceId));
    // Missing data is a 422 at once, before anything is queued: no worker could mend it.
    await namingApiFields(async () => checkEInvoiceData(source, format), lineItems);
    const hash = await this.currentHash(accountId, invoiceId, source, format, paper);
    const cached = hash && (await this.documents.find(accountId, invoiceId, format, hash));
    if (cached) return cached;
    const jobId = await this.documents.enqueue(accountId, {
      invoiceId,
      format,
      letterPaperId: paper.letterPaperId,
      ...(paper.blank ? { blank: true } : {}),
    });
    // The data may have changed since the check: the job's data failure is the same 422.
    const made = await namingApiFields(
      () => this.waiter.contentHash(accountId, jobId, `e-invoice of ${invoiceId}`),
      lineItems,
    );
    const stored = await this.documents.find(accountId, invoiceId, format, made);
    if (!stored) throw DomainError.unavailable('The e-invoice could not be made; try again later');
    return stored;
  }

  /** The e-invoice as it may be handed out or sent: valid, else 422 (or 503, see above). */
  async deliverable(
    accountId: number,
    invoiceId: number,
    format: EInvoiceFormat,
    paper: HybridPaper = DEFAULT_PAPER,
  ): Promise<StoredEInvoice> {
    return deliverableOrThrow(await this.generated(accountId, invoiceId, format, paper));
  }

  /**
   * What send_email attaches for the customer's `invoice_format`: null for `regular_pdf`, else
   * the validated e-invoice and the invoice version it was made of (the sending transaction
   * checks that nothing changed since).
   */
  async forSending(
    accountId: number,
    invoiceId: number,
    letterPaperId: number | null,
  ): Promise<SendableEInvoice | null> {
    const facts = await this.documents.invoiceFacts(accountId, invoiceId);
    if (!facts) throw DomainError.notFound();
    if (facts.invoiceFormat === 'regular_pdf' || facts.identifier === null) return null;
    const format = formatForCustomer(facts.invoiceFormat);
    const document = await this.deliverable(accountId, invoiceId, format, { letterPaperId });
    return { eInvoiceDocumentId: document.id, format, invoiceUpdatedAt: facts.updatedAt };
  }

  /**
   * In the sending transaction: a Peppol BIS e-invoice is also handed to the operator's access
   * point (`einvoices.peppol-handover`; the worker skips it while none is configured).
   */
  async sent(accountId: number, invoiceId: number, sent: SendableEInvoice, tx: AccountTx) {
    if (sent.format !== 'peppol') return;
    await this.documents.enqueuePeppolHandover(accountId, invoiceId, sent.eInvoiceDocumentId, tx);
  }

  /** The report of the e-invoice in `format` (default: the customer's) as the invoice is now. */
  async validation(
    accountId: number,
    invoiceId: number,
    format?: EInvoiceFormat,
  ): Promise<EInvoiceValidationResponse> {
    let chosen = format;
    if (chosen === undefined) {
      const facts = await this.documents.invoiceFacts(accountId, invoiceId);
      if (!facts) throw DomainError.notFound();
      chosen = formatForCustomer(facts.invoiceFormat);
    }
    return toValidationResponse(invoiceId, await this.generated(accountId, invoiceId, chosen));
  }

  /** The customer's format and whether the invoice has a number (drafts print plain PDFs). */
  invoiceFacts(accountId: number, invoiceId: number) {
    return this.documents.invoiceFacts(accountId, invoiceId);
  }

  // A hybrid's hash includes the PDF's: known only once that PDF is rendered.
  private async currentHash(
    accountId: number,
    invoiceId: number,
    source: EInvoiceSource,
    format: EInvoiceFormat,
    paper: HybridPaper,
  ): Promise<string | null> {
    if (format !== 'factur-x') return eInvoiceContentHash(source, format);
    const printed = await this.renders.findPrintedKey({
      kind: 'invoice',
      accountId,
      documentId: invoiceId,
      letterPaperId: paper.letterPaperId,
      blank: paper.blank === true,
      publicUrl: this.publicUrl,
    });
    if (printed && !printed.paperFound) {
      throw DomainError.validation({ letter_paper_id: ['does not exist'] });
    }
    return printed?.pdf ? eInvoiceContentHash(source, format, printed.pdf.contentHash) : null;
  }
}
