import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Reads a package's version from its package.json, found next to a resolvable file of it. */
function versionNextTo(resolvedFile: string): string {
  const manifest = JSON.parse(readFileSync(join(dirname(resolvedFile), 'package.json'), 'utf8'));
  return manifest.version as string;
}

describe('installed Prisma versions', () => {
  it('pairs the wasm schema engine with the engines version the CLI was built for', () => {
    // Bump prisma and @prisma/schema-engine-wasm together: the wasm build must be the exact
    // prisma-engines commit of the CLI, or the JSON-RPC shapes may not match.
    const cli = require.resolve('prisma/package.json');
    const engines = require.resolve('@prisma/engines/package.json', { paths: [cli] });
    const enginesVersion = require.resolve('@prisma/engines-version/package.json', {
      paths: [engines],
    });
    const wasm = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    expect(versionNextTo(wasm)).toBe(versionNextTo(enginesVersion));
  });
});
