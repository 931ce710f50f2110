import type { DocumentLanguage } from '@faktura/domain';

/** Everything printed on an invoice's timesheet, formatted for its locale; the hash covers it. */
export interface TimesheetDocumentView {
  /** The language of the fixed labels; the user's own texts are printed as written. */
  language: DocumentLanguage;
  /** The BCP 47 locale dates and hours were formatted with (`de-CH`). */
  locale: string;
  letterPaperHtml: string | null;
  sender: string;
  recipientAddress: string;
  /** The invoice's number; null for a draft. */
  invoiceIdentifier: string | null;
  invoiceDate: string;
  invoiceTitle: string;
  servicePeriod: string | null;
  rows: TimesheetRow[];
  /** Sum of the hours, two decimals as the locale writes them (`7,50`). */
  totalHours: string;
}

/** One billed activity. */
export interface TimesheetRow {
  date: string;
  /** First and last name of the user who booked it. */
  user: string;
  description: string;
  /** Two decimals as the locale writes them. */
  hours: string;
}
