/** Extra fields of a log line (identifiers, counts); never secrets or message bodies. */
export type LogFields = Record<string, unknown>;

/** A line logger; `main` writes to stdout, tests can collect lines. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** pino's level numbers, so API and worker lines read (and filter) the same way. */
const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/**
 * Writes one JSON line per message to stdout, in the API's shape (pino's `level`, ISO `time`,
 * `service`, `context`, `msg`, then the fields). `npm start` shows them as readable lines on a
 * terminal; everywhere else they stay JSON for log collectors.
 */
export function consoleLogger(scope: string): Logger {
  const write = (level: keyof typeof LEVELS, message: string, fields?: LogFields) =>
    process.stdout.write(
      `${JSON.stringify({
        ...fields,
        level: LEVELS[level],
        time: new Date().toISOString(),
        service: 'faktura-worker',
        context: scope,
        msg: message,
      })}\n`,
    );
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}

/** A logger that drops everything. */
export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
