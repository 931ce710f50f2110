import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. `/api/v1/invoices?page=2`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers one request; `index` counts the requests since the last `respond`. */
export type Responder = (request: ReceivedRequest, response: ServerResponse, index: number) => void;

/** A node:http server on a free port that records every request and answers as told. */
export interface TestServer {
  url: string;
  received: ReceivedRequest[];
  /** Answers the following requests with `responder` and forgets the ones before. */
  respond(responder: Responder): void;
  close(): Promise<void>;
}

/** Starts a TestServer on 127.0.0.1; it answers 500 until `respond` is called. */
export async function startTestServer(): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  let responder: Responder = (_request, response) => response.writeHead(500).end();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    received.push(request);
    responder(request, res, received.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    respond: (next) => {
      received.length = 0;
      responder = next;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Sends `body` as JSON with `status` and extra headers. */
export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
