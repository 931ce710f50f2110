import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { hashApiKey, apiKeyFromHeader } from '../../auth';
import { RateLimitPolicies, type RateLimitPolicy } from './rate-limit.policies';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit.store';

/**
 * Probes of load balancers and orchestrators: never limited (a 429 would take a healthy
 * instance out of rotation) and cheap (no key lookup).
 */
const PROBE_PATHS = new Set(['/api/v1/health', '/api/v1/ready']);

/** Whether the request is a probe; express routes case-insensitively and with a trailing slash. */
export function isProbe(path: string): boolean {
  return PROBE_PATHS.has(path.toLowerCase().replace(/\/+$/, ''));
}

/** Which counter a request goes to and under which limit. */
interface Bucket {
  name: string;
  policy: RateLimitPolicy;
}

/**
 * Fixed-window limit per API key (bucket: SHA-256 of the presented key) and, for requests
 * without a key or with one that does not exist, per client IP, so random keys cannot dodge
 * the limit. An express middleware ahead of the body parser: an over-limit request costs no
 * parsing, and unknown routes and errors carry the headers too. Health and readiness probes
 * are not counted and carry no rate-limit headers.
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly policies: RateLimitPolicies,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (isProbe(req.path)) {
      next();
      return;
    }
    this.check(req, res).then(
      (error) => next(error),
      (error: unknown) => {
        // The limit protects the service; it must not take it down when its store fails.
        req.log?.warn({ err: error }, 'rate limit check failed; request let through');
        next();
      },
    );
  };

  /** Counts the request and sets the headers; returns the 429 to raise when over the limit. */
  private async check(req: Request, res: Response): Promise<HttpException | undefined> {
    const bucket = await this.bucketOf(req);
    if (bucket.policy.requests === 0) return undefined;
    const now = Date.now();
    const window = await this.store.hit(bucket.name, bucket.policy.windowSeconds * 1000, now);
    const resetSeconds = Math.max(0, Math.ceil((window.resetAt - now) / 1000));
    res.setHeader('X-RateLimit-Limit', String(bucket.policy.requests));
    res.setHeader(
      'X-RateLimit-Remaining',
      String(Math.max(0, bucket.policy.requests - window.count)),
    );
    res.setHeader('X-RateLimit-Reset', String(resetSeconds));
    if (window.count <= bucket.policy.requests) return undefined;
    res.setHeader('Retry-After', String(resetSeconds));
    return new HttpException('Too many requests', HttpStatus.TOO_MANY_REQUESTS);
  }

  private async bucketOf(req: Request): Promise<Bucket> {
    const plain = apiKeyFromHeader(req.headers.authorization);
    if (plain) {
      const keyHash = hashApiKey(plain);
      const policy = await this.policies.forKey(keyHash);
      if (policy) return { name: `key:${keyHash}`, policy };
    }
    return {
      name: `ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`,
      policy: this.policies.default,
    };
  }
}
