import { createFakturaClient, FakturaApiError, unwrap, type FakturaClient } from '../src/index.js';
import { json, startTestServer, type TestServer } from './support/test-server.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const COMPANY = { type: 'customer' as const, name: 'Kunde AG' };

describe('createFakturaClient: key, Idempotency-Key and retries', () => {
  let server: TestServer;
  const client = (
    options: { attempts?: number; maxDelayMs?: number; idempotency?: boolean } = {},
  ) =>
    createFakturaClient({
      baseUrl: server.url,
      apiKey: 'secret-key',
      retry: { attempts: options.attempts, maxDelayMs: options.maxDelayMs ?? 50 },
      idempotency: options.idempotency,
    });
  const createCompany = (c: FakturaClient, headers: Record<string, string> = {}) =>
    c.POST('/api/v1/companies', { body: COMPANY, headers });

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('sends the key on every request and an Idempotency-Key on POST only', async () => {
    server.respond((_request, response) => json(response, 200, { id: 1 }));
    const c = client();
    await unwrap(c.GET('/api/v1/companies/{id}', { params: { path: { id: 1 } } }));
    await unwrap(createCompany(c));
    await unwrap(createCompany(c));
    const [get, post1, post2] = server.received;
    expect(server.received.map((r) => r.headers.authorization)).toEqual([
      'Token token=secret-key',
      'Token token=secret-key',
      'Token token=secret-key',
    ]);
    expect(get).toMatchObject({ method: 'GET', url: '/api/v1/companies/1' });
    expect(get.headers).not.toHaveProperty('idempotency-key');
    expect(post1.headers['idempotency-key']).toMatch(UUID);
    expect(post2.headers['idempotency-key']).toMatch(UUID);
    expect(post2.headers['idempotency-key']).not.toBe(post1.headers['idempotency-key']);
  });

  it("keeps the caller's Idempotency-Key and adds none when idempotency is off", async () => {
    server.respond((_request, response) => json(response, 200, { id: 1 }));
    await unwrap(createCompany(client(), { 'Idempotency-Key': 'mine-1' }));
    await unwrap(createCompany(client({ idempotency: false })));
    expect(server.received[0].headers['idempotency-key']).toBe('mine-1');
    expect(server.received[1].headers).not.toHaveProperty('idempotency-key');
  });

  it('retries 429 and 503 with the same Idempotency-Key and the whole body each time', async () => {
    server.respond((_request, response, index) => {
      if (index === 0) return json(response, 429, { message: 'Slow down' }, { 'Retry-After': '0' });
      if (index === 1) return json(response, 503, { message: 'Busy' }, { 'Retry-After': '0' });
      json(response, 200, { id: 7, name: 'Kunde AG' });
    });
    const company = await unwrap(createCompany(client({ maxDelayMs: 30_000 })));
    expect(company).toEqual({ id: 7, name: 'Kunde AG' });
    expect(server.received).toHaveLength(3);
    const keys = new Set(server.received.map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(UUID);
    for (const request of server.received) expect(JSON.parse(request.body)).toEqual(COMPANY);
  });

  it('waits as long as Retry-After says', async () => {
    server.respond((_request, response, index) =>
      index === 0
        ? json(response, 503, { message: 'Busy' }, { 'Retry-After': '1' })
        : json(response, 200, { id: 1 }),
    );
    const started = performance.now();
    await unwrap(createCompany(client({ maxDelayMs: 30_000 })));
    expect(server.received).toHaveLength(2);
    // Timers may fire a millisecond early; 1 s means "not before about a second".
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('waits no longer than maxDelayMs, whatever Retry-After or the backoff says', async () => {
    // Retry-After of an hour, then no Retry-After (backoff of 2 s): both capped at 20 ms.
    server.respond((_request, response, index) => {
      if (index === 0) return json(response, 429, { message: 'Later' }, { 'Retry-After': '3600' });
      if (index === 1) return json(response, 503, { message: 'Busy' });
      json(response, 200, { id: 1 });
    });
    await unwrap(createCompany(client({ maxDelayMs: 20 })));
    expect(server.received).toHaveLength(3);
  });

  it('stops after `attempts` tries and answers the last error', async () => {
    server.respond((_request, response) =>
      json(response, 429, { message: 'Too Many Requests' }, { 'Retry-After': '0' }),
    );
    const error = await unwrap(createCompany(client({ attempts: 2 }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FakturaApiError);
    expect(error).toMatchObject({ status: 429, body: { message: 'Too Many Requests' } });
    expect(server.received).toHaveLength(2);
  });

  it('does not retry other errors', async () => {
    server.respond((_request, response) => json(response, 500, { message: 'Internal' }));
    await expect(unwrap(createCompany(client()))).rejects.toMatchObject({ status: 500 });
    expect(server.received).toHaveLength(1);
  });

  it('refuses attempts below 1', () => {
    expect(() => client({ attempts: 0 })).toThrow(RangeError);
  });
});
