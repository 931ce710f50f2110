/** A line logger; `main` writes to stdout, tests can collect lines. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Writes `<time> <level> <message>` lines, readable next to the API's logs. */
export function consoleLogger(scope: string): Logger {
  const write = (level: string, message: string) =>
    process.stdout.write(`${new Date().toISOString()} ${level.padEnd(5)} [${scope}] ${message}\n`);
  return {
    info: (message) => write('INFO', message),
    warn: (message) => write('WARN', message),
    error: (message) => write('ERROR', message),
  };
}

/** A logger that drops everything. */
export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
