// Every runtime Faktura runs on has the WHATWG TextDecoder, but the ES2022 library the domain is
// built against does not declare it.
declare const TextDecoder: new (
  label: 'utf-8',
  options: { fatal: boolean },
) => { decode(bytes: Uint8Array): string };

/** The largest logo accepted, decoded: 1 MiB. */
export const MAX_LOGO_BYTES = 1024 * 1024;

/** The content types a logo can have. */
export type LogoContentType = 'image/png' | 'image/svg+xml';

/** The verdict on a logo's bytes. */
export type LogoCheck =
  | { ok: true; contentType: LogoContentType }
  | { ok: false; problem: 'too_large' | 'not_png_or_svg' | 'unsafe_svg' };

// The PNG signature followed by the length (13) and type of the IHDR chunk, which must come first.
const PNG_START = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
];

// Before the root element: an XML declaration, comments, and a DOCTYPE without internal subset
// (an internal subset can declare entities, the door to entity expansion attacks).
const SVG_PROLOG =
  /^(?:<\?xml[^>]*\?>)?(?:\s|<!--(?:(?!-->)[\s\S])*-->|<!DOCTYPE\s+svg[^[>]*>)*(?=<svg[\s>/])/i;

// A logo is drawn, never run: it is refused when it holds anything that could run script or
// fetch content in a browser that opens it (script elements, on* handlers, javascript: links,
// embedded HTML, entity declarations). Deliberately broad: a false refusal costs an edited file.
const SVG_ACTIVE_CONTENT =
  /<\s*script|<\s*foreignObject|<\s*iframe|<\s*embed|<\s*object|<!ENTITY|[\s"'/]on[a-z]+\s*=|javascript\s*:|data\s*:\s*text\/html/i;

/**
 * What a logo's bytes are, told by their content and not by a declared type: a PNG (signature
 * and IHDR chunk) or an SVG (UTF-8 text whose root element is `<svg>`, after an optional XML
 * declaration), refused when larger than {@link MAX_LOGO_BYTES} or when the SVG is active.
 */
export function checkLogoImage(bytes: Uint8Array): LogoCheck {
  if (bytes.length > MAX_LOGO_BYTES) return { ok: false, problem: 'too_large' };
  if (bytes.length > PNG_START.length && PNG_START.every((byte, i) => bytes[i] === byte)) {
    return { ok: true, contentType: 'image/png' };
  }
  const text = utf8Text(bytes);
  if (text === null) return { ok: false, problem: 'not_png_or_svg' };
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  const prolog = SVG_PROLOG.exec(trimmed);
  const root = prolog === null ? '' : trimmed.slice(prolog[0].length);
  // The root element must end the text: closed, or empty and self-closing.
  if (!/<\/svg\s*>$/i.test(root) && !/^<svg[^<>]*\/>$/i.test(root)) {
    return { ok: false, problem: 'not_png_or_svg' };
  }
  if (SVG_ACTIVE_CONTENT.test(trimmed)) return { ok: false, problem: 'unsafe_svg' };
  return { ok: true, contentType: 'image/svg+xml' };
}

/** The bytes as UTF-8 text; null for invalid UTF-8 or text with control characters. */
function utf8Text(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- binary data decodes to control characters
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text) ? null : text;
}
