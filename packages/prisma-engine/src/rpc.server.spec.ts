import { PassThrough } from 'node:stream';
import { METHOD_NOT_FOUND, PARSE_ERROR, type JsonRpcErrorObject } from './json-rpc.protocol';
import {
  MethodNotFoundError,
  serveJsonRpc,
  type RequestHandler,
  type RpcServerResult,
} from './rpc.server';
import type { TraceEvent, Tracer } from './rpc-trace.writer';

/** Runs the server on in-memory streams; `lines` collects every line it writes. */
function start(
  handle: RequestHandler,
  extra: { isFatal?: (error: unknown) => boolean; trace?: Tracer } = {},
) {
  const input = new PassThrough();
  const output = new PassThrough();
  const lines: unknown[] = [];
  let buffer = '';
  const waiters: Array<() => void> = [];
  output.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let index: number;
    while ((index = buffer.indexOf('\n')) !== -1) {
      lines.push(JSON.parse(buffer.slice(0, index)));
      buffer = buffer.slice(index + 1);
      waiters.splice(0).forEach((wake) => wake());
    }
  });
  const cleanups: string[] = [];
  const done: Promise<RpcServerResult> = serveJsonRpc({
    input,
    output,
    handle,
    toError: (error): JsonRpcErrorObject => ({ code: 4466, message: String(error) }),
    beforeReply: async () => {
      cleanups.push('cleanup');
    },
    ...extra,
  });
  const send = (message: unknown) => input.write(`${JSON.stringify(message)}\n`);
  const waitForLines = async (count: number) => {
    while (lines.length < count) await new Promise<void>((wake) => waiters.push(wake));
  };
  return { input, lines, send, waitForLines, done, cleanups };
}

describe('serveJsonRpc', () => {
  it('answers requests one at a time, in order, with results or errors', async () => {
    const order: string[] = [];
    const server = start(async (method, params) => {
      order.push(`start ${method}`);
      await new Promise((wake) => setTimeout(wake, method === 'slow' ? 20 : 0));
      order.push(`end ${method}`);
      if (method === 'fail') throw new Error('nope');
      return { echo: params };
    });
    server.send({ jsonrpc: '2.0', id: 1, method: 'slow', params: { a: 1 } });
    server.send({ jsonrpc: '2.0', id: 2, method: 'fail' });
    server.input.end();
    await expect(server.done).resolves.toEqual({ fatal: false });
    expect(order).toEqual(['start slow', 'end slow', 'start fail', 'end fail']);
    expect(server.lines).toEqual([
      { jsonrpc: '2.0', id: 1, result: { echo: { a: 1 } } },
      { jsonrpc: '2.0', id: 2, error: { code: 4466, message: 'Error: nope' } },
    ]);
    expect(server.cleanups).toHaveLength(2);
  });

  it('lets a handler ask the client something and waits for the reply (the diff `print` dance)', async () => {
    const server = start(async (_method, _params, peer) => {
      const answer = await peer.request('print', { content: 'CREATE TABLE x();' });
      return { exitCode: 0, stdout: null, answer };
    });
    server.send({ jsonrpc: '2.0', id: 1, method: 'diff', params: {} });
    await server.waitForLines(1);
    expect(server.lines[0]).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'print',
      params: { content: 'CREATE TABLE x();' },
    });
    server.send({ id: 1, jsonrpc: '2.0', result: {} });
    await server.waitForLines(2);
    expect(server.lines[1]).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { exitCode: 0, stdout: null, answer: {} },
    });
    server.input.end();
    await server.done;
  });

  it('fails a pending peer request when the input closes', async () => {
    const server = start(async (_method, _params, peer) => peer.request('print', { content: 'x' }));
    server.send({ jsonrpc: '2.0', id: 9, method: 'diff' });
    await server.waitForLines(1);
    server.input.end();
    await server.done;
    expect(server.lines[1]).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: { code: 4466, message: 'Error: Input closed' },
    });
  });

  it('reports unknown methods and unparsable lines with JSON-RPC codes', async () => {
    const server = start(async (method) => {
      throw new MethodNotFoundError(method);
    });
    server.send({ jsonrpc: '2.0', id: 1, method: 'nope' });
    server.input.write('{not json\n');
    server.input.end();
    await server.done;
    expect(server.lines).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        error: { code: METHOD_NOT_FOUND, message: 'Method not found: nope' },
      },
      { jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: PARSE_ERROR }) },
    ]);
  });

  it('stops serving after a fatal error but still answers it', async () => {
    const server = start(
      async (method) => {
        if (method === 'debugPanic') throw new Error('panic');
        return 'ok';
      },
      { isFatal: (error) => (error as Error).message === 'panic' },
    );
    server.send({ jsonrpc: '2.0', id: 1, method: 'debugPanic' });
    server.send({ jsonrpc: '2.0', id: 2, method: 'version' });
    server.input.end();
    await expect(server.done).resolves.toEqual({ fatal: true });
    expect(server.lines).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: 4466, message: 'Error: panic' } },
    ]);
  });

  it('traces every line read and every message written, in order', async () => {
    const events: TraceEvent[] = [];
    const server = start(
      async (_method, _params, peer) => peer.request('print', { content: 'x' }),
      {
        trace: (event) => events.push(event),
      },
    );
    server.send({ jsonrpc: '2.0', id: 1, method: 'diff' });
    await server.waitForLines(1);
    server.send({ jsonrpc: '2.0', id: 1, result: {} });
    await server.waitForLines(2);
    server.input.write('{not json\n');
    server.input.end();
    await server.done;
    expect(events).toEqual([
      { dir: 'in', message: { jsonrpc: '2.0', id: 1, method: 'diff' } },
      { dir: 'out', message: { jsonrpc: '2.0', id: 1, method: 'print', params: { content: 'x' } } },
      { dir: 'in', message: { jsonrpc: '2.0', id: 1, result: {} } },
      { dir: 'out', message: { jsonrpc: '2.0', id: 1, result: {} } },
      { dir: 'in', message: '{not json' },
      { dir: 'out', message: expect.objectContaining({ id: null }) },
    ]);
  });
});
