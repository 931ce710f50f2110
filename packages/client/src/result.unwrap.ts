import { FakturaApiError } from './faktura-api.error.js';

/** What openapi-fetch answers: `data` for 2xx, `error` (the parsed body) otherwise. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a 2xx answer; any other status throws a FakturaApiError. */
export async function unwrap<T>(result: FetchResult<T> | Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await result;
  if (!response.ok) throw FakturaApiError.fromResponse(response, error);
  // An empty 2xx (204) has no data; its type says so where the document does.
  return data as T;
}
