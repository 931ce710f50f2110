/** What the guard needs of an API key row. */
export interface ApiKeyRecord {
  id: number;
  accountId: number;
  userId: number;
  kind: string;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** Bounds the memory the cache can take; it is cleared rather than evicted when full. */
const CACHE_LIMIT = 10_000;

interface Cached {
  key: ApiKeyRecord;
  expiresAt: number;
}

/**
 * Keys by hash for `ttlMs`: most requests then need no key lookup at all. A key revoked or
 * deleted in the database (the admin CLI revokes in its own process) stops working within
 * `ttlMs`, the price of the saved statement. Only keys that exist are kept, so a new key works
 * at once. `ttlMs` 0 turns the cache off.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, Cached>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key of `hash`, from the cache while fresh, else from `load` (null: no such key). */
  async get(
    hash: string,
    load: (hash: string) => Promise<ApiKeyRecord | null>,
  ): Promise<ApiKeyRecord | null> {
    const cached = this.entries.get(hash);
    if (cached && cached.expiresAt > this.now()) return cached.key;
    this.entries.delete(hash);
    const key = await load(hash);
    if (key && this.ttlMs > 0) {
      if (this.entries.size >= CACHE_LIMIT) this.entries.clear();
      this.entries.set(hash, { key, expiresAt: this.now() + this.ttlMs });
    }
    return key;
  }
}
