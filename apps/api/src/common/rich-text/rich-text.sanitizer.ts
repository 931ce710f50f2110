/** Tags kept in rich text; everything else is dropped (its text stays, except RAW_TEXT_TAGS). */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'span',
]);
/** Elements whose content is code or markup, not text: dropped together with their content. */
const RAW_TEXT_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
]);
const VOID_TAGS = new Set(['br']);
const SAFE_LINK = /^(https?:|mailto:)/;

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/;
const ATTRIBUTE = /([^\s=/"'>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/**
 * Reduces client HTML to a small safe subset before it is stored, so salutation, footer and
 * position descriptions can be rendered into PDFs and e-mails as they are. Kept: p, br, b,
 * strong, i, em, u, ul, ol, li, span (no attributes) and a with an http, https or mailto href.
 * Comments, other tags, every other attribute (on* handlers, style) and the content of script,
 * style and similar elements are removed; stray `<` and `>` in text are escaped.
 */
export function sanitizeRichText(html: string): string {
  let output = '';
  let rest = html;
  while (rest.length > 0) {
    const next = rest.indexOf('<');
    if (next === -1) {
      output += escapeText(rest);
      break;
    }
    output += escapeText(rest.slice(0, next));
    rest = rest.slice(next);
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      rest = end === -1 ? '' : rest.slice(end + 3);
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      const end = rest.indexOf('>');
      rest = end === -1 ? '' : rest.slice(end + 1);
      continue;
    }
    const match = TAG.exec(rest);
    if (!match) {
      output += '&lt;';
      rest = rest.slice(1);
      continue;
    }
    rest = rest.slice(match[0].length);
    const [, closing, rawName, attributes] = match;
    const name = rawName.toLowerCase();
    if (RAW_TEXT_TAGS.has(name)) {
      if (!closing) rest = skipRawText(rest, name);
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      if (!VOID_TAGS.has(name)) output += `</${name}>`;
      continue;
    }
    output += name === 'a' ? openLink(attributes) : `<${name}>`;
  }
  return output;
}

/** Sanitizes an optional text field: null and undefined pass through. */
export function sanitizeOptionalRichText<T extends string | null | undefined>(value: T): T {
  return (typeof value === 'string' ? sanitizeRichText(value) : value) as T;
}

function skipRawText(rest: string, name: string): string {
  const close = new RegExp(`</${name}\\s*>`, 'i').exec(rest);
  return close ? rest.slice(close.index + close[0].length) : '';
}

function openLink(attributes: string): string {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1].toLowerCase() !== 'href') continue;
    const href = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '').trim();
    // Browsers ignore control characters and whitespace inside the scheme ("java\tscript:").
    const scheme = [...href]
      .filter((character) => character.charCodeAt(0) > 0x20)
      .join('')
      .toLowerCase();
    if (SAFE_LINK.test(scheme)) return `<a href="${escapeAttribute(href)}">`;
    break;
  }
  return '<a>';
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (entity: string, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
