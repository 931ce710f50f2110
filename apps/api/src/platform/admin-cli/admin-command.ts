import type { PrismaClient } from '@faktura/db';
import type { ArgsSpec, ParsedArgs } from './cli-args.parser';

/** What a command gets from the runner. */
export interface CommandContext {
  args: ParsedArgs;
  env: NodeJS.ProcessEnv;
  /** Writes one line to stdout. */
  out(line: string): void;
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
