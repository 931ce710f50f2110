import { randomUUID } from 'node:crypto';
import type { EmailDelivery, JobPayloads, PrismaClient } from '@faktura/db';
import type { Logger } from '../logger';
import type { JobContext, JobHandler } from '../runner/job.types';
import { buildEmailMessage } from './email-message.builder';
import type { DeliveryTextSource, DocumentAttachmentSource, MailTransport } from './mail.types';

export interface EmailSendDeps {
  transport: MailTransport;
  attachments: DocumentAttachmentSource;
  /** Substitutes the variables; without it subject and text go out as written. */
  texts?: DeliveryTextSource;
  defaultFrom: string;
}

type Payload = JobPayloads['email.send'];
type Where = { id: number; accountId: number };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The last_error of a delivery whose worker died while talking to the SMTP server. */
export const UNCERTAIN_ERROR =
  'an earlier attempt stopped while handing the message to the SMTP server; it may or may not ' +
  'have been delivered, so it is not sent again (check the mailbox, then re-queue or leave it)';

/**
 * `email.send`: sends one `email_deliveries` row exactly once. Attachments are produced before the
 * row is marked `sending`, so a crash in the slow part simply retries; a crash after the mark
 * leaves `sending`, which the next attempt turns into `uncertain` instead of sending twice.
 */
export function createEmailSendHandler(deps: EmailSendDeps): JobHandler<Payload> {
  return async (context) => {
    const { job, prisma } = context;
    if (job.accountId === null) throw new Error('email.send needs the job to carry an account');
    const where: Where = { id: job.payload.deliveryId, accountId: job.accountId };
    try {
      await sendOnce(context, where, deps);
    } catch (error) {
      // The runner gives up after this attempt: the row must not stay `queued` for ever.
      if (job.attempts >= job.maxAttempts) {
        await prisma.emailDelivery.updateMany({
          where: { ...where, status: 'queued' },
          data: { status: 'failed', lastError: errorText(error) },
        });
      }
      throw error;
    }
  };
}

async function sendOnce(context: JobContext<Payload>, where: Where, deps: EmailSendDeps) {
  const { prisma, log, step, job } = context;
  const found = await prisma.emailDelivery.findFirst({ where });
  if (!found) {
    log.warn(`email delivery ${where.id} not found (deleted?): nothing to send`);
    return;
  }
  if (isFinished(found, log)) return;

  await step('message-id', async () => {
    await prisma.emailDelivery.updateMany({
      where: { ...where, messageId: null },
      data: { messageId: `<${randomUUID()}@faktura>` },
    });
  });
  const delivery = await prisma.emailDelivery.findFirstOrThrow({ where });
  if (delivery.status === 'sending') {
    await prisma.emailDelivery.updateMany({
      where: { ...where, status: 'sending' },
      data: { status: 'uncertain', lastError: UNCERTAIN_ERROR },
    });
    log.warn(`email delivery ${where.id} marked uncertain: ${UNCERTAIN_ERROR}`);
    return;
  }
  if (isFinished(delivery, log)) return;

  const message = await prepareMessage(prisma, delivery, deps);
  // Its own committed statement: from here on a crash leaves `sending` behind as the evidence.
  const marked = await prisma.emailDelivery.updateMany({
    where: { ...where, status: { in: ['queued', 'failed'] } },
    data: { status: 'sending', sendingStartedAt: new Date(), attempts: { increment: 1 } },
  });
  if (marked.count === 0) {
    log.warn(`email delivery ${where.id} changed during preparation; another attempt has it`);
    return;
  }
  let response: string;
  try {
    ({ response } = await deps.transport.sendMail(message));
  } catch (error) {
    const lastAttempt = job.attempts >= job.maxAttempts;
    await prisma.emailDelivery.updateMany({
      where: { ...where, status: 'sending' },
      data: { status: lastAttempt ? 'failed' : 'queued', lastError: errorText(error) },
    });
    throw new Error(`sending e-mail delivery ${where.id} failed: ${errorText(error)}`);
  }
  // Unconditional: the server accepted the message, whatever another attempt wrote meanwhile.
  await prisma.emailDelivery.update({
    where: { id: where.id },
    data: { status: 'sent', sentAt: new Date(), smtpResponse: response, lastError: null },
  });
  log.info(`email delivery ${where.id} sent as ${delivery.messageId}: ${response}`);
}

/** Sent and uncertain rows end the job without sending (uncertain waits for an operator). */
function isFinished(delivery: EmailDelivery, log: Logger): boolean {
  if (delivery.status === 'sent') return true;
  if (delivery.status === 'uncertain') {
    log.warn(`email delivery ${delivery.id} is uncertain: left for an operator, not sent`);
    return true;
  }
  return false;
}

async function prepareMessage(prisma: PrismaClient, delivery: EmailDelivery, deps: EmailSendDeps) {
  const [account, user, attachments, texts] = await Promise.all([
    prisma.account.findUniqueOrThrow({ where: { id: delivery.accountId } }),
    delivery.userId === null
      ? null
      : prisma.user.findFirst({ where: { id: delivery.userId, accountId: delivery.accountId } }),
    deps.attachments(delivery),
    deps.texts ? deps.texts(delivery) : { subject: delivery.subject, text: delivery.text },
  ]);
  return buildEmailMessage({
    delivery: { ...delivery, ...texts, messageId: delivery.messageId as string },
    account,
    user,
    attachments,
    defaultFrom: deps.defaultFrom,
  });
}
