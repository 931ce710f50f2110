import { createPrismaClient, type PrismaClient } from '@faktura/db';
import { createAccountCommand, demoCommand, seedDemoCommand } from './account.commands';
import { setAccountCommand } from './account-settings.commands';
import { setFixedCostsCommand, setHourlyRatesCommand } from './account-rates.commands';
import type { AdminCommand } from './admin-command';
import { verifyAuditCommand } from './audit.commands';
import { createApiKeyCommand, listApiKeysCommand, revokeApiKeyCommand } from './api-key.commands';
import { adminDataDir, type AdminDatabase, openAdminDatabase } from './admin-database.resolver';
import { type ParsedArgs, parseCommandArgs } from './cli-args.parser';
import { CliFailure, UsageError } from './cli.errors';
import { EMAIL_DELIVERY_COMMANDS } from './email-delivery.commands';
import { gobdExportCommand } from './gobd-export.command';
import { INBOX_COMMANDS } from './inbox.commands';
import { setPasswordCommand } from './password.commands';

export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  createAccountCommand,
  setAccountCommand,
  setFixedCostsCommand,
  setHourlyRatesCommand,
  createApiKeyCommand,
  listApiKeysCommand,
  revokeApiKeyCommand,
  setPasswordCommand,
  seedDemoCommand,
  demoCommand,
  ...EMAIL_DELIVERY_COMMANDS,
  gobdExportCommand,
  verifyAuditCommand,
  ...INBOX_COMMANDS,
];

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout(text: string): void;
  stderr(text: string): void;
  /** The first line of standard input; without it, commands read an empty input. */
  stdinLine?(): Promise<string>;
}

const PROGRAM = 'faktura';
const HELP_FLAGS = new Set(['--help', '-h', 'help']);

/** The whole help page: every command with its arguments. */
export function helpText(): string {
  const lines = [
    `Usage: npm run --silent ${PROGRAM} -- <command> [options]`,
    '   (or: node apps/api/dist/cli.js <command> [options])',
    '',
    'Commands:',
  ];
  for (const command of ADMIN_COMMANDS) {
    lines.push(`  ${command.name} ${command.usage}`.trimEnd(), `      ${command.summary}`);
  }
  lines.push(
    '',
    'Database: DATABASE_URL, or else the embedded one of the data folder (FAKTURA_DATA_DIR,',
    'default ./data): the server npm start runs there, or, when none runs, started for the command.',
    '`<command> --help` shows one command.',
    'Exit codes: 0 done, 1 failed (e.g. unknown account), 2 wrong command line.',
  );
  return `${lines.join('\n')}\n`;
}

/**
 * Runs one command line and returns the exit code. Usage errors and failures print exactly one
 * line on stderr; normal output goes to stdout, the `API key:` line always last.
 */
export async function runAdminCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr(`${PROGRAM}: missing command (run with --help to list the commands)\n`);
    return EXIT_USAGE;
  }
  if (HELP_FLAGS.has(name)) {
    io.stdout(helpText());
    return EXIT_OK;
  }
  const command = ADMIN_COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    io.stderr(`${PROGRAM}: unknown command "${name}" (run with --help to list the commands)\n`);
    return EXIT_USAGE;
  }
  if (rest.some((arg) => arg === '--help' || arg === '-h')) {
    io.stdout(
      `Usage: ${PROGRAM} ${command.name} ${command.usage}`.trimEnd() + `\n  ${command.summary}\n`,
    );
    return EXIT_OK;
  }
  const env = { ...io.env, FAKTURA_DATA_DIR: adminDataDir(io.env) };
  let database: AdminDatabase | undefined;
  let prisma: PrismaClient | undefined;
  // Read once: the command runs twice (checked without database, then for real).
  let line: Promise<string> | undefined;
  const input = () => (line ??= io.stdinLine ? io.stdinLine() : Promise.resolve(''));
  try {
    const args = parseCommandArgs(rest, command);
    if (!(await checkedWithoutDatabase(command, args, env, io, input))) return EXIT_OK;
    database = await openAdminDatabase(io.env, io.stderr);
    const url = database.url;
    await command.run({
      args,
      env,
      out: (text) => io.stdout(`${text}\n`),
      input,
      prisma: () => (prisma ??= createPrismaClient(url, { max: 1 })),
    });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(
        `${PROGRAM} ${name}: ${error.message} (usage: ${PROGRAM} ${name} ${command.usage})\n`,
      );
      return EXIT_USAGE;
    }
    if (error instanceof CliFailure) {
      io.stderr(`${PROGRAM} ${name}: ${error.message}\n`);
      return EXIT_FAILURE;
    }
    io.stderr(`${PROGRAM} ${name} failed: ${oneLine(error)}\n`);
    return EXIT_FAILURE;
  } finally {
    await prisma?.$disconnect().catch(() => undefined);
    await database?.close().catch(() => undefined);
  }
}

/**
 * Runs the command once without a database. Commands check their whole command line before
 * their first `prisma()` call (see CommandContext), so this pass reports a usage error without
 * opening, or even starting, a database. Returns whether the command needs the database: its
 * output and outcome are then dropped and it runs again, for real. A command that never asked
 * for the database is done, and its output is printed.
 */
async function checkedWithoutDatabase(
  command: AdminCommand,
  args: ParsedArgs,
  env: NodeJS.ProcessEnv,
  io: CliIo,
  input: () => Promise<string>,
): Promise<boolean> {
  let needsDatabase = false;
  const lines: string[] = [];
  try {
    await command.run({
      args,
      env,
      out: (line) => lines.push(line),
      input,
      prisma: () => {
        needsDatabase = true;
        throw new Error('the database is opened once the command line is checked');
      },
    });
  } catch (error) {
    if (!needsDatabase) throw error;
  }
  if (!needsDatabase) for (const line of lines) io.stdout(`${line}\n`);
  return needsDatabase;
}

/** The operator gets the gist on one line. */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n').filter((line) => line.trim() !== '');
  // Prisma's messages quote the failing call first; the cause is their last line.
  const gist =
    error instanceof Error && error.name.startsWith('PrismaClient') ? lines.slice(-1) : lines;
  return gist.join(' ').replace(/\s+/g, ' ').trim() || 'unknown error';
}
