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
import { PRISMA } from '../../database/prisma.token';
import { hashApiKey } from './api-key.crypto';
import { apiKeyFromHeader } from './authorization-header';
import { IS_PUBLIC } from './public.decorator';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** last_used_at is a hint for operators; writing it on every request would be waste. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Authenticates every non-public route and fixes the account for the rest of the request. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const plain = apiKeyFromHeader(request.headers.authorization);
    if (!plain) throw new UnauthorizedException();
    const key = await this.prisma.apiKey.findUnique({
      where: { keyHash: hashApiKey(plain) },
      select: {
        id: true,
        accountId: true,
        userId: true,
        kind: true,
        revokedAt: true,
        lastUsedAt: true,
      },
    });
    if (!key || key.revokedAt) throw new UnauthorizedException();
    request.account = {
      accountId: key.accountId,
      userId: key.userId,
      apiKeyId: key.id,
      readOnly: key.kind === 'read_only',
    };
    if (request.account.readOnly && !SAFE_METHODS.has(request.method))
      throw DomainError.forbidden();
    this.touch(key.id, key.lastUsedAt);
    return true;
  }

  private touch(id: number, lastUsedAt: Date | null): void {
    if (lastUsedAt && Date.now() - lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
    this.prisma.apiKey
      .update({ where: { id }, data: { lastUsedAt: new Date() } })
      .catch(() => undefined);
  }
}
