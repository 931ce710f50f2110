import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Extractor, ExtractorConfig, type ExtractorMessage } from '@microsoft/api-extractor';

const ROOT = join(__dirname, '..');

/**
 * The package's public API (what the built entry point's declarations export) must equal the
 * committed report, api-report/domain.api.md: a change of it is a decision (semver, CHANGELOG), never
 * an accident. After an intended change: `pnpm --filter @faktura/domain api-report`.
 */
describe('the public API of @faktura/domain', () => {
  it('is the one in api-report/domain.api.md', () => {
    const entry = join(ROOT, 'dist', 'cjs', 'index.d.ts');
    expect(existsSync(entry)).toBe(true);
    const config = ExtractorConfig.loadFileAndPrepare(join(ROOT, 'api-extractor.json'));
    const messages: string[] = [];
    const result = Extractor.invoke(config, {
      localBuild: false,
      messageCallback: (message: ExtractorMessage) => {
        // Warnings and errors (a forgotten export, say); not the progress lines.
        if (message.logLevel === 'warning' || message.logLevel === 'error') {
          messages.push(message.text);
        }
        message.handled = true;
      },
    });
    if (result.apiReportChanged) {
      const now = readFileSync(join(ROOT, 'dist', 'api-report', 'domain.api.md'), 'utf8');
      // The whole new report, so the failure shows what changed against the committed one.
      expect(now).toBe(readFileSync(join(ROOT, 'api-report', 'domain.api.md'), 'utf8'));
    }
    expect({ succeeded: result.succeeded, messages }).toEqual({ succeeded: true, messages: [] });
  });
});
