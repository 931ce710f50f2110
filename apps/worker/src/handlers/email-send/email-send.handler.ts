import { randomUUID } from 'node:crypto';
import type { EmailDelivery, JobPayloads } from '@faktura/db';
import type { JobContext, JobHandler } from '../../runner/job.types';
import { buildEmailMessage } from '../../mail/email-message.builder';
import {
  CONNECTION_LOST_ERROR,
  errorText,
  giveUp,
  isSettled,
  markUncertain,
  statusAfter,
  TakenOverError,
  touchDocument,
  UNCERTAIN_ERROR,
  type DeliveryWhere,
} from './email-delivery.outcomes';
import { isServerRefusal } from '../../mail/mail-transport';
import { archiveSentFiles } from './sent-files.archive';
import type {
  DeliveryTextSource,
  DocumentAttachmentSource,
  MailTransport,
  OutgoingMail,
} from '../../mail/mail.types';

export { CONNECTION_LOST_ERROR, UNCERTAIN_ERROR } from './email-delivery.outcomes';

export interface EmailSendDeps {
  transport: MailTransport;
  attachments: DocumentAttachmentSource;
  /** Substitutes the variables; without it subject and text go out as written. */
  texts?: DeliveryTextSource;
  defaultFrom: string;
}

type Payload = JobPayloads['email.send'];
type Context = JobContext<Payload>;

/**
 * `email.send`: sends one `email_deliveries` row at most once, and again only when it cannot
 * have been delivered. The row is marked `sending` (attempts + 1) before the SMTP exchange, and
 * `data_completed_at` is committed just before the final `.` of DATA leaves (the dot waits for
 * the commit). So the row itself tells what a crash interrupted:
 * - `sending` without `data_completed_at`: the server never got a complete message, nothing was
 *   delivered; the next attempt sends it again (same Message-ID).
 * - `sending` with `data_completed_at`: the server had the whole message and its answer was
 *   lost; it may have been delivered, so it becomes `uncertain` and is never sent again
 *   automatically (an operator resends it or leaves it). A connection lost in that same window
 *   counts the same.
 * The delivery's `attempts` fences the attempts: an attempt commits `data_completed_at` only
 * while the row still carries its own number, so of two workers that both believe they own the
 * job (a stale lock taken over) at most one can complete a message.
 */
export function createEmailSendHandler(deps: EmailSendDeps): JobHandler<Payload> {
  return async (context) => {
    const { job } = context;
    if (job.accountId === null) throw new Error('email.send needs the job to carry an account');
    const where: DeliveryWhere = { id: job.payload.deliveryId, accountId: job.accountId };
    try {
      await sendOnce(context, where, deps);
    } catch (error) {
      // The runner gives up after this attempt: the row must not stay `queued` for ever.
      if (job.attempts >= job.maxAttempts && !(error instanceof TakenOverError)) {
        await giveUp(context, where, error);
      }
      throw error;
    }
  };
}

