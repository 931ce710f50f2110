import type request from 'supertest';

type Call = { expect(status: number): Promise<request.Response> };
type Api = {
  get(path: string): Call;
  put(path: string, body?: object): Call;
  delete(path: string, body?: object): Call;
};

/** A valid PUT the foreign record must survive, and the field that must keep its value. */
export interface ForeignChange {
  body: object;
  field: string;
}

const RENAME: ForeignChange = { body: { name: 'Hijack' }, field: 'name' };

/**
 * Another account's record at `${path}/${foreign.id}` answers exactly like a missing one for
 * reads, changes (a rename unless `change` says otherwise) and deletes, stays untouched for its
 * owner, and never shows up in `ids` (of `listPath`: a nested record's list may be another).
 */
export async function expectForeignRecordHidden(
  api: Api,
  owner: Api,
  path: string,
  foreign: { id: number } & Record<string, unknown>,
  change: ForeignChange = RENAME,
  listPath: string = path,
): Promise<void> {
  const response = await api.get(`${path}/${foreign.id}`).expect(404);
  const missing = await api.get(`${path}/99999999`).expect(404);
  expect(response.body).toEqual(missing.body);
  await api.get(`${path}/abc`).expect(404);
  await api.put(`${path}/${foreign.id}`, change.body).expect(404);
  await api.delete(`${path}/${foreign.id}`).expect(404);
  const kept = (await owner.get(`${path}/${foreign.id}`).expect(200)).body as Record<
    string,
    unknown
  >;
  expect(kept[change.field]).toBe(foreign[change.field]);
  const listed = await api.get(`${listPath}?ids=${foreign.id}`).expect(200);
  expect(listed.body).toEqual([]);
}
