import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../../config';

/**
 * The process's one JSON logger: request lines, unexpected errors and Nest's own messages.
 * Authorization headers are redacted in case any caller ever logs a raw request.
 */
export function createJsonLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'faktura-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'headers.authorization'],
  };
  return destination ? pino(options, destination) : pino(options);
}
