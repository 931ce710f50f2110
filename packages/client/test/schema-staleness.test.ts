import { readFileSync } from 'node:fs';

describe('src/generated/schema.ts', () => {
  it('is what openapi-typescript makes of the committed snapshot', async () => {
    const { SCHEMA_PATH, schemaTypes } = await import('../scripts/schema-types.mjs');
    const committed = readFileSync(SCHEMA_PATH, 'utf8');
    const generated = await schemaTypes();
    if (generated !== committed) {
      throw new Error(
        'src/generated/schema.ts differs from what openapi-typescript makes of ' +
          'openapi/faktura.openapi.json (edited by hand, or not regenerated): run ' +
          '`pnpm --filter @faktura/client openapi:types` and commit the result.',
      );
    }
    expect(generated).toContain('export interface paths');
  });
});
