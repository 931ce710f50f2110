import { createFakturaClient, FakturaApiError, unwrap, type FakturaClient } from '../src/index.js';
import { json, startTestServer, type TestServer } from './support/test-server.js';

describe('FakturaApiError from the API error shapes', () => {
  let server: TestServer;
  let client: FakturaClient;
  const failure = async (status: number, body: unknown) => {
    server.respond((_request, response) =>
      json(response, status, body, { 'X-Request-Id': 'req-42' }),
    );
    const error = await unwrap(
      client.PUT('/api/v1/companies/{id}', { params: { path: { id: 3 } }, body: { name: 'X' } }),
    ).catch((e: unknown) => e);
    if (!(error instanceof FakturaApiError)) throw new Error('expected a FakturaApiError');
    return error;
  };

  beforeAll(async () => {
    server = await startTestServer();
    client = createFakturaClient({ baseUrl: server.url, apiKey: 'k', retry: { attempts: 1 } });
  });

  afterAll(async () => {
    await server.close();
  });

  it('decodes {"message"} of a 404 and a 409', async () => {
    const notFound = await failure(404, { message: 'Not Found' });
    expect(notFound).toBeInstanceOf(Error);
    expect(notFound).toMatchObject({
      name: 'FakturaApiError',
      status: 404,
      body: { message: 'Not Found' },
      message: 'Faktura answered 404: Not Found',
      fieldErrors: undefined,
      ruleErrors: undefined,
      requestId: 'req-42',
    });
    const conflict = await failure(409, { message: 'Idempotency-Key reused' });
    expect(conflict).toMatchObject({
      status: 409,
      message: 'Faktura answered 409: Idempotency-Key reused',
    });
  });

  it('decodes the field errors of a 422', async () => {
    const body = { errors: { name: ["can't be blank"], 'items[2].quantity': ['is not a number'] } };
    const error = await failure(422, body);
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual(body.errors);
    expect(error.ruleErrors).toBeUndefined();
    expect(error.message).toBe(
      "Faktura answered 422: name: can't be blank; items[2].quantity: is not a number",
    );
  });

  it('decodes the rule errors of a 422', async () => {
    const error = await failure(422, { errors: ['Invoice is locked', 'Offer is billed'] });
    expect(error.ruleErrors).toEqual(['Invoice is locked', 'Offer is billed']);
    expect(error.fieldErrors).toBeUndefined();
    expect(error.message).toBe('Faktura answered 422: Invoice is locked; Offer is billed');
  });

  it('keeps a body that is not JSON as text', async () => {
    server.respond((_request, response) => response.writeHead(502).end('Bad gateway'));
    const error = await unwrap(client.GET('/api/v1/account')).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      body: 'Bad gateway',
      message: 'Faktura answered 502',
    });
  });
});
