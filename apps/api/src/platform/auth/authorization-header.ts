/**
 * The characters an API key can have: RFC 6750's b64token (keys are `fk_` + base64url, which
 * is a subset), so a value with spaces, commas, quotes or control characters is no key.
 */
const KEY = '[A-Za-z0-9._~+/-]+=*';

/**
 * `Token token=<KEY>` / `Token token="<KEY>"`, per RFC 9110 section 11: the scheme and the
 * parameter name are case-insensitive, one or more spaces follow the scheme, optional
 * whitespace may surround `=`, a quoted value needs both quotes. Exactly one parameter.
 */
const TOKEN_CREDENTIALS = new RegExp(`^token +token[ \\t]*=[ \\t]*(?:(${KEY})|"(${KEY})")$`, 'i');

/** `Bearer <KEY>` per RFC 6750 section 2.1 (scheme case-insensitive, one or more spaces). */
const BEARER_CREDENTIALS = new RegExp(`^bearer +(${KEY})$`, 'i');

/**
 * The key from an Authorization header, parsed as RFC 9110 defines credentials and nothing
 * looser: `Token token=<KEY>` (also quoted) or `Bearer <KEY>`. Null for anything else, which
 * the guard answers with 401.
 */
export function apiKeyFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  // A field value never includes the whitespace around it (RFC 9110 section 5.5).
  const credentials = header.replace(/^[ \t]+|[ \t]+$/g, '');
  const token = TOKEN_CREDENTIALS.exec(credentials);
  if (token) return token[1] ?? token[2];
  const bearer = BEARER_CREDENTIALS.exec(credentials);
  return bearer ? bearer[1] : null;
}
