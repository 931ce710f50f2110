import type { ClientPathsWithMethod, MaybeOptionalInit, MethodResponse } from 'openapi-fetch';
import { transportOf, type ClientTransport, type FakturaClient } from './faktura-client.factory.js';
import type { paths } from './generated/schema.js';
import { parseLinkHeader } from './link-header.parser.js';
import { unwrap, type FetchResult } from './result.unwrap.js';

type GetPath = ClientPathsWithMethod<FakturaClient, 'get'>;
type GetAnswer<P extends GetPath> = MethodResponse<FakturaClient, 'get', P>;

/** The GET paths of the document that answer a JSON array: the lists. */
export type ListPath = {
  [P in GetPath]: GetAnswer<P> extends readonly unknown[] ? P : never;
}[GetPath];
/** One record of a list. */
export type ListItem<P extends ListPath> = GetAnswer<P> extends readonly (infer T)[] ? T : never;
/** The request options of a list (query, path parameters, headers). */
export type ListInit<P extends ListPath> = MaybeOptionalInit<paths[P], 'get'>;

/** Every record of a list, page after page; `total` is the X-Total of the last page read. */
export class FakturaPages<T> implements AsyncIterable<T> {
  #total: number | undefined;

  constructor(
    private readonly firstPage: () => Promise<FetchResult<unknown>>,
    private readonly sender: ClientTransport,
  ) {}

  /** X-Total (records of the whole list) once a page was read; undefined before or without it. */
  get total(): number | undefined {
    return this.#total;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    let result = await this.firstPage();
    for (;;) {
      const records = await unwrap(result);
      if (!Array.isArray(records)) throw new TypeError('A list page must be a JSON array');
      const total = Number.parseInt(result.response.headers.get('X-Total') ?? '', 10);
      this.#total = Number.isNaN(total) ? undefined : total;
      yield* records as T[];
      const next = nextPageUrl(result.response, this.sender.baseUrl);
      if (next === undefined) return;
      result = await readPage(this.sender, next);
    }
  }
}

/** Iterates every record of a list endpoint, following `Link: <...>; rel="next"`. */
export function paginate<P extends ListPath>(
  client: FakturaClient,
  path: P,
  init?: ListInit<P>,
): FakturaPages<ListItem<P>> {
  // The generic path is too wide for openapi-fetch's overloads; its types were checked above.
  const get = client.GET as (path: string, init?: unknown) => Promise<FetchResult<unknown>>;
  return new FakturaPages(() => get(path, init), transportOf(client));
}

/**
 * The next page's URL: the query of the Link target on the URL of the page just read, so that
 * the key never goes to another host (behind a proxy the API may name a different one).
 */
function nextPageUrl(response: Response, baseUrl: string): string | undefined {
  const target = parseLinkHeader(response.headers.get('Link')).get('next');
  if (target === undefined) return undefined;
  if (response.url === '') {
    // A custom fetch may answer without a URL: then only a link on the client's origin is taken.
    const next = new URL(target, baseUrl);
    if (next.origin !== new URL(baseUrl).origin) {
      throw new Error(`Link rel="next" leads away from ${baseUrl}`);
    }
    return next.href;
  }
  const current = new URL(response.url);
  current.search = new URL(target, current).search;
  return current.href;
}

async function readPage(sender: ClientTransport, url: string): Promise<FetchResult<unknown>> {
  const response = await sender.transport(
    new Request(url, { headers: { Accept: 'application/json' } }),
  );
  const text = await response.text();
  const body = text === '' ? undefined : parseJson(text);
  // Shaped as openapi-fetch answers, so the iterator's unwrap judges every page alike.
  return response.ok ? { data: body, response } : { error: body, response };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
