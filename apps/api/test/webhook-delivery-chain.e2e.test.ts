import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { connect } from 'node:net';
import { startChild, waitUntil, type TestChild } from '@faktura/test-support';
import { startTestApp, type TestApp } from './support/test-app';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver in the test process that records each POST and answers 204. */
async function startReceiver(): Promise<{
  server: Server;
  url: string;
  next(): Promise<Received>;
}> {
  const received: Received[] = [];
  const waiting: ((request: Received) => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(204).end();
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const waiter = waiting.shift();
      if (waiter) waiter(request);
      else received.push(request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}/hook`,
    next: () => {
      const early = received.shift();
      return early ? Promise.resolve(early) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** The README's receiver example, as written there, listening on `port`. */
function readmeReceiverSource(port: number): string {
  const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');
  const example = /A receiver in Node:\n\n```js\n([\s\S]*?)```/.exec(readme);
  if (!example) throw new Error('README has no receiver example');
  return example[1].replace('server.listen(8080)', `server.listen(${port})`);
}

/**
 * The whole way of an event: an API write, its outbox row, the worker's drain, a real receiver.
 * The README's receiver example accepts what Faktura signs and refuses a wrong secret.
 */
describe('web hooks from the API write to the receiver', () => {
  let t: TestApp;
  let account: TestAccount;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const children: TestChild[] = [];

  beforeAll(async () => {
    t = await startTestApp({}, { worker: { webhooks: { allowPrivate: true } } });
    account = await createTestAccount(t.db.url);
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await Promise.all(children.map((child) => child.stop()));
    await new Promise((resolve) => receiver?.server.close(resolve));
    await t?.close();
  });

  const api = () => client(t.url, account.key);
  const subscribe = async (target: string, event: string, hook: string) =>
    (await api().post('/api/v1/account/web_hooks', { target, event, hook }).expect(200)).body as {
      id: number;
      secret: string;
    };

  it('POSTs the record as GET returns it, signed under both header sets', async () => {
    const { secret } = await subscribe('Company', 'create', receiver.url);
    const created = await api()
      .post('/api/v1/companies', { name: 'Hook Test GmbH', type: 'customer' })
      .expect(200);
    const { headers, body } = await receiver.next();
    const shown = await api().get(`/api/v1/companies/${created.body.id}`).expect(200);
    expect(JSON.parse(body)).toEqual(shown.body);
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'x-moco-target': 'Company',
      'x-moco-event': 'create',
      'x-moco-user-id': String(account.userId),
      'x-moco-signature': createHmac('sha256', secret).update(body).digest('hex'),
    });
    expect(String(headers['x-moco-account-url'])).toMatch(
      /^http:\/\/[a-z0-9-]+\.127\.0\.0\.1:\d+$/,
    );
    const id = String(headers['webhook-id']);
    const timestamp = String(headers['webhook-timestamp']);
    expect(id).toMatch(/^msg_\d+$/);
    const signed = createHmac('sha256', Buffer.from(secret, 'utf8'))
      .update(`${id}.${timestamp}.${body}`)
      .digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${signed}`);
    expect(Math.abs(Number(timestamp) * 1000 - Date.now())).toBeLessThan(300_000);
  });

  it('is accepted by the README example, which refuses a wrong secret', async () => {
    const ports = [await freePort(), await freePort()];
    const good = await subscribe('Deal', 'create', `http://127.0.0.1:${ports[0]}/`);
    const bad = await subscribe('Deal', 'create', `http://127.0.0.1:${ports[1]}/`);
    for (const [index, secret] of [good.secret, 'f'.repeat(32)].entries()) {
      const source = readmeReceiverSource(ports[index]);
      const env = { ...process.env, HOOK_SECRET: secret };
      children.push(startChild(process.execPath, ['-e', source], { env }));
    }
    for (const port of ports) await waitUntil(() => accepts(port), 60_000, `port ${port} open`);
    await api().post('/api/v1/deals', { name: 'Signed deal', currency: 'EUR' }).expect(200);
    const [accepted, refused] = await Promise.all([good.id, bad.id].map(firstAttempt));
    expect(accepted).toMatchObject({ response_status: 204, error: null });
    expect(refused).toMatchObject({ response_status: 401 });
    await children[0].waitForOutput(/Deal create \{"id":\d+,.*"name":"Signed deal"/);
  });

  /** The first recorded attempt of the hook's only delivery (read through the deliveries route). */
  async function firstAttempt(hookId: number): Promise<Record<string, unknown>> {
    let attempts: Record<string, unknown>[] = [];
    await waitUntil(
      async () => {
        const { body } = await api()
          .get(`/api/v1/account/web_hooks/${hookId}/deliveries`)
          .expect(200);
        attempts = (body as { attempt_log: Record<string, unknown>[] }[])[0]?.attempt_log ?? [];
        return attempts.length > 0;
      },
      60_000,
      `an attempt of hook ${hookId}`,
    );
    return attempts[attempts.length - 1];
  }
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something listens on the port (the example receiver has started). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
