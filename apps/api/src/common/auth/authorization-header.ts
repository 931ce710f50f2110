/**
 * The key from `Authorization: Token token=<KEY>` (also `token="<KEY>"`) or
 * `Authorization: Bearer <KEY>`; null for anything else.
 */
export function apiKeyFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = /^Token\s+token="?([^"\s]+)"?\s*$/i.exec(header);
  if (token) return token[1];
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return bearer ? bearer[1] : null;
}
