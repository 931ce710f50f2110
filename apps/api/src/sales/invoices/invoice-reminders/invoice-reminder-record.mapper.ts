import { toEmailDeliveryResponse } from '../../../shared/emails';
import { toReminderResponse } from '../invoice-response.mapper';
import type { InvoiceReminderRecordResponse } from './dto/invoice-reminder-record.response';
import type { ReminderRow } from './invoice-reminders.repository';

/**
 * A reminder of /invoice_reminders: `status` sent once send_email queued it, the link to its
 * last PDF, and its invoice with `dunning_level`, its place among the invoice's reminders.
 */
export function toReminderRecord(
  row: ReminderRow,
  fileUrl: string | null,
): InvoiceReminderRecordResponse {
  const { invoice } = row;
  return {
    ...toReminderResponse(row, invoice.currency),
    status: row.sentAt ? 'sent' : 'created',
    file_url: fileUrl,
    invoice: {
      id: invoice.id,
      identifier: invoice.identifier,
      title: invoice.title,
      dunning_level: invoice.reminders.findIndex((reminder) => reminder.id === row.id) + 1,
    },
    email_deliveries: row.emailDeliveries.map(toEmailDeliveryResponse),
  };
}
