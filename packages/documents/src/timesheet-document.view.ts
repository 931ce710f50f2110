import type { DocumentLanguage } from '@faktura/domain';
import type { LetterLayout } from './letter-geometry';
import type { SellerView } from './seller-details.builder';

/** Everything printed on an invoice's timesheet, formatted for its locale; the hash covers it. */
export interface TimesheetDocumentView {
  /** The language of the fixed labels; the user's own texts are printed as written. */
  language: DocumentLanguage;
  /** The BCP 47 locale dates and hours were formatted with (`de-CH`). */
  locale: string;
  letterPaperHtml: string | null;
  sender: string;
  recipientAddress: string;
  /** DIN 5008 form B, or the Swiss layout with the window on the right (CH accounts). */
  letterLayout: LetterLayout;
  /** The account's logo as a data: URL; null without one or when the letter paper has its own. */
  logo: string | null;
  /** The seller's name in the logo's place when there is neither a logo nor a letter paper. */
  wordmark: string | null;
  /** The invoice's number; null for a draft. */
  invoiceIdentifier: string | null;
  invoiceDate: string;
  invoiceTitle: string;
  servicePeriod: string | null;
  rows: TimesheetRow[];
  /** Sum of the hours, two decimals as the locale writes them (`7,50`). */
  totalHours: string;
  /** The seller's details printed at the bottom of every page. */
  seller: SellerView;
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
