import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app';

const SNAPSHOT = join(__dirname, '../../../../packages/client/openapi/faktura.openapi.json');

const REFRESH_HINT = [
  'packages/client/openapi/faktura.openapi.json is not the API document any more, so',
  "@faktura/client's generated types are stale. Refresh the snapshot and its types against a",
  'running API (`npm start`):',
  '  FAKTURA_URL=http://127.0.0.1:3000 pnpm --filter @faktura/client openapi:update',
  'and commit both files.',
].join('\n');

type Document = { paths?: Record<string, unknown>; components?: { schemas?: object } };

/** The operations and schemas that were added, removed or changed, for the failure message. */
function differences(committed: Document, live: Document): string[] {
  const compare = (kind: string, before: object = {}, after: object = {}) => {
    const a = before as Record<string, unknown>;
    const b = after as Record<string, unknown>;
    return [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
      .map(
        (key) => `${kind} ${key}: ${!(key in a) ? 'added' : !(key in b) ? 'removed' : 'changed'}`,
      );
  };
  const found = [
    ...compare('path', committed.paths, live.paths),
    ...compare('schema', committed.components?.schemas, live.components?.schemas),
  ];
  return found.length > 0 ? found : ['(elsewhere in the document, or only the key order)'];
}

describe("@faktura/client's OpenAPI snapshot", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('is the document the running API serves', async () => {
    const response = await fetch(`${t.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const live = (await response.json()) as Document;
    const committed = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Document;
    // Compared as JSON with its key order (which the generated types follow), not as text.
    if (JSON.stringify(committed) !== JSON.stringify(live)) {
      const changes = differences(committed, live);
      const shown = changes.slice(0, 20).join('\n  ');
      const more = changes.length > 20 ? `\n  ... and ${changes.length - 20} more` : '';
      throw new Error(`${REFRESH_HINT}\n\nDifferences:\n  ${shown}${more}`);
    }
  });
});
