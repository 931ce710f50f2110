import {
  createFakturaClient,
  FakturaApiError,
  paginate,
  type FakturaClient,
} from '../src/index.js';
import { json, startTestServer, type TestServer } from './support/test-server.js';

const RECORDS = [1, 2, 3, 4, 5].map((id) => ({ id, title: `Invoice ${id}` }));

describe('paginate', () => {
  let server: TestServer;
  let client: FakturaClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = createFakturaClient({ baseUrl: server.url, apiKey: 'k', retry: { attempts: 1 } });
  });

  afterAll(async () => {
    await server.close();
  });

  /** Pages of two like the API: X-* headers and Link with every other parameter kept. */
  const servePages = (linkHost: string) =>
    server.respond((request, response) => {
      const url = new URL(request.url, server.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      const perPage = Number(url.searchParams.get('per_page'));
      const last = Math.ceil(RECORDS.length / perPage);
      const at = (target: number) => {
        const link = new URL(url.pathname + url.search, linkHost);
        link.searchParams.set('page', String(target));
        return link.href;
      };
      const links = [`<${at(1)}>; rel="first"`, `<${at(last)}>; rel="last"`];
      if (page < last) links.unshift(`<${at(page + 1)}>; rel="next"`);
      json(response, 200, RECORDS.slice((page - 1) * perPage, page * perPage), {
        'X-Page': String(page),
        'X-Per-Page': String(perPage),
        'X-Total': String(RECORDS.length),
        Link: links.join(', '),
      });
    });

  it('yields every record across three pages and reports X-Total', async () => {
    servePages(server.url);
    const pages = paginate(client, '/api/v1/invoices', {
      params: { query: { per_page: 2, status: 'created' } },
    });
    expect(pages.total).toBeUndefined();
    const seen: number[] = [];
    for await (const invoice of pages) seen.push(invoice.id);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(pages.total).toBe(5);
    expect(server.received.map((r) => r.url)).toEqual([
      '/api/v1/invoices?per_page=2&status=created',
      '/api/v1/invoices?per_page=2&status=created&page=2',
      '/api/v1/invoices?per_page=2&status=created&page=3',
    ]);
    for (const request of server.received) {
      expect(request.headers.authorization).toBe('Token token=k');
    }
  });

  it("stays on the client's host when the Link names another one", async () => {
    servePages('http://elsewhere.example');
    const seen: number[] = [];
    for await (const invoice of paginate(client, '/api/v1/invoices', {
      params: { query: { per_page: 2 } },
    })) {
      seen.push(invoice.id);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(server.received).toHaveLength(3);
  });

  it('throws FakturaApiError when a later page fails', async () => {
    server.respond((request, response) => {
      if (request.url.includes('page=2')) return json(response, 404, { message: 'Not Found' });
      json(response, 200, RECORDS.slice(0, 2), {
        'X-Total': '5',
        Link: `<${server.url}/api/v1/invoices?page=2>; rel="next"`,
      });
    });
    const seen: number[] = [];
    const failure = (async () => {
      for await (const invoice of paginate(client, '/api/v1/invoices')) seen.push(invoice.id);
    })();
    await expect(failure).rejects.toBeInstanceOf(FakturaApiError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
    expect(seen).toEqual([1, 2]);
  });
});
