import { QueryFlag, QueryInteger } from '../../../platform/lists';

/**
 * The query of a sales document's PDF (GET /offers/{id}.pdf, /invoices/{id}.pdf,
 * /invoices/{id}/timesheet.pdf, /invoice_reminders/{id}.pdf); each route documents the
 * parameters it reads (PdfEndpoint).
 */
export class PdfQuery {
  /** Absent: the document's default paper (the account's default, or White for offers). */
  @QueryInteger({}, { min: 1 })
  letter_paper_id?: number;

  /** Invoices only: no letter paper at all. */
  @QueryFlag({ description: 'Present: without letter paper' })
  blank: boolean = false;
}