async function sendOnce(context: Context, where: DeliveryWhere, deps: EmailSendDeps) {
  const { prisma, log, step } = context;
  const found = await prisma.emailDelivery.findFirst({ where });
  if (!found) {
    log.warn(`email delivery ${where.id} not found (deleted?): nothing to send`);
    return;
  }
  if (await isSettled(context, found)) return;

  await step('message-id', async () => {
    await prisma.emailDelivery.updateMany({
      where: { ...where, messageId: null },
      data: { messageId: `<${randomUUID()}@faktura>` },
    });
  });
  const delivery = await prisma.emailDelivery.findFirstOrThrow({ where });
  if (delivery.status === 'sending' && delivery.dataCompletedAt !== null) {
    const fence = { ...where, status: 'sending' as const, attempts: delivery.attempts };
    await markUncertain(
      context,
      delivery,
      { ...fence, dataCompletedAt: { not: null } },
      UNCERTAIN_ERROR,
    );
    return;
  }
  if (await isSettled(context, delivery)) return;
  if (delivery.status === 'sending') {
    log.info(
      `email delivery ${where.id}: an earlier attempt stopped before the end of DATA, so ` +
        'nothing was delivered; sending it again',
    );
  }

  const message = await prepareMessage(context, delivery, deps);
  // Its own committed statement: from here on a crash leaves `sending` behind as the evidence.
  const attempts = delivery.attempts + 1;
  const marked = await prisma.emailDelivery.updateMany({
    where: {
      ...where,
      status: delivery.status,
      attempts: delivery.attempts,
      dataCompletedAt: null,
    },
    data: {
      status: statusAfter(delivery.status, 'attempt_started'),
      sendingStartedAt: new Date(),
      attempts,
      lastError: null,
    },
  });
  if (marked.count === 0) {
    log.warn(`email delivery ${where.id} changed during preparation; another attempt has it`);
    return;
  }
  await transmit(context, { ...where, status: 'sending', attempts }, delivery, message, deps);
}

/** The SMTP exchange of one attempt, `mine` being the row as this attempt marked it. */
async function transmit(
  context: Context,
  mine: DeliveryWhere & { status: 'sending'; attempts: number },
  delivery: EmailDelivery,
  message: OutgoingMail,
  deps: EmailSendDeps,
) {
  const { prisma, log } = context;
  let handedOver = false;
  let takenOver = false;
  const beforeDataEnd = async () => {
    const completed = await prisma.emailDelivery.updateMany({
      where: { ...mine, dataCompletedAt: null },
      data: { dataCompletedAt: new Date() },
    });
    if (completed.count !== 1) {
      takenOver = true;
      throw new TakenOverError(mine.id);
    }
    handedOver = true;
  };
  let response: string;
  try {
    ({ response } = await deps.transport.sendMail(message, { beforeDataEnd }));
  } catch (error) {
    // Aborted before the final dot: the other attempt owns the row now, leave it alone.
    if (takenOver) throw new TakenOverError(mine.id);
    if (handedOver && !isServerRefusal(error)) {
      const reason = `${CONNECTION_LOST_ERROR} (${errorText(error)})`;
      await markUncertain(context, delivery, mine, reason);
      return;
    }
    // Refused, or failed before the server had the whole message: nothing was delivered.
    await prisma.emailDelivery.updateMany({
      where: mine,
      data: {
        status: statusAfter(mine.status, 'not_delivered'),
        dataCompletedAt: null,
        lastError: errorText(error),
      },
    });
    throw new Error(`sending e-mail delivery ${mine.id} failed: ${errorText(error)}`);
  }
  // Unconditional: the server accepted the message, whatever another attempt wrote meanwhile.
  await prisma.emailDelivery.update({
    where: { id: mine.id },
    data: {
      status: statusAfter(mine.status, 'accepted'),
      sentAt: new Date(),
      smtpResponse: response,
      lastError: null,
    },
  });
  await touchDocument(context, delivery);
  log.info(`email delivery ${mine.id} sent as ${delivery.messageId}: ${response}`);
}

async function prepareMessage(context: Context, delivery: EmailDelivery, deps: EmailSendDeps) {
  const { prisma } = context;
  const [account, user, attachments, texts] = await Promise.all([
    prisma.account.findUniqueOrThrow({ where: { id: delivery.accountId } }),
    delivery.userId === null
      ? null
      : prisma.user.findFirst({ where: { id: delivery.userId, accountId: delivery.accountId } }),
    deps.attachments(delivery),
    deps.texts ? deps.texts(delivery) : { subject: delivery.subject, text: delivery.text },
  ]);
  await archiveSentFiles(context, delivery, attachments);
  return buildEmailMessage({
    delivery: { ...delivery, ...texts, messageId: delivery.messageId as string },
    account,
    user,
    attachments,
    defaultFrom: deps.defaultFrom,
  });
}
