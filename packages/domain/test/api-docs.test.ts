import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const COMMITTED = join(ROOT, '..', '..', 'docs', 'domain-api', 'README.md');

/**
 * docs/domain-api is TypeDoc's output for the entry point's doc comments; a changed comment or
 * export without `pnpm --filter @faktura/domain docs` leaves it behind, which this test finds.
 */
describe('the generated API documentation', () => {
  let out: string;

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'faktura-domain-docs-'));
  });

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('is what TypeDoc makes of the sources now', () => {
    // The package exports no path to its command; it sits next to its package.json.
    const typedoc = join(require.resolve('typedoc/package.json'), '..', 'bin', 'typedoc');
    execFileSync(process.execPath, [typedoc, '--out', out, '--logLevel', 'Warn'], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    expect(readFileSync(join(out, 'README.md'), 'utf8')).toBe(readFileSync(COMMITTED, 'utf8'));
  });
});
