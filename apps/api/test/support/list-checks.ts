import type request from 'supertest';

type Call = { expect(status: number): Promise<request.Response> };
type Api = { get(path: string): Call };

const ids = (response: request.Response) => response.body.map((row: { id: number }) => row.id);

/**
 * The paging contract of every list: after `create` ran three times, page 2 of 2 per page has the
 * 3rd and 4th records of the full list, X-Page/X-Per-Page/X-Total/Link are set, and
 * `sort_by=<sortField> desc` sorts descending.
 */
export async function expectPaging(
  api: () => Api,
  path: string,
  create: () => Promise<unknown>,
  sortField: string,
): Promise<void> {
  for (let i = 0; i < 3; i++) await create();
  const all = await api().get(path).expect(200);
  const page = await api().get(`${path}?per_page=2&page=2`).expect(200);
  expect(page.headers['x-page']).toBe('2');
  expect(page.headers['x-per-page']).toBe('2');
  expect(page.headers['x-total']).toBe(String(all.body.length));
  expect(ids(page)).toEqual(ids(all).slice(2, 4));
  for (const rel of ['next', 'prev', 'first', 'last']) {
    expect(page.headers['link']).toContain(`rel="${rel}"`);
  }
  const sorted = await api().get(`${path}?sort_by=${sortField} desc`).expect(200);
  const values = sorted.body.map((row: Record<string, string>) => row[sortField]);
  expect(values).toEqual([...values].sort().reverse());
}
