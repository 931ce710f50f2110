// `openapi:update` fetches the document of a running Faktura (FAKTURA_URL, default
// http://127.0.0.1:3000) into the snapshot, then regenerates src/generated/schema.ts from it;
// `openapi:types` (--types-only) regenerates only the types from the committed snapshot.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { URL } from 'node:url';
import { SCHEMA_PATH, SNAPSHOT_PATH, schemaTypes, snapshotText } from './schema-types.mjs';

const typesOnly = process.argv.includes('--types-only');

if (!typesOnly) {
  const base = process.env.FAKTURA_URL ?? 'http://127.0.0.1:3000';
  // Relative to the base with a trailing slash, so that a path prefix (`.../faktura`) is kept.
  const url = new URL('api/v1/openapi.json', base.endsWith('/') ? base : `${base}/`);
  const response = await globalThis.fetch(url).catch((error) => {
    console.error(
      `GET ${url} failed (${error.cause?.code ?? error.message}); is Faktura running there?`,
    );
    process.exit(1);
  });
  if (!response.ok) {
    console.error(`GET ${url} answered ${response.status}; is Faktura running there?`);
    process.exit(1);
  }
  await writeFile(SNAPSHOT_PATH, await snapshotText(await response.json()));
  console.log(`wrote ${SNAPSHOT_PATH} from ${url}`);
}

await mkdir(dirname(SCHEMA_PATH), { recursive: true });
await writeFile(SCHEMA_PATH, await schemaTypes());
console.log(`wrote ${SCHEMA_PATH}`);
