import { EventEmitter } from 'node:events';
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the receiver got it. */
export interface HookRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as sent. */
  body: string;
  /** Date.now() when the whole body had arrived. */
  at: number;
}

/** How to answer a request: a status (and headers), or hold it open until `release()`. */
export type HookAnswer = { status: number; headers?: Record<string, string> } | 'hold';

/** A web hook receiver on node:http in the test process; every wait is for a request event. */
export class WebhookReceiver {
  readonly requests: HookRequest[] = [];
  /** Decides each answer; 204 by default. */
  answer: (request: HookRequest) => HookAnswer = () => ({ status: 204 });
  private readonly held: { request: HookRequest; response: ServerResponse }[] = [];
  private readonly events = new EventEmitter();

  private constructor(private readonly server: Server) {}

  /** Listens on `host` (loopback by default) and `port` (any free one by default). */
  static async start(options: { port?: number; host?: string } = {}): Promise<WebhookReceiver> {
    let receiver: WebhookReceiver | null = null;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => receiver?.receive(req.url ?? '', req.headers, chunks, res));
    });
    receiver = new WebhookReceiver(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
    });
    return receiver;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Requests to `path` (all when omitted). */
  to(path?: string): HookRequest[] {
    return this.requests.filter((request) => path === undefined || request.path === path);
  }

  /** Resolves with the requests once `count` of them reached `path` (any path when omitted). */
  async waitForRequests(count: number, path?: string, timeoutMs = 90_000): Promise<HookRequest[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const matching = this.to(path);
        if (matching.length < count) return;
        cleanUp();
        resolve(matching);
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(new Error(`${this.to(path).length} of ${count} requests to ${path ?? 'any path'}`));
      }, timeoutMs);
      const cleanUp = () => {
        clearTimeout(timer);
        this.events.off('request', check);
      };
      this.events.on('request', check);
      check();
    });
  }

  /** Requests held open right now. */
  get holding(): HookRequest[] {
    return this.held.filter(({ response }) => !response.destroyed).map(({ request }) => request);
  }

  /** Answers every held request with `status`. */
  release(status = 204): void {
    for (const { response } of this.held.splice(0)) {
      if (!response.destroyed) response.writeHead(status).end();
    }
  }

  async close(): Promise<void> {
    this.held.splice(0);
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private receive(
    path: string,
    headers: IncomingHttpHeaders,
    chunks: Buffer[],
    response: ServerResponse,
  ): void {
    const request = { path, headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
    this.requests.push(request);
    const answer = this.answer(request);
    if (answer === 'hold') this.held.push({ request, response });
    else response.writeHead(answer.status, answer.headers).end();
    this.events.emit('request');
  }
}
