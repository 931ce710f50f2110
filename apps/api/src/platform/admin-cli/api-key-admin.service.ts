import type { ApiKey, ApiKeyKind, Prisma, PrismaClient } from '@faktura/db';
import { generateApiKey } from '../auth';
import { CliFailure } from './cli.errors';

export interface NewApiKey {
  accountId: number;
  /** The key's user; by default the account's first active user. */
  userId?: number;
  kind: ApiKeyKind;
  name: string;
}

export interface IssuedKey {
  key: ApiKey;
  /** The plain key: shown once, never stored. */
  plain: string;
}

export type ApiKeyListing = ApiKey & { user: { firstname: string; lastname: string } };

export type RevokeResult = { key: ApiKey; alreadyRevoked: boolean };

/** Operator use cases on API keys; keys are stored as SHA-256 hash plus a short prefix only. */
export class ApiKeyAdminService {
  async issue(tx: Prisma.TransactionClient, input: NewApiKey): Promise<IssuedKey> {
    await this.requireAccount(tx, input.accountId);
    const user = input.userId
      ? await tx.user.findFirst({ where: { id: input.userId, accountId: input.accountId } })
      : await tx.user.findFirst({
          where: { accountId: input.accountId, active: true },
          orderBy: { id: 'asc' },
        });
    if (!user) {
      throw new CliFailure(
        input.userId
          ? `user ${input.userId} not found in account ${input.accountId}`
          : `account ${input.accountId} has no active user to own the key`,
      );
    }
    const issued = generateApiKey();
    const key = await tx.apiKey.create({
      data: {
        accountId: input.accountId,
        userId: user.id,
        name: input.name,
        kind: input.kind,
        keyHash: issued.hash,
        prefix: issued.prefix,
      },
    });
    return { key, plain: issued.plain };
  }

  async list(prisma: PrismaClient, accountId: number): Promise<ApiKeyListing[]> {
    await this.requireAccount(prisma, accountId);
    return prisma.apiKey.findMany({
      where: { accountId },
      include: { user: { select: { firstname: true, lastname: true } } },
      orderBy: { id: 'asc' },
    });
  }

  /** Idempotent: a key revoked before keeps its first revocation time. */
  async revoke(prisma: PrismaClient, id: number): Promise<RevokeResult> {
    const updated = await prisma.apiKey.updateManyAndReturn({
      where: { id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (updated.length === 1) return { key: updated[0], alreadyRevoked: false };
    const key = await prisma.apiKey.findUnique({ where: { id } });
    if (!key) throw new CliFailure(`API key ${id} not found`);
    return { key, alreadyRevoked: true };
  }

  private async requireAccount(
    db: Prisma.TransactionClient | PrismaClient,
    accountId: number,
  ): Promise<void> {
    const account = await db.account.findUnique({ where: { id: accountId }, select: { id: true } });
    if (!account) throw new CliFailure(`account ${accountId} not found`);
  }
}
