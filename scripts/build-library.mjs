// The build of a library package other projects install (packages/domain, packages/client), run
// in the package's folder: CommonJS in dist/cjs (tsconfig.build.json) and ESM in dist/esm
// (tsconfig.esm.json), each with its type declarations and a package.json that tells Node (and
// TypeScript) which module kind the folder holds.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = process.cwd();
const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
rmSync(join(root, 'dist'), { recursive: true, force: true });
for (const [config, folder, type] of [
  ['tsconfig.build.json', 'cjs', 'commonjs'],
  ['tsconfig.esm.json', 'esm', 'module'],
]) {
  execFileSync(process.execPath, [tsc, '-p', join(root, config)], { stdio: 'inherit', cwd: root });
  mkdirSync(join(root, 'dist', folder), { recursive: true });
  writeFileSync(join(root, 'dist', folder, 'package.json'), `${JSON.stringify({ type })}\n`);
}
