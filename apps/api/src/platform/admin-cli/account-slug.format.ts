const MAX_SLUG_LENGTH = 40;
const GERMAN = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' } as Record<string, string>;

/**
 * The URL-friendly handle of an account name: "Müller & Söhne GmbH" -> "mueller-soehne-gmbh".
 * German umlauts are spelled out (the usual transliteration), other accents are dropped.
 */
export function slugFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN[letter])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'account';
}

/** `base`, or `base-2`, `base-3`, ... : the first that is neither taken nor reserved. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
