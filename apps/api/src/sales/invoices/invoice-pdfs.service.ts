import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { ArchivedDocuments } from '../../shared/document-archive';
import { DocumentPdfService } from '../../shared/document-pdfs';
import type { StoredPdf } from '../../shared/document-pdfs';
import { EInvoicesService } from '../einvoices';
import type { InvoicePdfQuery } from '../einvoices';
import type { EInvoiceFormat } from '@faktura/einvoice';
import type { PdfQuery } from '../../shared/sales-documents';

/** The invoice's PDFs: the invoice itself (plain or Factur-X hybrid) and its timesheet. */
@Injectable()
export class InvoicePdfsService {
  constructor(
    private readonly pdfs: DocumentPdfService,
    private readonly eInvoices: EInvoicesService,
    private readonly archived: ArchivedDocuments,
  ) {}

  /**
   * `letter_paper_id` (default: the account's default paper) or `blank` (present, with any value
   * but `false`/`0`: no letter paper at all). The hybrid for `format=zugferd`, and without
   * `format` for a customer with `zugferd_x_invoice` once the invoice has a number (a draft
   * prints plain); a hybrid that fails validation is a 422, never served. A sent invoice answers
   * what was archived of it in that format (plain or hybrid), whatever the paper.
   */
  async invoice(account: AccountContext, id: number, query: InvoicePdfQuery): Promise<StoredPdf> {
    const paper = { letterPaperId: query.letter_paper_id ?? null, blank: query.blank };
    if (await this.wantsHybrid(account.accountId, id, query)) {
      const ref = { kind: 'invoice' as const, documentId: id, format: 'factur-x' };
      const hybrid = await this.archived.served(account.accountId, ref, paper, async () => {
        const made = await this.eInvoices.deliverable(account.accountId, id, 'factur-x', paper);
        return made.file;
      });
      return { filename: hybrid.filename, data: hybrid.data };
    }
    return this.pdfs.render(account.accountId, { kind: 'invoice', documentId: id, ...paper });
  }

  /**
   * GET .xml: the e-invoice in `format`, valid (else 422); of a sent invoice the one archived in
   * that format when there is one (it went out by e-mail), else as generated now.
   */
  async xml(account: AccountContext, id: number, format: EInvoiceFormat) {
    const kept = await this.archived.sentEInvoice(account.accountId, id, format);
    if (kept) return kept;
    return (await this.eInvoices.deliverable(account.accountId, id, format)).file;
  }

  /** The activities the invoice billed; 404 when it billed no hours. Default paper: White. */
  timesheet(account: AccountContext, id: number, query: PdfQuery): Promise<StoredPdf> {
    return this.pdfs.render(account.accountId, {
      kind: 'invoice_timesheet',
      documentId: id,
      letterPaperId: query.letter_paper_id ?? null,
    });
  }

  private async wantsHybrid(accountId: number, id: number, query: InvoicePdfQuery) {
    if (query.format === 'zugferd') return true;
    if (query.format === 'regular') return false;
    const facts = await this.eInvoices.invoiceFacts(accountId, id);
    if (!facts) throw DomainError.notFound();
    return facts.invoiceFormat === 'zugferd_x_invoice' && facts.identifier !== null;
  }
}
