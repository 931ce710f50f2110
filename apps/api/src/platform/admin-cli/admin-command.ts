import type { PrismaClient } from '@faktura/db';
import { type ArgsSpec, type ParsedArgs, readId } from './cli-args.parser';

/** What a command gets from the runner. */
export interface CommandContext {
  args: ParsedArgs;
  env: NodeJS.ProcessEnv;
  /** Writes one line to stdout. */
  out(line: string): void;
  /**
   * The first line of standard input (without its line break), read once however often asked:
   * secrets such as passwords come this way, never on the command line (shell history, ps).
   */
  input(): Promise<string>;
  /**
   * The database, connected on first use from DATABASE_URL (closed by the runner). Commands read
   * and check their options first, so a usage error never needs a database.
   */
  prisma(): PrismaClient;
}

/** One sub-command of `faktura`. */
export interface AdminCommand extends ArgsSpec {
  name: string;
  /** Arguments as shown in --help, e.g. `--account <id> [--read-only]`. */
  usage: string;
  summary: string;
  run(context: CommandContext): Promise<void>;
}

/** A command on one account that takes `--account <id>` and nothing else. */
export interface AccountCommand {
  name: string;
  summary: string;
  /** Runs with the account's ID read and checked (before any database is opened). */
  run(accountId: number, context: CommandContext): Promise<void>;
}

/** The AdminCommand of a command on one account: it reads and checks `--account` for it. */
export function accountCommand({ name, summary, run }: AccountCommand): AdminCommand {
  return {
    name,
    usage: '--account <id>',
    summary,
    options: { account: { type: 'string', required: true } },
    run: (context) => run(readId(context.args.options.account as string, '--account'), context),
  };
}
