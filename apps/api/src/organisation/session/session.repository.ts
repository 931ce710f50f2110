import { Injectable } from '@nestjs/common';
import type { ApiKeyKind } from '@faktura/db';
import { generateApiKey } from '../../platform/auth';
import { AccountDbService, AccountScopedRepository } from '../../platform/database';

/** A user who may log in with this e-mail: active, with a password. */
export interface LoginCandidate {
  id: number;
  accountId: number;
  roleId: number;
  passwordHash: string;
}

/** The name of the keys POST /session makes; the oldest beyond SESSION_KEYS_KEPT are revoked. */
export const SESSION_KEY_NAME = 'Session (POST /session)';
/** Session keys a user keeps working at once (several devices, scripts). */
export const SESSION_KEYS_KEPT = 20;
/** E-mails are unique per account; an installation with more accounts than this is not one. */
const MAX_CANDIDATES = 20;

/** Logins: the users behind an e-mail, and the keys a login hands out. */
@Injectable()
export class SessionRepository extends AccountScopedRepository {
  constructor(db: AccountDbService) {
    super(db);
  }

  /**
   * The users of every account with this e-mail who can log in, oldest first. The one read
   * across accounts: a login names no account (the e-mail and password pick it), as the API key
   * guard's lookup by key hash does.
   */
  async candidates(email: string): Promise<LoginCandidate[]> {
    const users = await this.db.raw.user.findMany({
      where: {
        email: { equals: email, mode: 'insensitive' },
        active: true,
        passwordHash: { not: null },
      },
      select: { id: true, accountId: true, roleId: true, passwordHash: true },
      orderBy: { id: 'asc' },
      take: MAX_CANDIDATES,
    });
    return users.map((user) => ({ ...user, passwordHash: user.passwordHash! }));
  }

  /**
   * A new key of `kind` for the user, stored as its hash; the user's session keys beyond the
   * SESSION_KEYS_KEPT newest are revoked in the same transaction, so logins cannot pile keys up.
   */
  issueKey(accountId: number, userId: number, kind: ApiKeyKind): Promise<string> {
    return this.transaction(accountId, async (tx) => {
      const issued = generateApiKey();
      await tx.apiKey.create({
        data: {
          accountId,
          userId,
          name: SESSION_KEY_NAME,
          kind,
          keyHash: issued.hash,
          prefix: issued.prefix,
        },
      });
      const kept = await tx.apiKey.findMany({
        where: { userId, name: SESSION_KEY_NAME, revokedAt: null },
        orderBy: { id: 'desc' },
        select: { id: true },
        skip: SESSION_KEYS_KEPT,
      });
      if (kept.length > 0)
        await tx.apiKey.updateMany({
          where: { id: { in: kept.map((key) => key.id) } },
          data: { revokedAt: new Date() },
        });
      return issued.plain;
    });
  }

  /** The user's id and UUID; null when the account has no such user. */
  identity(accountId: number, userId: number): Promise<{ id: number; uuid: string } | null> {
    return this.client(accountId).user.findFirst({
      where: { id: userId },
      select: { id: true, uuid: true },
    });
  }
}
