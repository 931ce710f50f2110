import type { EmailDelivery, Prisma } from '@faktura/db';
import {
  emailDeliveryStatusesBefore,
  emailDeliveryTransition,
  type EmailDeliveryEvent,
  type EmailDeliveryStatus,
} from '@faktura/domain';
import type { JobContext } from '../../runner/job.types';
import { deliveryDocumentLabel } from './delivery-document.label';

/** A delivery of one account (every statement of the handler carries both). */
export type DeliveryWhere = Prisma.EmailDeliveryWhereInput & { id: number; accountId: number };

/** The last_error of a delivery whose worker died while the server had the whole message. */
export const UNCERTAIN_ERROR =
  'the worker stopped after the whole message was handed to the SMTP server and before the ' +
  'server answered: it may or may not have been delivered, so it is not sent again ' +
  'automatically (check the mailbox, then resend it with the same Message-ID, or leave it)';

/** The last_error of a delivery whose connection broke while the server had the whole message. */
export const CONNECTION_LOST_ERROR =
  'the connection to the SMTP server was lost after the whole message was handed over and ' +
  'before the server answered: it may or may not have been delivered, so it is not sent again ' +
  'automatically (check the mailbox, then resend it with the same Message-ID, or leave it)';

/** The status `event` moves a delivery to from `from` (the domain's status machine decides). */
export function statusAfter(
  from: EmailDeliveryStatus,
  event: EmailDeliveryEvent['type'],
): EmailDeliveryStatus {
  return emailDeliveryTransition({ status: from }, { type: event }).status;
}

export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** Another attempt re-marked the delivery while this one was sending; this one backs off. */
export class TakenOverError extends Error {
  constructor(deliveryId: number) {
    super(`email delivery ${deliveryId} was taken over by another attempt; this one sent nothing`);
  }
}

/**
 * Sent, uncertain and failed deliveries end the job without sending: uncertain and failed ones
 * wait for an operator (POST /email_deliveries/{id}/resend or `faktura resend-email`).
 */
export async function isSettled(context: JobContext, delivery: EmailDelivery): Promise<boolean> {
  if (delivery.status === 'sent') return true;
  if (delivery.status !== 'uncertain' && delivery.status !== 'failed') return false;
  const label = await deliveryDocumentLabel(context.prisma, delivery);
  context.log.warn(
    `email delivery ${delivery.id} (${label}) is ${delivery.status}: left for an operator ` +
      '(resend it or leave it), not sent',
  );
  return true;
}

/**
 * Moves the document's updated_at: its responses embed its e-mails (`email_deliveries`), so a
 * client syncing with `updated_after` must see the document again when one of them settles.
 * A reminder's invoice embeds the reminder, so it moves too. Best effort: the outcome is
 * recorded already, and a retry of the job for this alone would be worse than a stale stamp.
 */
export async function touchDocument(context: JobContext, delivery: EmailDelivery): Promise<void> {
  const { prisma } = context;
  const data = { updatedAt: new Date() };
  const where = { id: delivery.documentId, accountId: delivery.accountId };
  try {
    if (delivery.documentKind === 'offer') {
      await prisma.offer.updateMany({ where, data });
    } else if (delivery.documentKind === 'invoice_reminder') {
      const reminder = await prisma.invoiceReminder.findFirst({
        where,
        select: { invoiceId: true },
      });
      await prisma.invoiceReminder.updateMany({ where, data });
      if (reminder) {
        await prisma.invoice.updateMany({
          where: { id: reminder.invoiceId, accountId: delivery.accountId },
          data,
        });
      }
    } else {
      await prisma.invoice.updateMany({ where, data });
    }
  } catch (error) {
    context.log.warn(
      `email delivery ${delivery.id}: could not mark its document changed: ${errorText(error)}`,
    );
  }
}

/** Marks the delivery `uncertain` (when `fence` still matches) and logs it with its document. */
export async function markUncertain(
  context: JobContext,
  delivery: EmailDelivery,
  fence: DeliveryWhere,
  reason: string,
): Promise<void> {
  const changed = await context.prisma.emailDelivery.updateMany({
    where: fence,
    data: { status: statusAfter('sending', 'connection_lost'), lastError: reason },
  });
  if (changed.count === 0) return;
  await touchDocument(context, delivery);
  const label = await deliveryDocumentLabel(context.prisma, delivery);
  context.log.warn(
    `email delivery ${delivery.id} (${label}, Message-ID ${delivery.messageId}) is uncertain: ` +
      reason,
  );
}

/**
 * The job's last attempt failed: a delivery the server never had in full becomes `failed`, with
 * the error kept, for an operator to resend once the cause is fixed.
 */
export async function giveUp(
  context: JobContext,
  where: DeliveryWhere,
  error: unknown,
): Promise<void> {
  const { prisma, log } = context;
  const failed = await prisma.emailDelivery.updateMany({
    // Only what the server never had in full: a `sending` row past DATA stays for `uncertain`.
    where: {
      ...where,
      status: { in: [...emailDeliveryStatusesBefore('given_up')] },
      OR: [{ status: { not: 'sending' } }, { dataCompletedAt: null }],
    },
    data: { status: statusAfter('queued', 'given_up'), lastError: errorText(error) },
  });
  if (failed.count === 0) return;
  const delivery = await prisma.emailDelivery.findFirst({ where });
  if (delivery) await touchDocument(context, delivery);
  const label = delivery ? await deliveryDocumentLabel(prisma, delivery) : 'document unknown';
  log.error(
    `email delivery ${where.id} (${label}) failed after its last attempt: ${errorText(error)}`,
  );
}
