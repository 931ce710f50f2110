import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** Why a secret key or a sealed value could not be used; never carries the secret itself. */
export class SecretKeyError extends Error {}

/**
 * The key that seals stored secrets (mailbox passwords), from FAKTURA_SECRET_KEY: 32 bytes as 64
 * hex characters or as base64. Null when unset; throws when set but malformed, so that a typo
 * never silently makes every stored password unreadable.
 */
export function secretKeyFromEnv(env: NodeJS.ProcessEnv): Buffer | null {
  const text = env.FAKTURA_SECRET_KEY?.trim();
  if (!text) return null;
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : fromBase64(text);
  if (key === null || key.length !== KEY_BYTES) {
    throw new SecretKeyError('FAKTURA_SECRET_KEY must be 32 bytes: 64 hex characters or base64');
  }
  return key;
}

/** Seals `plain` with AES-256-GCM under `key`: `v1:` + base64(iv | tag | ciphertext). */
export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** Opens what sealSecret made; throws SecretKeyError for another key or a changed value. */
export function openSecret(sealed: string, key: Buffer): string {
  const [version, payload] = sealed.split(':', 2);
  const bytes = version === VERSION && payload ? Buffer.from(payload, 'base64') : null;
  if (bytes === null || bytes.length < IV_BYTES + TAG_BYTES) {
    throw new SecretKeyError('the stored secret is not a sealed value of this version');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    const body = bytes.subarray(IV_BYTES + TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretKeyError(
      'the stored secret cannot be opened with FAKTURA_SECRET_KEY (another key?)',
    );
  }
}

function fromBase64(text: string): Buffer | null {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : null;
}
