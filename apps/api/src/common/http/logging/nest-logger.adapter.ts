import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

type Level = 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'fatal';

const STACK = /\n\s*at /;

/** The context Nest appends as the last parameter, if any. */
function lastString(params: unknown[]): string | undefined {
  const last = params[params.length - 1];
  return typeof last === 'string' ? last : undefined;
}

/**
 * Sends Nest's own messages (start-up, route mapping, `new Logger(...)` in our code) into the
 * JSON log, so the process writes one format. For errors Nest passes a
 * stack before the context.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, lastString(params));
  }

  error(message: unknown, ...params: unknown[]): void {
    const strings = params.filter((param): param is string => typeof param === 'string');
    const stack = strings.find((text) => STACK.test(text));
    this.write('error', message, lastString(strings.filter((text) => text !== stack)), stack);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, lastString(params));
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, lastString(params));
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, lastString(params));
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, lastString(params));
  }

  private write(level: Level, message: unknown, context?: string, stack?: string): void {
    const fields: Record<string, unknown> = { context };
    if (stack) fields.stack = stack;
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'string') this.logger[level](fields, message);
    else this.logger[level]({ ...fields, data: message }, '');
  }
}
