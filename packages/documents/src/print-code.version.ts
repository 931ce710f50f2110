import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// Compiled code (dist/*.js), or the sources when tests run them (src/*.ts).
const isCode = (name: string) =>
  /\.(js|ts)$/.test(name) && !name.endsWith('.d.ts') && !/\.spec\.ts$/.test(name);

function digestOfFolders(folders: readonly string[]): string {
  const hash = createHash('sha256');
  for (const folder of folders) {
    for (const name of readdirSync(folder).filter(isCode).sort()) {
      hash.update(`${name}\n`);
      hash.update(readFileSync(join(folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

let version: string | null = null;

/**
 * A digest of the code that turns stored rows into a printed document: this package (views,
 * templates) and @faktura/domain (totals, formats). It is part of every print key, so a deploy
 * that changes how documents print finds none of the old keys and builds each document again
 * (the content hash then decides whether Chromium must run), with no version to remember.
 */
export function printCodeVersion(): string {
  version ??= digestOfFolders([__dirname, dirname(require.resolve('@faktura/domain'))]);
  return version;
}
