import { mkdtempSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPrismaClient,
  createTestDatabase,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { hashApiKey } from '../src/platform/auth/api-key.crypto';
import { DemoAccountSeeder } from '../src/platform/admin-cli/demo-account.seeder';
import { AccountProfileRepository } from '../src/organisation/account-profile/account-profile.repository';
import { toAccountProfileResponse } from '../src/organisation/account-profile/account-profile.mapper';
import { AccountDbService } from '../src/platform/database/account-db.service';

describe('DemoAccountSeeder', () => {
  let db: ScratchDatabase;
  let prisma: PrismaClient;
  let dir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 2 });
    dir = mkdtempSync(join(tmpdir(), 'faktura-demo-'));
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the account on first start and returns the same key on later starts', async () => {
    const keyFile = join(dir, 'demo-api-key');
    const first = await new DemoAccountSeeder(prisma, keyFile).ensure();
    expect(first.created).toBe(true);
    expect(first.apiKey).toMatch(/^fk_[A-Za-z0-9_-]{43}$/);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);

    const second = await new DemoAccountSeeder(prisma, keyFile).ensure();
    expect(second).toEqual({ accountId: first.accountId, apiKey: first.apiKey, created: false });
    expect(await prisma.account.count()).toBe(1);

    const stored = await prisma.apiKey.findMany();
    expect(stored).toHaveLength(1);
    // Only the hash is stored, never the key.
    expect(stored[0].keyHash).toBe(hashApiKey(first.apiKey));
    expect(JSON.stringify(stored)).not.toContain(first.apiKey);
  });

  it('issues a new key when the key file is gone', async () => {
    const keyFile = join(dir, 'demo-api-key');
    const before = await new DemoAccountSeeder(prisma, keyFile).ensure();
    unlinkSync(keyFile);
    const after = await new DemoAccountSeeder(prisma, keyFile).ensure();
    expect(after.accountId).toBe(before.accountId);
    expect(after.apiKey).not.toBe(before.apiKey);
    expect(await prisma.apiKey.count({ where: { keyHash: hashApiKey(after.apiKey) } })).toBe(1);
  });

  it("fills every field of the account's own data as a German company", async () => {
    const { accountId } = await new DemoAccountSeeder(prisma, join(dir, 'demo-api-key')).ensure();
    const row = await new AccountProfileRepository(new AccountDbService(prisma)).find(accountId);
    const profile = toAccountProfileResponse(row!);
    for (const [field, value] of Object.entries(profile)) {
      expect([field, value]).not.toEqual([field, null]);
      expect([field, value]).not.toEqual([field, []]);
    }
    expect(profile).toMatchObject({
      name: 'Demo GmbH',
      country_code: 'DE',
      locale: 'de-DE',
      iban: 'DE02100500000054540402',
      vat_identifier: 'DE123456789',
      logo_content_type: 'image/svg+xml',
    });
    // What the documents print today reads the one-block address.
    expect(row!.address).toBe('Friedrichstraße 123\n10117 Berlin');
  });
});
