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

describe('units of apps/api/src meet only at their entries (faktura/unit-boundaries)', () => {
  const boundaryMessages = async (path: string, code: string) =>
    (await messagesFor(path, `${code}\nexport const y = x;\n`)).filter((message) =>
      message.startsWith('faktura/unit-boundaries'),
    );

  it('forbids a deep import into another unit', async () => {
    expect(
      await boundaryMessages(
        'apps/api/src/sales/offers/offers.service.ts',
        "import { x } from '../invoices/invoices.repository';",
      ),
    ).toEqual([expect.stringContaining("through the unit's entry '../invoices'")]);
  });

  it('forbids type-only and re-exported deep imports as well', async () => {
    const messages = await boundaryMessages(
      'apps/api/src/crm/deals/deals.service.ts',
      "import type { x } from '../../platform/database/account-scope.extension';\nexport { z } from '../../shared/payments/payment.parent';",
    );
    expect(messages).toHaveLength(2);
  });

  it('forbids a deep import from a top-level file', async () => {
    expect(
      await boundaryMessages(
        'apps/api/src/app.module.ts',
        "import { x } from './platform/config/api-config';",
      ),
    ).toHaveLength(1);
  });

  it('forbids a platform unit importing a feature, even through its entry', async () => {
    expect(
      await boundaryMessages(
        'apps/api/src/platform/numbering/numbering.service.ts',
        "import { x } from '../../sales/invoices';",
      ),
    ).toEqual([
      expect.stringContaining('Platform unit platform/numbering may not import sales/invoices'),
    ]);
  });

  it('forbids a platform unit importing a shared unit', async () => {
    expect(
      await boundaryMessages(
        'apps/api/src/platform/http/pdf-file.ts',
        "import { x } from '../../shared/document-pdfs';",
      ),
    ).toHaveLength(1);
  });

  it('forbids a unit importing its own entry', async () => {
    expect(
      await boundaryMessages(
        'apps/api/src/sales/offers/use-cases/create-offer.use-case.ts',
        "import { x } from '..';",
      ),
    ).toEqual([expect.stringContaining('own unit')]);
  });

  it.each([
    [
      'a file of its own unit',
      'apps/api/src/sales/offers/offers.service.ts',
      "import { x } from './offers.repository';",
    ],
    [
      'its own sub-feature',
      'apps/api/src/sales/invoices/invoice-payments/invoice-payments.module.ts',
      "import { x } from '../invoices.module';",
    ],
    [
      'another unit through its entry',
      'apps/api/src/sales/offers/offers.service.ts',
      "import { x } from '../invoices';",
    ],
    [
      'a platform entry from shared',
      'apps/api/src/shared/payments/payments.service.ts',
      "import type { x } from '../../platform/database';",
    ],
    [
      'a feature entry from shared',
      'apps/api/src/shared/emails/document-emails.service.ts',
      "import { x } from '../../sales/invoices';",
    ],
    [
      'a feature entry from the admin CLI',
      'apps/api/src/platform/admin-cli/demo-data.seeder.ts',
      "import { x } from '../../crm/companies';",
    ],
    [
      'a one-file unit from a top-level file',
      'apps/api/src/app.module.ts',
      "import { x } from './platform/platform.module';",
    ],
    [
      'packages',
      'apps/api/src/sales/offers/offers.service.ts',
      "import { x } from '@faktura/domain';",
    ],
  ])('allows %s', async (_name, path, code) => {
    expect(await boundaryMessages(path, code)).toEqual([]);
  });

  it('leaves the tests in apps/api/test free to import any file', async () => {
    expect(
      await boundaryMessages(
        'apps/api/test/offers.e2e.test.ts',
        "import { x } from '../src/sales/invoices/invoices.repository';",
      ),
    ).toEqual([]);
  });
});
