import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SecretKeyError, secretKeyFromEnv } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import { createAuditRecorder } from '../../organisation/audit-events';
import { createInboxSettingsService, readInboxSettingsInput } from '../../purchasing/inbox';
import { AccountDbService } from '../database';
import { accountCommand, type AdminCommand, type CommandContext } from './admin-command';
import { readId } from './cli-args.parser';
import { CliFailure, UsageError } from './cli.errors';

/** Command-line option -> field of PUT /account/inbox (the password never is an option). */
const FIELD_OF_OPTION: Readonly<Record<string, string>> = {
  host: 'host',
  port: 'port',
  tls: 'tls',
  username: 'username',
  folder: 'folder',
  'processed-folder': 'processed_folder',
  enabled: 'enabled',
};
const NUMBERS = new Set(['port']);
const FLAGS = new Set(['tls', 'enabled']);
// An operator's change: the audit row names no user and no key.
const operator = (accountId: number) => ({ accountId, userId: null, apiKeyId: null });

export const inboxSetCommand: AdminCommand = {
  name: 'inbox-set',
  usage:
    '--account <id> [--host <host>] [--port 993] [--tls true|false] [--username <user>] ' +
    '[--folder INBOX] [--processed-folder Processed] [--enabled true|false] ' +
    '[--password-stdin | --password-env <VARIABLE>]',
  summary:
    'Set up or change the supplier inbox (IMAP); the password comes from stdin or a variable, never an argument',
  options: {
    account: { type: 'string', required: true },
    'password-stdin': { type: 'boolean' },
    'password-env': { type: 'string' },
    ...Object.fromEntries(
      Object.keys(FIELD_OF_OPTION).map((option) => [option, { type: 'string' as const }]),
    ),
  },
  async run(context) {
    const { args, out, prisma } = context;
    const accountId = readId(args.options.account as string, '--account');
    const body = inboxBody(args.options);
    const password = await passwordOf(context);
    if (password !== undefined) body.password = password;
    if (Object.keys(body).length === 0) throw new UsageError('give at least one field to change');
    const input = checked(body);
    const service = createInboxSettingsService(
      new AccountDbService(prisma()),
      createAuditRecorder(),
      { secretKey: secretKeyOf(context.env) },
    );
    const settings = await failingAsCli(() => service.update(operator(accountId), input));
    out(
      `Set the inbox of account ${accountId}: ${settings.username} at ${settings.host}:${settings.port}.`,
    );
  },
};

export const inboxShowCommand = accountCommand({
  name: 'inbox-show',
  summary: "Show the supplier inbox's settings and state (never the password)",
  async run(accountId, { out, prisma }) {
    const service = createInboxSettingsService(
      new AccountDbService(prisma()),
      createAuditRecorder(),
      { secretKey: null },
    );
    const settings = await failingAsCli(() => service.get(accountId));
    for (const [name, value] of Object.entries(settings)) out(`${name}: ${String(value)}`);
  },
});

export const inboxRemoveCommand = accountCommand({
  name: 'inbox-remove',
  summary: 'Remove the supplier inbox settings (mail already read stays)',
  async run(accountId, { out, prisma }) {
    const service = createInboxSettingsService(
      new AccountDbService(prisma()),
      createAuditRecorder(),
      { secretKey: null },
    );
    await failingAsCli(() => service.remove(operator(accountId)));
    out(`Removed the inbox of account ${accountId}.`);
  },
});

/** The three inbox commands, in the order --help lists them. */
export const INBOX_COMMANDS: readonly AdminCommand[] = [
  inboxSetCommand,
  inboxShowCommand,
  inboxRemoveCommand,
];

function inboxBody(options: Record<string, string | boolean | undefined>) {
  const body: Record<string, unknown> = {};
  for (const [option, field] of Object.entries(FIELD_OF_OPTION)) {
    const value = options[option];
    if (typeof value !== 'string') continue;
    if (NUMBERS.has(option)) body[field] = /^\d+$/.test(value) ? Number(value) : value;
    else if (FLAGS.has(option)) {
      if (value !== 'true' && value !== 'false')
        throw new UsageError(`--${option} must be true or false`);
      body[field] = value === 'true';
    } else body[field] = value;
  }
  return body;
}

/** The password from the first line of stdin or the named variable; undefined: unchanged. */
async function passwordOf({ args, env, input }: CommandContext): Promise<string | undefined> {
  const variable = args.options['password-env'] as string | undefined;
  if (args.options['password-stdin'] && variable !== undefined)
    throw new UsageError('give --password-stdin or --password-env, not both');
  if (args.options['password-stdin']) {
    const line = await input();
    if (line === '') throw new UsageError('the password (first line of stdin) is empty');
    return line;
  }
  if (variable === undefined) return undefined;
  const value = env[variable];
  if (!value) throw new UsageError(`--password-env: the variable ${variable} is not set`);
  return value;
}

/** The key of FAKTURA_SECRET_KEY, else the one npm start keeps in the data folder. */
function secretKeyOf(env: NodeJS.ProcessEnv): Buffer | null {
  try {
    const fromEnv = secretKeyFromEnv(env);
    if (fromEnv || !env.FAKTURA_DATA_DIR) return fromEnv;
    const file = join(env.FAKTURA_DATA_DIR, 'secret.key');
    if (!existsSync(file)) return null;
    return secretKeyFromEnv({ FAKTURA_SECRET_KEY: readFileSync(file, 'utf8') });
  } catch (error) {
    if (error instanceof SecretKeyError) throw new CliFailure(error.message);
    throw error;
  }
}

/** The body checked like PUT /account/inbox's; field errors become one usage error. */
function checked(body: Record<string, unknown>) {
  try {
    return readInboxSettingsInput(body);
  } catch (error) {
    if (!(DomainError.is(error) && error.code === 'validation_failed')) throw error;
    throw new UsageError(fieldProblems(error));
  }
}

function fieldProblems(error: DomainError): string {
  const optionOf = (field: string) =>
    field === 'password'
      ? 'the password'
      : `--${Object.keys(FIELD_OF_OPTION).find((option) => FIELD_OF_OPTION[option] === field) ?? field}`;
  return Object.entries(error.fieldErrors)
    .flatMap(([field, messages]) =>
      messages.map((message) => {
        const text = message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
        return `${optionOf(field)} ${text}`;
      }),
    )
    .join('; ');
}

/** The service's refusals (no settings, a missing field, no key) as one line of the CLI. */
async function failingAsCli<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!DomainError.is(error)) throw error;
    if (error.code === 'not_found') throw new CliFailure('the account has no inbox set up');
    if (error.code === 'validation_failed') throw new CliFailure(fieldProblems(error));
    throw new CliFailure(error.message);
  }
}
