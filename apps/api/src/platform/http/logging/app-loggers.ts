import type { LoggerService } from '@nestjs/common';
import type { DestinationStream, Logger } from 'pino';
import type { LogLevel } from '../../config';
import { createJsonLogger } from './json-logger';
import { PinoNestLogger } from './nest-logger.adapter';

export interface LoggingOptions {
  /** Nest's own messages; default: into the JSON log. `false` silences Nest. */
  logger?: LoggerService | false;
  /** Where the JSON lines go, default stdout; tests pass a stream to read them. */
  logDestination?: DestinationStream;
}

/**
 * The JSON logger and the logger Nest gets. `logger: false` without a destination (what the
 * tests pass) silences both, so test output stays quiet.
 */
export function appLoggers(
  level: LogLevel,
  options: LoggingOptions,
): { json: Logger; nest: LoggerService | false } {
  const silent = options.logger === false && !options.logDestination;
  const json = createJsonLogger(silent ? 'silent' : level, options.logDestination);
  return { json, nest: options.logger ?? new PinoNestLogger(json) };
}
