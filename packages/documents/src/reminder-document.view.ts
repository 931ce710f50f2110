import type { DocumentLanguage } from '@faktura/domain';
import type { LetterLayout } from './letter-geometry';
import type { PaymentCodeView } from './payment-code.selector';
import type { SellerView } from './seller-details.builder';

/**
 * Everything printed on a payment reminder, already formatted for its locale; the content hash
 * covers it.
 */
export interface ReminderDocumentView {
  /** The language of the fixed labels; the user's own texts are printed as written. */
  language: DocumentLanguage;
  /** The BCP 47 locale dates and amounts were formatted with (`de-CH`). */
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
  /** The reminder's title, or "Payment reminder" in the view's language. */
  title: string;
  /** 1 for the invoice's first reminder, 2 for the second, ... */
  reminderNumber: number;
  date: string;
  dueDate: string;
  /** The reminder text (sanitized rich text, variables substituted); null when empty. */
  textHtml: string | null;
  currency: string;
  invoice: { identifier: string | null; date: string; dueDate: string; gross: string };
  paid: string;
  fee: string;
  /** Invoice gross - paid so far + fee. */
  amountDue: string;
  /** "Please pay <amount> by <date>." in the view's language; null when nothing is due. */
  paymentTerms: string | null;
  creditorReference: string | null;
  payment: PaymentCodeView | null;
  /** The seller's details printed at the bottom of every page. */
  seller: SellerView;
}
