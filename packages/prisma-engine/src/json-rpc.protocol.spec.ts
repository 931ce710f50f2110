import {
  decodeMessage,
  encodeMessage,
  errorResponse,
  INVALID_REQUEST,
  LineSplitter,
  PARSE_ERROR,
  successResponse,
} from './json-rpc.protocol';

describe('LineSplitter', () => {
  it('returns only complete lines and keeps the tail for the next chunk', () => {
    const splitter = new LineSplitter();
    expect(splitter.push('{"a":1}\n{"b"')).toEqual(['{"a":1}']);
    expect(splitter.push(':2}\r\n\n{"c":3}')).toEqual(['{"b":2}']);
    expect(splitter.flush()).toEqual(['{"c":3}']);
    expect(splitter.flush()).toEqual([]);
  });

  it('handles many lines in one chunk', () => {
    expect(new LineSplitter().push('1\n2\n3\n')).toEqual(['1', '2', '3']);
  });
});

describe('decodeMessage', () => {
  it('classifies requests, with or without params', () => {
    expect(
      decodeMessage('{"jsonrpc":"2.0","id":7,"method":"reset","params":{"filter":{}}}'),
    ).toEqual({
      kind: 'request',
      request: { jsonrpc: '2.0', id: 7, method: 'reset', params: { filter: {} } },
    });
    expect(decodeMessage('{"jsonrpc":"2.0","id":"x","method":"version"}')).toEqual({
      kind: 'request',
      request: { jsonrpc: '2.0', id: 'x', method: 'version' },
    });
  });

  it('classifies replies to our own requests (the CLI answers `print` with `{}`)', () => {
    expect(decodeMessage('{"id":1,"jsonrpc":"2.0","result":{}}')).toEqual({
      kind: 'response',
      response: { jsonrpc: '2.0', id: 1, result: {} },
    });
    expect(decodeMessage('{"id":2,"jsonrpc":"2.0","error":{"code":1,"message":"no"}}')).toEqual({
      kind: 'response',
      response: { jsonrpc: '2.0', id: 2, error: { code: 1, message: 'no' } },
    });
  });

  it('classifies notifications', () => {
    expect(decodeMessage('{"jsonrpc":"2.0","method":"ping"}')).toEqual({
      kind: 'notification',
      method: 'ping',
    });
  });

  it('answers malformed input with JSON-RPC error codes', () => {
    const parse = decodeMessage('{oops');
    expect(parse.kind === 'invalid' && parse.reply.error.code).toBe(PARSE_ERROR);
    const array = decodeMessage('[1,2]');
    expect(array.kind === 'invalid' && array.reply.error.code).toBe(INVALID_REQUEST);
    const empty = decodeMessage('{"jsonrpc":"2.0","id":3}');
    expect(empty).toEqual({
      kind: 'invalid',
      reply: errorResponse(3, {
        code: INVALID_REQUEST,
        message: 'Invalid request: no method, result or error',
      }),
    });
  });
});

describe('encodeMessage', () => {
  it('writes exactly one line, even when strings contain newlines', () => {
    const line = encodeMessage(successResponse(1, { stdout: 'a\nb' }));
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({ jsonrpc: '2.0', id: 1, result: { stdout: 'a\nb' } });
  });

  it('keeps the result key for void results, as the CLI tests `result !== undefined`', () => {
    expect(JSON.parse(encodeMessage(successResponse(4, undefined)))).toEqual({
      jsonrpc: '2.0',
      id: 4,
      result: null,
    });
  });
});
