import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/** Shortest and longest password accepted (characters); longer ones only cost hashing time. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * scrypt cost of new hashes: N = 2^15, r = 8, p = 1 (32 MiB, some 50 ms a hash). Each hash
 * names its own parameters, so raising them later leaves the stored hashes valid.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const SCHEME = 'scrypt';

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is just too low for that.
  const maxmem = 256 * options.N! * options.r!;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$<salt>$<hash>` (base64url) of a password, with a random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  const { N, r, p } = COST;
  return [SCHEME, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one `stored` was made of; a malformed `stored` never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== SCHEME) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  if (expected.length !== KEY_BYTES) return false;
  const key = await derive(password, salt, { N, r, p });
  return timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification without a stored hash (unknown e-mail, no password set),
 * so a login does not tell by its duration whether the e-mail exists. Always false.
 */
export async function verifyNothing(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
