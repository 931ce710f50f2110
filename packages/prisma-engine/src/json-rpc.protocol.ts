import { isRecord } from './stderr.logger';

/** JSON-RPC 2.0 message types, as exchanged one object per line on stdin/stdout. */
export type JsonRpcId = number | string;

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: JsonRpcId;
  method: string;
  params?: unknown;
}

export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export interface JsonRpcSuccess {
  jsonrpc: '2.0';
  id: JsonRpcId;
  result: unknown;
}

export interface JsonRpcFailure {
  jsonrpc: '2.0';
  id: JsonRpcId | null;
  error: JsonRpcErrorObject;
}

export type JsonRpcResponse = JsonRpcSuccess | JsonRpcFailure;

/** What one incoming line turned out to be. */
export type IncomingMessage =
  | { kind: 'request'; request: JsonRpcRequest }
  | { kind: 'notification'; method: string }
  | { kind: 'response'; response: JsonRpcResponse }
  | { kind: 'invalid'; reply: JsonRpcFailure };

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
/** The code the native engine uses for every engine error (details are in `data`). */
export const ENGINE_ERROR = 4466;

/**
 * Splits a byte stream into lines. Chunks may end mid-line, so the tail is kept until its
 * newline arrives; `\r\n` is accepted as well as `\n`.
 */
export class LineSplitter {
  private buffer = '';

  /** Adds a chunk and returns the lines it completed (blank lines are dropped). */
  push(chunk: string): string[] {
    this.buffer += chunk;
    const parts = this.buffer.split('\n');
    this.buffer = parts.pop() ?? '';
    return parts.map(trimCr).filter((line) => line.trim().length > 0);
  }

  /** Returns the unterminated last line, if any, at end of input. */
  flush(): string[] {
    const rest = trimCr(this.buffer);
    this.buffer = '';
    return rest.trim().length > 0 ? [rest] : [];
  }
}

function trimCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** Classifies one line of input; malformed input yields the error reply to send back. */
export function decodeMessage(line: string): IncomingMessage {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return invalid(null, PARSE_ERROR, `Parse error: ${(error as Error).message}`);
  }
  if (!isRecord(value)) return invalid(null, INVALID_REQUEST, 'Invalid request: not an object');
  const id = isId(value.id) ? value.id : null;
  if (typeof value.method === 'string') {
    if (id === null) {
      if (value.id === undefined) return { kind: 'notification', method: value.method };
      return invalid(null, INVALID_REQUEST, 'Invalid request: bad id');
    }
    const request: JsonRpcRequest = { jsonrpc: '2.0', id, method: value.method };
    if (value.params !== undefined) request.params = value.params;
    return { kind: 'request', request };
  }
  if (id !== null && 'result' in value) {
    return { kind: 'response', response: { jsonrpc: '2.0', id, result: value.result } };
  }
  if (id !== null && isRecord(value.error)) {
    const error = value.error as unknown as JsonRpcErrorObject;
    return { kind: 'response', response: { jsonrpc: '2.0', id, error } };
  }
  return invalid(id, INVALID_REQUEST, 'Invalid request: no method, result or error');
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'number' || typeof value === 'string';
}

function invalid(id: JsonRpcId | null, code: number, message: string): IncomingMessage {
  return { kind: 'invalid', reply: { jsonrpc: '2.0', id, error: { code, message } } };
}

/** Serialises a message as one line; JSON.stringify escapes newlines inside strings. */
export function encodeMessage(message: JsonRpcRequest | JsonRpcResponse): string {
  return `${JSON.stringify(message)}\n`;
}

/** Builds a success reply. `undefined` results become `null` so the `result` key survives. */
export function successResponse(id: JsonRpcId, result: unknown): JsonRpcSuccess {
  return { jsonrpc: '2.0', id, result: result === undefined ? null : result };
}

/** Builds an error reply. */
export function errorResponse(id: JsonRpcId | null, error: JsonRpcErrorObject): JsonRpcFailure {
  return { jsonrpc: '2.0', id, error };
}
