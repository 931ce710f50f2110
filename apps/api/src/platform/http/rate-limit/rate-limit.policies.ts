import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient } from '@faktura/db';
import { API_CONFIG } from '../../config';
import type { ApiConfig } from '../../config';
import { PRISMA } from '../../database';

/** How many requests a bucket may make per window; `requests: 0` means no limit. */
export interface RateLimitPolicy {
  requests: number;
  windowSeconds: number;
}

/** An account's settings change rarely; a minute of delay saves a query per request. */
const CACHE_TTL_MS = 60_000;
/** Bounds the memory random keys can take; the cache is cleared rather than evicted. */
const CACHE_LIMIT = 10_000;

interface Cached {
  policy: RateLimitPolicy | null;
  expiresAt: number;
}

/**
 * The limit that applies to an API key: the account's override (accounts.rate_limit_requests /
 * rate_limit_window_seconds) where set, else the configured default. Runs before the API key
 * guard, so it reads the key row itself, by hash, like the guard does.
 */
@Injectable()
export class RateLimitPolicies {
  private readonly cache = new Map<string, Cached>();

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
  ) {}

  /** The configured default, for requests without a (known) key. */
  get default(): RateLimitPolicy {
    return {
      requests: this.config.rateLimitRequests,
      windowSeconds: this.config.rateLimitWindowSeconds,
    };
  }

  /** The policy of a key by its hash; null when no active key has that hash. */
  async forKey(keyHash: string, now = Date.now()): Promise<RateLimitPolicy | null> {
    const cached = this.cache.get(keyHash);
    if (cached && cached.expiresAt > now) return cached.policy;
    const key = await this.prisma.apiKey.findUnique({
      where: { keyHash },
      select: {
        revokedAt: true,
        account: { select: { rateLimitRequests: true, rateLimitWindowSeconds: true } },
      },
    });
    const policy =
      key && !key.revokedAt
        ? {
            requests: key.account.rateLimitRequests ?? this.config.rateLimitRequests,
            windowSeconds: key.account.rateLimitWindowSeconds ?? this.config.rateLimitWindowSeconds,
          }
        : null;
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(keyHash, { policy, expiresAt: now + CACHE_TTL_MS });
    return policy;
  }
}
