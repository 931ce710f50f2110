import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../../platform/http';

/** Failed logins allowed per e-mail and per client address in one window. */
export const LOGIN_TRIES = 10;
const WINDOW_MS = 60_000;

/** A login's counted try: its buckets, and the seconds to wait when it is one too many. */
export interface LoginTry {
  buckets: string[];
  retryAfterSeconds: number | null;
}

/**
 * Slows password guessing: at most LOGIN_TRIES failed logins a minute per e-mail and per client
 * address, in the store of the request rate limit (shared by every API process with the
 * postgres store). Each try is counted before the password is checked, so concurrent tries
 * cannot pass the limit; a successful one is forgiven, so only failures add up.
 */
@Injectable()
export class LoginThrottle {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  async count(email: string, address: string, now = Date.now()): Promise<LoginTry> {
    // The e-mail hashed: buckets outlive the request and must not keep addresses around.
    const emailHash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const buckets = [`login-email:${emailHash}`, `login-ip:${address}`];
    let retryAt: number | null = null;
    for (const bucket of buckets) {
      const window = await this.store.hit(bucket, WINDOW_MS, now);
      if (window.count > LOGIN_TRIES) retryAt = Math.max(retryAt ?? 0, window.resetAt);
    }
    const retryAfterSeconds =
      retryAt === null ? null : Math.max(1, Math.ceil((retryAt - now) / 1000));
    return { buckets, retryAfterSeconds };
  }

  /** Takes a successful login's try back. */
  async forgive(attempt: LoginTry, now = Date.now()): Promise<void> {
    for (const bucket of attempt.buckets) await this.store.forgive(bucket, now);
  }
}
