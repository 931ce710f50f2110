import { describeConnectionError } from './connection-error.mapper';
import { checkConnection, createDatabase } from './database-admin.service';
import { formatLogLine } from './stderr.logger';

/** The one-shot commands (`<engine> --datasource '<json>' cli <command>`) the CLI runs. */
export const CLI_COMMANDS = ['can-connect-to-database', 'create-database'] as const;

/** Where the one-shot command writes; injectable for tests. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/**
 * Runs a one-shot command and returns the exit code. On failure stderr gets a first line
 * (which the CLI discards) and then an ERROR line with `fields.message` and
 * `fields.error_code`: every line after the first must be JSON, or the CLI cannot parse it.
 */
export async function runCliCommand(
  command: string,
  url: string | undefined,
  io: CliIo = processIo,
): Promise<number> {
  io.stderr(
    `${formatLogLine('INFO', { message: `Starting schema engine CLI command ${command}` })}\n`,
  );
  const fail = (message: string, errorCode?: string): number => {
    const fields = errorCode ? { message, error_code: errorCode } : { message };
    io.stderr(`${formatLogLine('ERROR', fields)}\n`);
    return 1;
  };
  if (!(CLI_COMMANDS as readonly string[]).includes(command)) {
    return fail(`Unsupported command: cli ${command}`);
  }
  if (!url) return fail('The datasource URL is empty: set datasource.url in prisma.config.ts.');
  try {
    if (command === 'can-connect-to-database') {
      await checkConnection(url);
      io.stdout('Connection successful\n');
    } else {
      const databaseName = await createDatabase(url);
      io.stdout(`${JSON.stringify({ database_name: databaseName })}\n`);
    }
    return 0;
  } catch (error) {
    const known = describeConnectionError(error, url);
    return fail(known.message, known.errorCode);
  }
}
