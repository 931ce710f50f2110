import type { INestApplication } from '@nestjs/common';
import { createPrismaClient, createTestDatabase, type ScratchDatabase } from '@faktura/db';
import request from 'supertest';
import { createApp } from '../src/bootstrap';
import { API_CONFIG_DEFAULTS } from '../src/platform/config/api-config';
import { type OpenApiDocument, routesOf } from './support/openapi-fuzz';
import { PgProxy } from './support/pg-proxy';
import { client, createTestAccount, type TestAccount } from './support/test-accounts';

const UNAVAILABLE = { message: 'The database is unavailable; please retry' };
/**
 * Bodies for the routes that need no key: an empty one is a 422 before any query (bad input
 * stays bad whatever the database does), so they get one that reaches the database.
 */
const VALID_BODIES: Record<string, object> = {
  'POST /api/v1/session': { email: 'owner@example.com', password: 'a long enough secret' },
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * PostgreSQL unreachable (port closed, connections cut) or shutting down (FATAL 57P03): every
 * route that needs the database answers 503 with Retry-After, the API key lookup included,
 * and the service recovers by itself once the database is back. The app reaches PostgreSQL
 * through a proxy the test can take away.
 */
describe('database unavailable', () => {
  let db: ScratchDatabase;
  let proxy: PgProxy;
  let app: INestApplication;
  let url: string;
  let a: TestAccount;
  let document: OpenApiDocument;
  let fileUrl: string;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    proxy = await PgProxy.start(db.url);
    // No key cache: every route then needs the database first (with a cached key, a body that
    // fails validation is answered 422 without it, which is right but not what this test asks).
    app = await createApp(
      { ...API_CONFIG_DEFAULTS, apiKeyCacheMs: 0, databaseUrl: proxy.urlFor(db.url), port: 0 },
      {
        logger: false,
        logDestination: { write: (line: string) => logLines.push(JSON.parse(line)) },
      },
    );
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    a = await createTestAccount(db.url);
    document = (await request(url).get('/api/v1/openapi.json').expect(200)).body;
    fileUrl = await anAttachmentLink(db.url, url, a);
  });

  afterAll(async () => {
    await app.close();
    await proxy.stop();
    await db.drop();
  });

  it('works through the proxy while the database is there', async () => {
    await client(url, a.key).get('/api/v1/users').expect(200);
    await request(url).get(new URL(fileUrl).pathname).expect(200);
  });

  it('answers 503 with Retry-After on every route when PostgreSQL is unreachable', async () => {
    await proxy.setMode('refuse');
    const answers: string[] = [];
    for (const route of routesOf(document)) {
      const path = route.template.replace(/\{[^}]+\}/g, '1');
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const call = request(url)[method](path).set('Authorization', `Token token=${a.key}`);
      const body = VALID_BODIES[`${route.method} ${route.template}`] ?? {};
      const response = route.body ? await call.send(body) : await call;
      const retryAfter = response.headers['retry-after'];
      answers.push(`${route.method} ${route.template} ${response.status} ${retryAfter}`);
      if (route.template === '/api/v1/health') {
        expect(response.body).toMatchObject({ status: 'unavailable', database: 'down' });
      } else if (route.template === '/api/v1/ready') {
        expect(response.body).toMatchObject({ status: 'not_ready', database: 'down' });
      } else if (route.template !== '/api/v1/files/{token}') {
        expect(response.body).toEqual(UNAVAILABLE);
      }
    }
    // A made-up file token is refused by its signature, before any query: 404.
    const expected = routesOf(document).map((route) =>
      route.template === '/api/v1/files/{token}'
        ? `${route.method} ${route.template} 404 undefined`
        : `${route.method} ${route.template} 503 5`,
    );
    expect(answers).toEqual(expected);
  });

  it('answers 503 for a signed file link and an unknown key too', async () => {
    const file = await request(url).get(new URL(fileUrl).pathname).expect(503);
    expect(file.body).toEqual(UNAVAILABLE);
    expect(file.headers['retry-after']).toBe('5');
    const unknownKey = await client(url, 'fk_no_such_key').get('/api/v1/users').expect(503);
    expect(unknownKey.body).toEqual(UNAVAILABLE);
    // Without any key nothing needs the database: still 401.
    await request(url).get('/api/v1/users').expect(401);
  });

  it('logs the 503 with its reason, not as an unexpected error', async () => {
    await client(url, a.key).get('/api/v1/users').set('X-Request-Id', 'db-down-1').expect(503);
    await waitForLine((line) => line.request_id === 'db-down-1' && line.status === 503);
    const line = logLines.find((entry) => entry.request_id === 'db-down-1' && entry.status);
    expect(line).toMatchObject({ level: 50, error_code: 'database_unavailable' });
    expect(logLines.some((entry) => entry.msg === 'unexpected error')).toBe(false);
  });

  it('answers 503 while PostgreSQL is shutting down (57P03)', async () => {
    await proxy.setMode('shutting_down');
    const response = await client(url, a.key).get('/api/v1/users').expect(503);
    expect(response.body).toEqual(UNAVAILABLE);
    expect(response.headers['retry-after']).toBe('5');
    const write = await client(url, a.key)
      .post('/api/v1/users', { firstname: 'A', lastname: 'B', email: 'ab@example.com' })
      .expect(503);
    expect(write.body).toEqual(UNAVAILABLE);
  });

  it('answers 503 when the database host accepts connections but never answers', async () => {
    await proxy.setMode('silent');
    // The pool's connect timeout (10 s) ends the wait; no request hangs.
    const response = await client(url, a.key).get('/api/v1/users').expect(503);
    expect(response.body).toEqual(UNAVAILABLE);
    expect(response.headers['retry-after']).toBe('5');
  });

  it('recovers by itself once the database is back', async () => {
    await proxy.setMode('forward');
    await client(url, a.key).get('/api/v1/users').expect(200);
    await client(url, a.key)
      .post('/api/v1/users', { firstname: 'A', lastname: 'B', email: 'back@example.com' })
      .expect(200);
    await request(url).get('/api/v1/health').expect(200);
  });

  async function waitForLine(match: (line: Record<string, unknown>) => boolean): Promise<void> {
    // The response can reach the client just before the server's "finish" writes the line.
    // A bound for a hung server, not an expectation: a loaded machine may take seconds.
    for (let round = 0; round < 2400 && !logLines.some(match); round++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
});

/** An offer with an attachment; its signed `file_url`. */
async function anAttachmentLink(databaseUrl: string, url: string, a: TestAccount): Promise<string> {
  const prisma = createPrismaClient(databaseUrl, { max: 1 });
  try {
    await prisma.vatCodeSale.create({ data: { accountId: a.accountId, code: 'V19', tax: '19' } });
  } finally {
    await prisma.$disconnect();
  }
  const offer = await client(url, a.key)
    .post('/api/v1/offers', {
      recipient_address: 'Kunde',
      date: '2026-05-01',
      due_date: '2026-06-01',
      title: 'With a file',
      tax: 19,
      currency: 'EUR',
      items: [],
    })
    .expect(201);
  const attachment = await client(url, a.key)
    .post(`/api/v1/offers/${offer.body.id}/attachments`, {
      attachment: { filename: 'terms.pdf', base64: PDF.toString('base64') },
    })
    .expect(201);
  return attachment.body.file_url as string;
}
