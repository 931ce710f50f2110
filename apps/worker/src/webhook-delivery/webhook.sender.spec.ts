import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupFunction } from 'node:net';
import { sendWebhook } from './webhook.sender';

/** A receiver on loopback that records the requests it got and answers with `handle`. */
async function receiver(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const requests: { url: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body: Buffer.concat(chunks).toString() });
      handle(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const headers = { 'Content-Type': 'application/json' };
const open = { allowPrivate: true };
const guarded = { allowPrivate: false };

describe('sendWebhook', () => {
  const servers: { close: () => Promise<unknown> }[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  async function start(handle: (req: IncomingMessage, res: ServerResponse) => void) {
    const server = await receiver(handle);
    servers.push(server);
    return server;
  }

  it('posts the body and succeeds on 2xx', async () => {
    const server = await start((_req, res) => res.writeHead(204).end());
    const result = await sendWebhook(server.url, '{"id":1}', headers, open);
    expect(result).toMatchObject({ status: 204, error: null, retryAfterMs: null });
    expect(server.requests).toEqual([{ url: '/hook', body: '{"id":1}' }]);
  });

  it('fails an error answer and reads Retry-After of 429 and 503 only', async () => {
    let status = 503;
    const server = await start((_req, res) => res.writeHead(status, { 'Retry-After': '7' }).end());
    expect(await sendWebhook(server.url, '{}', headers, open)).toMatchObject({
      status: 503,
      error: 'HTTP 503',
      retryAfterMs: 7000,
    });
    status = 500;
    expect(await sendWebhook(server.url, '{}', headers, open)).toMatchObject({
      status: 500,
      retryAfterMs: null,
    });
  });

  it('does not follow a redirect: the target gets no request', async () => {
    const target = await start((_req, res) => res.writeHead(204).end());
    const server = await start((_req, res) => res.writeHead(302, { Location: target.url }).end());
    const result = await sendWebhook(server.url, '{}', headers, open);
    expect(result).toMatchObject({ status: 302, error: 'HTTP 302 (redirects are not followed)' });
    expect(target.requests).toEqual([]);
  });

  it('stops reading an endless answer after 64 KiB instead of waiting for its end', async () => {
    let closed!: () => void;
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    const server = await start((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      const chunk = Buffer.alloc(16 * 1024, 120);
      const more = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', more);
      res.on('close', closed);
      more();
    });
    // Ten minutes to find the end: only the cap can settle it before the test's own timeout.
    const result = await sendWebhook(server.url, '{}', headers, { ...open, timeoutMs: 600_000 });
    expect(result).toMatchObject({ status: 200, error: null });
    await serverSawClose;
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const server = await start(() => undefined);
    const result = await sendWebhook(server.url, '{}', headers, { ...open, timeoutMs: 200 });
    expect(result).toMatchObject({ status: null, error: 'no answer within 0.2 s' });
    expect(server.requests).toHaveLength(1);
  });

  it('refuses loopback, private and metadata addresses before sending anything', async () => {
    const server = await start((_req, res) => res.writeHead(204).end());
    const cases: [string, RegExp][] = [
      [server.url, /^address 127\.0\.0\.1 is not allowed \(loopback\)$/],
      [`http://2130706433:${server.port}/`, /^address 127\.0\.0\.1 is not allowed/],
      [`http://[::ffff:127.0.0.1]:${server.port}/`, /^address ::ffff:7f00:1 is not allowed/],
      [`http://localhost:${server.port}/`, /^address (127\.0\.0\.1|::1) is not allowed/],
      ['http://10.0.0.1/', /^address 10\.0\.0\.1 is not allowed \(private\)$/],
      ['http://169.254.169.254/latest/meta-data/', /is not allowed \(link-local\)$/],
    ];
    for (const [url, error] of cases) {
      const result = await sendWebhook(url, '{}', headers, guarded);
      expect(result.status).toBeNull();
      expect(result.error).toMatch(error);
    }
    expect(server.requests).toEqual([]);
  });

  it('refuses a name that resolves to loopback through the resolver it is given', async () => {
    const server = await start((_req, res) => res.writeHead(204).end());
    const resolve: LookupFunction = (_hostname, _options, callback) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }]);
    const result = await sendWebhook(`http://hooks.example.com:${server.port}/`, '{}', headers, {
      ...guarded,
      resolve,
    });
    expect(result.error).toBe(
      'address 127.0.0.1 is not allowed (loopback): hooks.example.com resolves to it',
    );
    expect(server.requests).toEqual([]);
  });

  it('sends only http(s)', async () => {
    for (const url of ['ftp://example.org/x', 'file:///etc/passwd', 'gopher://example.org/']) {
      expect((await sendWebhook(url, '{}', headers, guarded)).error).toMatch(
        /^the hook must be an http or https URL/,
      );
    }
    expect((await sendWebhook('not a url', '{}', headers, guarded)).error).toBe(
      'the hook is not a valid URL',
    );
  });
});
