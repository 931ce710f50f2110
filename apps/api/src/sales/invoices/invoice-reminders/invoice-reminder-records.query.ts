import type { Prisma } from '@faktura/db';
import { emailDeliveriesOf } from '../../../shared/emails';
import type { WithEmailDeliveries } from '../../../shared/emails';
import { lastPdfOf, type WithLastPdf } from '../../../shared/document-pdfs';
import { many, one, referredBy, referringBy, VALUE, RecordQuery } from '../../../platform/database';
/**
 * What a reminder's record shows of its invoice: the currency of its fee, the invoice's
 * identity and its reminders in order (the dunning level is the place among them).
 */
type WithInvoice = {
  invoice: {
    select: {
      id: true;
      identifier: true;
      title: true;
      currency: true;
      reminders: { select: { id: true } };
    };
  };
};

export type ReminderRow = Prisma.InvoiceReminderGetPayload<{ include: WithInvoice }> &
  WithEmailDeliveries &
  WithLastPdf;

/** Reminders with their invoice (WithInvoice), e-mails and last PDF, in one statement. */
export const REMINDER_RECORDS = new RecordQuery<ReminderRow>('invoice_reminders', {
  invoice: one(
    'invoices',
    {
      id: VALUE,
      identifier: VALUE,
      title: VALUE,
      currency: VALUE,
      reminders: many('invoice_reminders', { id: VALUE }, referringBy('invoice_id'), {
        orderBy: 'date, id',
      }),
    },
    referredBy('invoice_id'),
  ),
  emailDeliveries: emailDeliveriesOf(['invoice_reminder']),
  lastPdfFileId: lastPdfOf('invoice_reminder'),
});
