import { DomainError } from '@faktura/domain';
import type { EmailStatus } from '@faktura/db';
import { apiTimestamp } from '../serialization';
import { EMAIL_DELIVERY_STATUSES, requeueEmailDelivery } from '../../shared/emails';
import type { AdminCommand } from './admin-command';
import { readId } from './cli-args.parser';
import { CliFailure, UsageError } from './cli.errors';
import { deliveryDocumentLabels } from './delivery-document.labels';
import { formatTable } from './text-table.format';

/** What an operator looks at first: the e-mails the worker will not send again by itself. */
const DEFAULT_STATUSES: EmailStatus[] = ['uncertain', 'failed'];

function readStatuses(value: string | undefined): EmailStatus[] {
  if (value === undefined) return DEFAULT_STATUSES;
  const statuses = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const known = EMAIL_DELIVERY_STATUSES as readonly string[];
  if (statuses.length === 0 || statuses.some((status) => !known.includes(status))) {
    throw new UsageError(`--status must list some of ${EMAIL_DELIVERY_STATUSES.join(', ')}`);
  }
  return statuses as EmailStatus[];
}

export const listEmailDeliveriesCommand: AdminCommand = {
  name: 'list-email-deliveries',
  usage: '[--account <id>] [--status <status,...>]',
  summary:
    'List e-mails about documents (default: uncertain and failed, of every account), oldest first',
  options: { account: { type: 'string' }, status: { type: 'string' } },
  async run({ args, out, prisma }) {
    const { options } = args;
    const accountId =
      options.account === undefined ? undefined : readId(options.account as string, '--account');
    const statuses = readStatuses(options.status as string | undefined);
    const db = prisma();
    const rows = await db.emailDelivery.findMany({
      where: { status: { in: statuses }, ...(accountId === undefined ? {} : { accountId }) },
      orderBy: { id: 'asc' },
    });
    if (rows.length === 0) {
      const scope = accountId === undefined ? '' : ` in account ${accountId}`;
      out(`No e-mail deliveries${scope} are ${statuses.join(' or ')}.`);
      return;
    }
    const label = await deliveryDocumentLabels(db, rows);
    out(
      formatTable(
        ['ID', 'ACCOUNT', 'STATUS', 'DOCUMENT', 'TO', 'QUEUED', 'ATTEMPTS', 'MESSAGE-ID', 'ERROR'],
        rows.map((row) => [
          String(row.id),
          String(row.accountId),
          row.status,
          label(row),
          row.emailsTo.join(';'),
          apiTimestamp(row.createdAt),
          String(row.attempts),
          row.messageId ?? '-',
          // One line per row: the first line of the error is its gist.
          (row.lastError ?? '-').split('\n')[0].slice(0, 120),
        ]),
      ),
    );
    out(`Resend one with: faktura resend-email-delivery <id>`);
  },
};

export const resendEmailDeliveryCommand: AdminCommand = {
  name: 'resend-email-delivery',
  usage: '<id>',
  summary:
    'Queue an uncertain or failed e-mail again; the worker sends it with the same Message-ID',
  options: {},
  positionals: ['id'],
  async run({ args, out, prisma }) {
    const id = readId(args.positionals[0], 'the e-mail delivery id');
    const db = prisma();
    const found = await db.emailDelivery.findUnique({ where: { id } });
    if (!found) throw new CliFailure(`e-mail delivery ${id} does not exist`);
    const row = await db
      .$transaction((tx) => requeueEmailDelivery(tx, found.accountId, id))
      .catch((error: unknown) => {
        if (DomainError.is(error)) throw new CliFailure(error.message);
        throw error;
      });
    if (!row) throw new CliFailure(`e-mail delivery ${id} does not exist`);
    const label = await deliveryDocumentLabels(db, [row]);
    out(
      `Queued e-mail delivery ${id} (${label(row)}, account ${row.accountId}) again; the ` +
        `worker sends it with ${row.messageId ? `the same Message-ID ${row.messageId}` : 'a new Message-ID'}.`,
    );
  },
};

/** The operator commands about e-mails, in the order --help shows them. */
export const EMAIL_DELIVERY_COMMANDS: readonly AdminCommand[] = [
  listEmailDeliveriesCommand,
  resendEmailDeliveryCommand,
];
