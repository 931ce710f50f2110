import { Injectable } from '@nestjs/common';
import type { AccountContext } from '../common/auth/account-context';
import type { StoredPdf } from '../documents/document-renders.repository';
import { DocumentPdfService } from '../documents/document-pdf.service';
import type { PdfQuery } from '../sales-documents/dto/pdf.query';

/** The invoice's PDFs: the invoice itself and its timesheet. */
@Injectable()
export class InvoicePdfsService {
  constructor(private readonly pdfs: DocumentPdfService) {}

  /**
   * `letter_paper_id` (default: the account's default paper) or `blank` (present, with any value
   * but `false`/`0`: no letter paper at all).
   */
  invoice(account: AccountContext, id: number, query: PdfQuery): Promise<StoredPdf> {
    return this.pdfs.render(account.accountId, {
      kind: 'invoice',
      documentId: id,
      letterPaperId: query.letter_paper_id ?? null,
      blank: query.blank,
    });
  }

  /** The activities the invoice billed; 404 when it billed no hours. Default paper: White. */
  timesheet(account: AccountContext, id: number, query: PdfQuery): Promise<StoredPdf> {
    return this.pdfs.render(account.accountId, {
      kind: 'invoice_timesheet',
      documentId: id,
      letterPaperId: query.letter_paper_id ?? null,
    });
  }
}
