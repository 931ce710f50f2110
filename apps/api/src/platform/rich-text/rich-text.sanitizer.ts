import sanitizeHtml from 'sanitize-html';

/** Tags kept in rich text; every other tag is dropped and its text kept (except RAW_TEXT_TAGS). */
const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'span'];
/** Elements whose content is code or markup, not text: dropped together with their content. */
const RAW_TEXT_TAGS = [
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
];
/** Link targets a PDF or e-mail may carry; relative links lead nowhere in either. */
const SAFE_LINK = /^(https?:|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: RAW_TEXT_TAGS,
  selfClosing: ['br'],
  // The library checks schemes itself (also behind entities and control characters); this
  // only drops the hrefs it would keep as relative URLs.
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      return { tagName, attribs: SAFE_LINK.test(href.trim()) ? { href } : {} };
    },
  },
};

/**
 * Reduces client HTML to a small safe subset before it is stored, so salutation, footer and
 * position descriptions can be rendered into PDFs and e-mails as they are. Kept: p, br, b,
 * strong, i, em, u, ul, ol, li, span (no attributes) and a with an http, https or mailto href.
 * Comments, other tags, every other attribute (on* handlers, style) and the content of script,
 * style and similar elements are removed; text comes out HTML-escaped. The parsing is
 * sanitize-html's (htmlparser2), a maintained library, not ours.
 */
export function sanitizeRichText(html: string): string {
  // The library writes XHTML breaks; the stored form stays the HTML `<br>` it always was.
  return sanitizeHtml(html, OPTIONS).replace(/<br \/>/g, '<br>');
}

/** Sanitizes an optional text field: null and undefined pass through. */
export function sanitizeOptionalRichText<T extends string | null | undefined>(value: T): T {
  return (typeof value === 'string' ? sanitizeRichText(value) : value) as T;
}
