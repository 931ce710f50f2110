import { Injectable } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { DocumentPdfService } from '../../shared/document-pdfs';
import type { StoredPdf } from '../../shared/document-pdfs';
import { EInvoicesService } from '../einvoices';
import type { InvoicePdfQuery } from '../einvoices';
import type { PdfQuery } from '../../shared/sales-documents';

/** The invoice's PDFs: the invoice itself (plain or Factur-X hybrid) and its timesheet. */
@Injectable()
export class InvoicePdfsService {
  constructor(
    private readonly pdfs: DocumentPdfService,
    private readonly eInvoices: EInvoicesService,
  ) {}

  /**
   * `letter_paper_id` (default: the account's default paper) or `blank` (present, with any value
   * but `false`/`0`: no letter paper at all). The hybrid for `format=zugferd`, and without
   * `format` for a customer with `zugferd_x_invoice` once the invoice has a number (a draft
   * prints plain); a hybrid that fails validation is a 422, never served.
   */
  async invoice(account: AccountContext, id: number, query: InvoicePdfQuery): Promise<StoredPdf> {
    const paper = { letterPaperId: query.letter_paper_id ?? null, blank: query.blank };
    if (await this.wantsHybrid(account.accountId, id, query)) {
      const hybrid = await this.eInvoices.deliverable(account.accountId, id, 'factur-x', paper);
      return { filename: hybrid.file.filename, data: hybrid.file.data };
    }
    return this.pdfs.render(account.accountId, { kind: 'invoice', documentId: id, ...paper });
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
