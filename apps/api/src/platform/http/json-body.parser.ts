import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';

/**
 * Deepest nesting of arrays and objects a JSON body may have. Real bodies stay below 6 (an
 * invoice's items carry custom properties); recursive code after the parser (validation,
 * transformation) would overflow the stack on thousands of levels.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the JSON text nests deeper than `max`, found by one pass over the raw bytes (brackets
 * inside strings do not count), before any parser recurses into it. In UTF-8 every byte of a
 * multi-byte character has its high bit set, so it is never mistaken for a bracket or a quote.
 */
export function exceedsJsonDepth(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return false;
}

/** Thrown from the parser's verify step; body-parser keeps `status` and `type`. */
class BodyRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
  ) {
    super(type);
  }
}

/** The body as UTF-8 bytes; body-parser lets only utf-* charsets through to here. */
function utf8Bytes(buffer: Buffer, encoding: string): Uint8Array {
  if (/^utf-?8$/i.test(encoding)) return buffer;
  let text: string;
  try {
    text = new TextDecoder(encoding).decode(buffer);
  } catch {
    throw new BodyRefusedError(415, 'charset.unsupported');
  }
  return Buffer.from(text, 'utf8');
}

/**
 * The JSON body parser: express's, limited to `limit` bytes, keeping the raw bytes as
 * `req.rawBody` (the Idempotency-Key check hashes them) and refusing bodies nested deeper than
 * MAX_JSON_DEPTH before parsing. Errors go to bodyParserErrorHandler.
 */
export function jsonBodyParser(limit: number): RequestHandler {
  return express.json({
    limit,
    verify: (req: IncomingMessage, _res: ServerResponse, buffer: Buffer, encoding: string) => {
      (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buffer;
      if (exceedsJsonDepth(utf8Bytes(buffer, encoding), MAX_JSON_DEPTH)) {
        throw new BodyRefusedError(400, 'entity.too.deep');
      }
    },
  });
}
