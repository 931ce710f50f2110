/** Severity levels of the native engine's tracing output, which the Prisma CLI reads back. */
export type LogLevel = 'ERROR' | 'WARN' | 'INFO' | 'DEBUG' | 'TRACE';

/** The `fields` object of a log line: the CLI reads `message` and, for errors, `error_code`. */
export interface LogFields {
  message: string;
  [key: string]: unknown;
}

/**
 * The CLI only accepts an error of a one-shot `cli ...` command when it comes from this target,
 * so every line this package writes uses it.
 */
export const LOGGER_TARGET = 'schema_engine::logger';

/** Formats one stderr line in the JSON shape of the native engine's tracing output. */
export function formatLogLine(level: LogLevel, fields: LogFields, now: Date = new Date()): string {
  return JSON.stringify({ timestamp: now.toISOString(), level, fields, target: LOGGER_TARGET });
}

/**
 * Re-serialises a log record from the wasm engine as exactly one JSON line: the CLI parses
 * stderr line by line, and a record spanning lines would break its parser.
 */
export function normalizeWasmLog(raw: string, now: Date = new Date()): string {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isRecord(parsed) && isRecord(parsed.fields)) {
      return JSON.stringify({ timestamp: now.toISOString(), ...parsed });
    }
  } catch {
    // Not JSON: wrapped below.
  }
  return formatLogLine('INFO', { message: raw }, now);
}

/** Writes one log line to stderr (stdout belongs to the JSON-RPC channel). */
export function writeLog(
  level: LogLevel,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  process.stderr.write(`${formatLogLine(level, { ...extra, message })}\n`);
}

/** True for plain objects (not arrays, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
