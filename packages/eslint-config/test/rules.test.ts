import { ESLint } from 'eslint';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

/** Lints `code` as if it were the file at `path` (relative to the repository root). */
async function messagesFor(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('packages/domain stays pure', () => {
  it.each([
    ['@nestjs/common', "import { Injectable } from '@nestjs/common';"],
    ['prisma', "import { PrismaClient } from '@faktura/db';"],
    ['fs', "import { readFileSync } from 'fs';"],
    ['node:fs', "import { readFileSync } from 'node:fs';"],
    ['http', "import { request } from 'node:http';"],
    ['pg', "import { Pool } from 'pg';"],
  ])('forbids importing %s', async (_name, code) => {
    const messages = await messagesFor(
      'packages/domain/src/example.ts',
      `${code}\nexport const x = 1;\n`,
    );
    expect(messages.some((message) => message.startsWith('no-restricted-imports'))).toBe(true);
  });

  it('forbids process, fetch and timers', async () => {
    const messages = await messagesFor(
      'packages/domain/src/example.ts',
      'export const env = process.env.X;\nexport const f = fetch;\n',
    );
    expect(messages.filter((message) => message.startsWith('no-restricted-globals'))).toHaveLength(
      2,
    );
  });

  it('allows relative imports and decimal.js', async () => {
    const messages = await messagesFor(
      'packages/domain/src/example.ts',
      "import Decimal from 'decimal.js';\nimport { x } from './other';\nexport const y = new Decimal(x);\n",
    );
    expect(messages).toEqual([]);
  });

  it('allows fast-check in tests only', async () => {
    const code = "import fc from 'fast-check';\nexport const a = fc.integer();\n";
    expect(await messagesFor('packages/domain/src/money.spec.ts', code)).toEqual([]);
    expect((await messagesFor('packages/domain/src/money.ts', code)).length).toBeGreaterThan(0);
  });

  it('lets the tests of the built package (test/) read files', async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n";
    expect(await messagesFor('packages/domain/test/api-report.test.ts', code)).toEqual([]);
    expect((await messagesFor('packages/domain/src/money.ts', code)).length).toBeGreaterThan(0);
  });
});

describe('packages are imported through their entry point', () => {
  it('forbids deep imports into another package', async () => {
    const messages = await messagesFor(
      'apps/api/src/example.ts',
      "import { x } from '@faktura/domain/src/money';\nexport const y = x;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Import a package through its entry point')]);
  });

  it('allows the entry point itself', async () => {
    const messages = await messagesFor(
      'apps/api/src/example.ts',
      "import { DomainError } from '@faktura/domain';\nexport const y = DomainError;\n",
    );
    expect(messages).toEqual([]);
  });
});
