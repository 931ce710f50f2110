import { createHash, randomBytes } from 'node:crypto';

/** A newly made key: the plain text is shown once, only the hash is stored. */
export interface IssuedApiKey {
  plain: string;
  hash: string;
  prefix: string;
}

const KEY_PREFIX = 'fk_';

/** Lowercase hex SHA-256 of a plain key, as stored in api_keys.key_hash. */
export function hashApiKey(plain: string): string {
  return createHash('sha256').update(plain, 'utf8').digest('hex');
}

/** A random key: `fk_` + 32 random bytes in base64url. */
export function generateApiKey(): IssuedApiKey {
  const plain = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { plain, hash: hashApiKey(plain), prefix: plain.slice(0, 10) };
}
