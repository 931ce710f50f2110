import {
  decodeMessage,
  encodeMessage,
  errorResponse,
  METHOD_NOT_FOUND,
  successResponse,
  type JsonRpcErrorObject,
  type JsonRpcRequest,
  type JsonRpcResponse,
  LineSplitter,
} from './json-rpc.protocol';
import { noTrace, traceableLine, type Tracer } from './rpc-trace.writer';
import { writeLog } from './stderr.logger';

/** Lets a handler send a request back to the client (the CLI) and await its reply. */
export interface RpcPeer {
  request(method: string, params: unknown): Promise<unknown>;
}

/** Answers one request; throwing becomes an error reply via `toError`. */
export type RequestHandler = (method: string, params: unknown, peer: RpcPeer) => Promise<unknown>;

/** Thrown by a handler for a method it does not know. */
export class MethodNotFoundError extends Error {
  constructor(readonly method: string) {
    super(`Method not found: ${method}`);
  }
}

export interface RpcServerOptions {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  handle: RequestHandler;
  toError(error: unknown): JsonRpcErrorObject;
  /** Runs after each request, before its reply is written (the client may kill us right after). */
  beforeReply?(): Promise<void>;
  /** After replying with this error, stop serving (e.g. a wasm panic left the engine unusable). */
  isFatal?(error: unknown): boolean;
  /** Sees every line read and every message written (FAKTURA_ENGINE_TRACE). */
  trace?: Tracer;
}

/** How serving ended. */
export interface RpcServerResult {
  fatal: boolean;
}

/**
 * Serves JSON-RPC 2.0, one object per line. Requests run one at a time, in order (the wasm
 * engine is not re-entrant); replies to our own requests are routed to their waiters at once,
 * even while a request is being handled. Resolves when the input ends and all work is done.
 */
export function serveJsonRpc(options: RpcServerOptions): Promise<RpcServerResult> {
  const { input, output, handle, toError } = options;
  const trace = options.trace ?? noTrace;
  const splitter = new LineSplitter();
  const waiters = new Map<number | string, (response: JsonRpcResponse) => void>();
  let nextId = 1;
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;
  let fatal = false;

  const send = (message: JsonRpcRequest | JsonRpcResponse): Promise<void> =>
    new Promise((resolve) => {
      trace({ dir: 'out', message });
      // Resolve on flush, so that exiting right after does not lose the reply.
      output.write(encodeMessage(message), () => resolve());
    });

  const peer: RpcPeer = {
    request: (method, params) => {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiters.set(id, (response) =>
          'error' in response
            ? reject(new Error(response.error.message))
            : resolve(response.result),
        );
        void send({ jsonrpc: '2.0', id, method, params });
      });
    },
  };

  const run = async (request: JsonRpcRequest): Promise<void> => {
    if (stopped) return;
    let reply: JsonRpcResponse;
    try {
      reply = successResponse(request.id, await handle(request.method, request.params, peer));
    } catch (error) {
      const rpcError =
        error instanceof MethodNotFoundError
          ? { code: METHOD_NOT_FOUND, message: error.message }
          : toError(error);
      reply = errorResponse(request.id, rpcError);
      if (options.isFatal?.(error)) {
        stopped = true;
        fatal = true;
      }
    }
    await options.beforeReply?.().catch((error: unknown) => {
      writeLog('WARN', `Cleanup after ${request.method} failed: ${String(error)}`);
    });
    await send(reply);
  };

  const onLine = (line: string): void => {
    trace({ dir: 'in', message: traceableLine(line) });
    const message = decodeMessage(line);
    switch (message.kind) {
      case 'request':
        queue = queue.then(() => run(message.request));
        break;
      case 'response': {
        const id = message.response.id ?? '';
        const waiter = waiters.get(id);
        waiters.delete(id);
        if (waiter) waiter(message.response);
        else writeLog('WARN', `Reply for unknown request id ${String(message.response.id)}`);
        break;
      }
      case 'notification':
        writeLog('DEBUG', `Ignored notification ${message.method}`);
        break;
      case 'invalid':
        queue = queue.then(() => send(message.reply));
        break;
    }
  };

  return new Promise((resolve) => {
    input.setEncoding?.('utf8');
    input.on('data', (chunk: string | Buffer) => splitter.push(chunk.toString()).forEach(onLine));
    input.on('end', () => {
      splitter.flush().forEach(onLine);
      // Nobody is left to answer our requests.
      for (const waiter of waiters.values()) {
        waiter(errorResponse(null, { code: -32000, message: 'Input closed' }));
      }
      waiters.clear();
      void queue.then(() => resolve({ fatal }));
    });
  });
}
