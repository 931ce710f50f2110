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
 * Nest's start-up inventory: a line per module (InstanceLoader), per controller (RoutesResolver)
 * and per route (RouterExplorer), about 200 in all, which pushed the `API key:` line of
 * `npm start` out of sight. The OpenAPI document lists the routes; their warnings still pass.
 */
export const SILENCED_NEST_CONTEXTS: ReadonlySet<string> = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
]);

/** A message with fields of its own: `new Logger('Api').log({ msg: 'listening', url })`. */
interface StructuredMessage {
  msg: string;
  [field: string]: unknown;
}

const isStructured = (message: unknown): message is StructuredMessage =>
  typeof message === 'object' &&
  message !== null &&
  !(message instanceof Error) &&
  typeof (message as { msg?: unknown }).msg === 'string';

/**
 * Sends Nest's own messages (start-up, `new Logger(...)` in our code) into the JSON log, so the
 * process writes one format. For errors Nest passes a stack before the context.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = lastString(params);
    if (context !== undefined && SILENCED_NEST_CONTEXTS.has(context)) return;
    this.write('info', message, context);
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
    else if (isStructured(message)) {
      const { msg, ...own } = message;
      this.logger[level]({ ...fields, ...own }, msg);
    } else if (typeof message === 'string') this.logger[level](fields, message);
    else this.logger[level]({ ...fields, data: message }, '');
  }
}
