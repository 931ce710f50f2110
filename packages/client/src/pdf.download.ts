import type { ClientPathsWithMethod, MaybeOptionalInit } from 'openapi-fetch';
import type { FakturaClient } from './faktura-client.factory.js';
import type { paths } from './generated/schema.js';
import { unwrap, type FetchResult } from './result.unwrap.js';

/** The GET paths that answer a PDF (`/api/v1/invoices/{id}.pdf`, ...). */
export type PdfPath = Extract<ClientPathsWithMethod<FakturaClient, 'get'>, `${string}.pdf`>;

/** Fetches a PDF and answers its body as a stream; an error status throws FakturaApiError. */
export async function downloadPdf<P extends PdfPath>(
  client: FakturaClient,
  path: P,
  init: MaybeOptionalInit<paths[P], 'get'>,
): Promise<ReadableStream<Uint8Array>> {
  // The generic path is too wide for openapi-fetch's overloads; its types were checked above.
  const get = client.GET as (path: string, init: object) => Promise<DownloadResult>;
  const data = await unwrap(get(path, { ...init, parseAs: 'stream' }));
  if (!data) throw new Error(`${path} answered without a body`);
  return data;
}

type DownloadResult = FetchResult<ReadableStream<Uint8Array> | null>;
