import { Injectable } from '@nestjs/common';
import type { AccountContext } from '../common/auth/account-context';
import { QueryReader } from '../common/lists/query-reader';
import type { StoredPdf } from '../documents/document-renders.repository';
import { DocumentPdfService } from '../documents/document-pdf.service';

const MAX_ID = 2_147_483_647;

/** The invoice's PDFs: the invoice itself and its timesheet. */
@Injectable()
export class InvoicePdfsService {
  constructor(private readonly pdfs: DocumentPdfService) {}

  /**
   * `letter_paper_id` (default: the account's default paper) or `blank` (present, with any value
   * but `false`/`0`: no letter paper at all).
   */
  invoice(account: AccountContext, id: number, query: Record<string, unknown>): Promise<StoredPdf> {
    const reader = new QueryReader(query);
    const letterPaperId = reader.integer('letter_paper_id', { min: 1, max: MAX_ID });
    reader.finish();
    const blank = 'blank' in query && !['false', '0'].includes(String(query.blank).trim());
    return this.pdfs.render(account.accountId, {
      kind: 'invoice',
      documentId: id,
      letterPaperId: letterPaperId ?? null,
      blank,
    });
  }

  /** The activities the invoice billed; 404 when it billed no hours. Default paper: White. */
  timesheet(
    account: AccountContext,
    id: number,
    query: Record<string, unknown>,
  ): Promise<StoredPdf> {
    const reader = new QueryReader(query);
    const letterPaperId = reader.integer('letter_paper_id', { min: 1, max: MAX_ID });
    reader.finish();
    return this.pdfs.render(account.accountId, {
      kind: 'invoice_timesheet',
      documentId: id,
      letterPaperId: letterPaperId ?? null,
    });
  }
}
