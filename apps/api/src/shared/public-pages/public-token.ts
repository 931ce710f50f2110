import { randomBytes } from 'node:crypto';

// 24 random bytes (192 bits) in base64url: 32 characters nobody can guess.
const TOKEN_BYTES = 24;
// Anything else is not looked up: a mistyped or crafted link never reaches the database.
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** A new secret for a public page's URL (offer approval, project report). */
export function newPublicToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether `token` has the shape of a public page's token, so it is worth looking up. */
export function isPublicToken(token: string): boolean {
  return TOKEN.test(token);
}

/** The public URL of a page: `<FAKTURA_PUBLIC_URL>/<page>/<token>`. */
export function publicPageUrl(publicUrl: string, page: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${page}/${encodeURIComponent(token)}`;
}
