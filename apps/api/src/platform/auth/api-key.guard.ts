import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@faktura/domain';
import type { PrismaClient } from '@faktura/db';
import type { Request } from 'express';
import { PRISMA } from '../database';
import { API_CONFIG } from '../config';
import type { ApiConfig } from '../config';
import { ApiKeyCache, type ApiKeyRecord } from './api-key.cache';
import { hashApiKey } from './api-key.crypto';
import { apiKeyFromHeader } from './authorization-header';
import { IS_PUBLIC } from './public.decorator';
import { effectiveKeyKind } from './user-roles';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** last_used_at is a hint for operators; writing it on every request would be waste. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Authenticates every non-public route and fixes the account for the rest of the request. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly keys: ApiKeyCache;

  constructor(
    private readonly reflector: Reflector,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.keys = new ApiKeyCache(config.apiKeyCacheMs);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const plain = apiKeyFromHeader(request.headers.authorization);
    if (!plain) throw new UnauthorizedException();
    const key = await this.keys.get(hashApiKey(plain), (keyHash) => this.load(keyHash));
    if (!key || key.revokedAt) throw new UnauthorizedException();
    request.account = {
      accountId: key.accountId,
      userId: key.userId,
      apiKeyId: key.id,
      readOnly: key.kind === 'read_only',
    };
    if (request.account.readOnly && !SAFE_METHODS.has(request.method))
      throw DomainError.forbidden();
    this.touch(key);
    return true;
  }

  /**
   * The key with what its user's role allows folded into its kind: a full key of a read-only
   * user reads only (user-roles.ts), and a role change counts within the cache time.
   */
  private async load(keyHash: string): Promise<ApiKeyRecord | null> {
    const row = await this.prisma.apiKey.findUnique({
      where: { keyHash },
      select: {
        id: true,
        accountId: true,
        userId: true,
        kind: true,
        revokedAt: true,
        lastUsedAt: true,
        user: { select: { roleId: true } },
      },
    });
    if (!row) return null;
    const { user, ...key } = row;
    return { ...key, kind: effectiveKeyKind(key.kind, user.roleId) };
  }

  private touch(key: ApiKeyRecord): void {
    const { lastUsedAt } = key;
    if (lastUsedAt && Date.now() - lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
    // The cached row too, or every request within the cache time would write again.
    key.lastUsedAt = new Date();
    this.prisma.apiKey
      .update({ where: { id: key.id }, data: { lastUsedAt: key.lastUsedAt } })
      .catch(() => undefined);
  }
}
