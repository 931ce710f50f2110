import { apiTimestamp } from '../serialization';
import { accountCommand, type AdminCommand } from './admin-command';
import { ApiKeyAdminService } from './api-key-admin.service';
import { readId, readText } from './cli-args.parser';
import { formatTable } from './text-table.format';

const keys = new ApiKeyAdminService();

export const createApiKeyCommand: AdminCommand = {
  name: 'create-api-key',
  usage: '--account <id> [--read-only] [--user <id>] [--name <text>]',
  summary: "Issue an API key (full unless --read-only) for a user (default: the account's first)",
  options: {
    account: { type: 'string', required: true },
    'read-only': { type: 'boolean' },
    user: { type: 'string' },
    name: { type: 'string' },
  },
  async run({ args, out, prisma }) {
    const { options } = args;
    const accountId = readId(options.account as string, '--account');
    const userId =
      options.user === undefined ? undefined : readId(options.user as string, '--user');
    const kind = options['read-only'] ? 'read_only' : 'full';
    const name =
      options.name === undefined
        ? `${kind === 'full' ? 'Full' : 'Read-only'} key (faktura create-api-key)`
        : readText(options.name as string, '--name');
    const db = prisma();
    const { key, plain } = await db.$transaction((tx) =>
      keys.issue(tx, { accountId, userId, kind, name }),
    );
    out(
      `Created ${kind} API key ${key.id} "${key.name}" for user ${key.userId} in account ${accountId}.`,
    );
    out('The key is shown only now; store it safely.');
    out(`API key: ${plain}`);
  },
};

export const listApiKeysCommand = accountCommand({
  name: 'list-api-keys',
  summary: 'List the API keys of an account (never the keys themselves)',
  async run(accountId, { out, prisma }) {
    const listed = await keys.list(prisma(), accountId);
    if (listed.length === 0) {
      out(`Account ${accountId} has no API keys.`);
      return;
    }
    const when = (value: Date | null) => (value ? apiTimestamp(value) : '-');
    out(
      formatTable(
        ['ID', 'NAME', 'KIND', 'PREFIX', 'USER', 'CREATED', 'LAST USED', 'REVOKED'],
        listed.map((key) => [
          String(key.id),
          key.name,
          key.kind,
          key.prefix,
          `${key.userId} ${key.user.firstname} ${key.user.lastname}`,
          when(key.createdAt),
          when(key.lastUsedAt),
          when(key.revokedAt),
        ]),
      ),
    );
  },
});

export const revokeApiKeyCommand: AdminCommand = {
  name: 'revoke-api-key',
  usage: '<id>',
  summary: 'Revoke an API key; it stops working at once (revoking twice changes nothing)',
  options: {},
  positionals: ['id'],
  async run({ args, out, prisma }) {
    const id = readId(args.positionals[0], 'the API key id');
    const { key, alreadyRevoked } = await keys.revoke(prisma(), id);
    const at = apiTimestamp(key.revokedAt as Date);
    out(
      alreadyRevoked
        ? `API key ${id} (${key.prefix}) was already revoked at ${at}; nothing changed.`
        : `Revoked API key ${id} (${key.prefix}) of account ${key.accountId} at ${at}.`,
    );
  },
};
