/**
 * The targets of a `Link` header by relation: `<url>; rel="next", <url>; rel="last"` gives
 * next and last. A link with several relations (`rel="next last"`) is listed under each.
 */
export function parseLinkHeader(header: string | null): Map<string, string> {
  const links = new Map<string, string>();
  if (!header) return links;
  // A target is enclosed in <>, so a comma inside it does not end the link.
  for (const match of header.matchAll(/<([^>]*)>([^<]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2]);
    const relations = (rel?.[1] ?? rel?.[2] ?? '').split(/\s+/).filter(Boolean);
    for (const relation of relations) {
      if (!links.has(relation.toLowerCase())) links.set(relation.toLowerCase(), match[1]);
    }
  }
  return links;
}
