import type { JobPayloads } from '@faktura/db';
import { formatMoney } from '@faktura/domain';
import { textToHtml } from '../../mail/email-message.builder';
import type { MailTransport } from '../../mail/mail.types';
import type { JobHandler } from '../../runner/job.types';

type Payload = JobPayloads['projects.expense-notification'];

/**
 * `projects.expense-notification`: e-mails the project leader about an expense that
 * assign_to_project created from a purchase item. A leader without an address, or an expense
 * that is gone, ends the job quietly. The send is one recorded step, so a retry after success
 * does not mail again (a crash between the SMTP reply and the record may, which is acceptable
 * for a notice).
 */
export function createExpenseNotificationHandler(deps: {
  transport: MailTransport;
  defaultFrom: string;
}): JobHandler<Payload> {
  return async ({ job, prisma, step, log }) => {
    if (job.accountId === null)
      throw new Error('the notification needs the job to carry an account');
    const expense = await prisma.expense.findFirst({
      where: { id: job.payload.expenseId, accountId: job.accountId },
      include: {
        project: { include: { leader: { select: { firstname: true, email: true } } } },
        purchase: { select: { identifier: true } },
        account: { select: { name: true, emailFromAddress: true, emailFromName: true } },
      },
    });
    const leader = expense?.project.leader;
    if (!expense || !leader?.email) {
      log.info(`expense ${job.payload.expenseId}: no expense or no leader address, nothing sent`);
      return;
    }
    const account = expense.account;
    const amount = `${formatMoney(expense.price.toString(), expense.currency)} ${expense.currency}`;
    const text =
      `Hello ${leader.firstname},\n\n` +
      `a purchase${expense.purchase ? ` (${expense.purchase.identifier})` : ''} was assigned to ` +
      `your project "${expense.project.name}" as the expense "${expense.title}" of ${amount}.\n\n` +
      `${account.name}`;
    await step('sent', async () => {
      await deps.transport.sendMail({
        from: account.emailFromAddress
          ? { name: account.emailFromName || account.name, address: account.emailFromAddress }
          : deps.defaultFrom,
        to: [leader.email],
        cc: [],
        bcc: [],
        subject: `New expense on ${expense.project.name}: ${expense.title}`,
        text,
        html: textToHtml(text),
        messageId: `<expense-${expense.id}-job-${job.id}@faktura>`,
        attachments: [],
      });
    });
  };
}
