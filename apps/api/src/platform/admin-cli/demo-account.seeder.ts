import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PrismaClient } from '@faktura/db';
import { AccountCreationService } from './account-creation.service';
import { fillDemoAccountProfile } from './demo-account.profile';
import { generateApiKey, hashApiKey } from '../auth';

export const DEMO_ACCOUNT_SLUG = 'demo';

export interface DemoAccess {
  accountId: number;
  apiKey: string;
  /** True on the first start, when the account was just made. */
  created: boolean;
}

/**
 * The demo account of `npm start`. Keys are stored only as hashes, so to print the key on every
 * start its plain text is kept in a file in the data folder (mode 600); when that file is gone or
 * its key was revoked, a new key is issued.
 */
export class DemoAccountSeeder {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly keyFile: string,
    private readonly accounts = new AccountCreationService(),
  ) {}

  async ensure(): Promise<DemoAccess> {
    return this.prisma.$transaction(async (tx) => {
      // Two starts at once must not create two demo accounts.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('faktura.demo-account'))`;
      let account = await tx.account.findUnique({ where: { slug: DEMO_ACCOUNT_SLUG } });
      const created = !account;
      if (!account) {
        // The same setup as `faktura create-account`: VAT codes, White letter paper, first user.
        ({ account } = await this.accounts.create(tx, {
          name: 'Demo GmbH',
          slug: DEMO_ACCOUNT_SLUG,
          currencies: ['EUR', 'CHF', 'USD'],
          firstUser: { firstname: 'Demo', lastname: 'User', email: 'demo@example.com' },
        }));
        await fillDemoAccountProfile(tx, account.id);
      }
      const stored = this.readKeyFile();
      if (stored) {
        const key = await tx.apiKey.findUnique({ where: { keyHash: hashApiKey(stored) } });
        if (key && key.accountId === account.id && !key.revokedAt) {
          return { accountId: account.id, apiKey: stored, created };
        }
      }
      const user = await tx.user.findFirstOrThrow({
        where: { accountId: account.id },
        orderBy: { id: 'asc' },
      });
      const issued = generateApiKey();
      await tx.apiKey.create({
        data: {
          accountId: account.id,
          userId: user.id,
          name: 'Demo key (npm start)',
          kind: 'full',
          keyHash: issued.hash,
          prefix: issued.prefix,
        },
      });
      this.writeKeyFile(issued.plain);
      return { accountId: account.id, apiKey: issued.plain, created };
    });
  }

  private readKeyFile(): string | null {
    if (!existsSync(this.keyFile)) return null;
    return readFileSync(this.keyFile, 'utf8').trim() || null;
  }

  private writeKeyFile(plain: string): void {
    mkdirSync(dirname(this.keyFile), { recursive: true });
    writeFileSync(this.keyFile, `${plain}\n`, { mode: 0o600 });
    chmodSync(this.keyFile, 0o600);
  }
}
