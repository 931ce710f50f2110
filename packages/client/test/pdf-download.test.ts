import {
  createFakturaClient,
  downloadPdf,
  FakturaApiError,
  type FakturaClient,
} from '../src/index.js';
import { json, startTestServer, type TestServer } from './support/test-server.js';

describe('downloadPdf', () => {
  let server: TestServer;
  let client: FakturaClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = createFakturaClient({ baseUrl: server.url, apiKey: 'k', retry: { attempts: 1 } });
  });

  afterAll(async () => {
    await server.close();
  });

  it('streams the bytes of the PDF as they arrive', async () => {
    // Two chunks; the second is written only once the client read the first, so the test
    // proves the body is a stream and not a buffered whole.
    let second: (() => void) | undefined;
    server.respond((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/pdf' });
      response.write(Buffer.from('%PDF-1.7\n'));
      second = () => response.end(Buffer.from([0x00, 0xff, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46]));
    });
    const stream = await downloadPdf(client, '/api/v1/invoices/{id}.pdf', {
      params: { path: { id: 12 }, query: { format: 'regular' } },
    });
    const reader = stream.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value ?? []).toString('latin1')).toBe('%PDF-1.7\n');
    second?.();
    const rest: Uint8Array[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest.push(chunk.value);
    }
    expect([...Buffer.concat(rest)]).toEqual([0x00, 0xff, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46]);
    expect(server.received[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/invoices/12.pdf?format=regular',
    });
    expect(server.received[0].headers.authorization).toBe('Token token=k');
  });

  it('throws FakturaApiError for an error status', async () => {
    server.respond((_request, response) => json(response, 404, { message: 'Not Found' }));
    const failure = downloadPdf(client, '/api/v1/offers/{id}.pdf', { params: { path: { id: 9 } } });
    await expect(failure).rejects.toBeInstanceOf(FakturaApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, body: { message: 'Not Found' } });
  });
});
