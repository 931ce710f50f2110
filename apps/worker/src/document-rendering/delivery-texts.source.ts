import type { PrismaClient } from '@faktura/db';
import { loadDocumentEmailValues } from '@faktura/documents';
import { substitutePlainPlaceholders } from '@faktura/domain';
import type { DeliveryTextSource } from '../mail/mail.types';

/**
 * Subject and text of a document e-mail with the kind's variables (the offer list for offers,
 * the invoice list for invoices, reminders and timesheets) filled in as they are when the mail
 * goes out; `{me}` is the user whose key sent it. A direct debit invoice's e-mail ends with its
 * pre-notification.
 */
export function deliveryTextSource(prisma: PrismaClient, publicUrl: string): DeliveryTextSource {
  return async (delivery) => {
    const { values, allowed, notice } = await loadDocumentEmailValues(prisma, {
      kind: delivery.documentKind,
      accountId: delivery.accountId,
      documentId: delivery.documentId,
      publicUrl,
      meUserId: delivery.userId,
    });
    const fill = (template: string) => substitutePlainPlaceholders(template, values, allowed);
    const text = fill(delivery.text);
    // A direct debit invoice's pre-notification is owed to the debtor whatever the text says.
    return { subject: fill(delivery.subject), text: notice ? `${text}\n\n${notice}` : text };
  };
}
