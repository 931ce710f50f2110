import { PAGE_MARGIN } from './letter-geometry';
import type { SellerView } from './seller-details.builder';

// The footer lives in the page's bottom margin boxes: Chromium repeats them on every printed
// page and they never cover the content. A `position: fixed` element also repeats, but Chromium
// clips it to the page area, where it would lie over positions and totals. The layout's
// @page bottom margin leaves room for five lines; the page number keeps the middle box, which
// must not wrap when the two beside it are wide. The Swiss QR-bill's page has no margin and
// takes nothing but the payment part. The page has no side margins (see DOCUMENT_STYLE), so
// the boxes keep the body's left and right edges by padding, off the unprintable paper edge.
/** The seller footer's stylesheet; each document template appends it to its own. */
export const SELLER_FOOTER_STYLE = `
@page {
  @bottom-center { white-space: nowrap; }
  @bottom-left { font: 7.5pt/1.2 'Liberation Sans', Arial, sans-serif; color: #555; white-space: pre-wrap; text-align: left; vertical-align: middle; padding-left: ${PAGE_MARGIN.left}mm; }
  @bottom-right { font: 7.5pt/1.2 'Liberation Sans', Arial, sans-serif; color: #555; white-space: pre-wrap; text-align: right; vertical-align: middle; padding-right: ${PAGE_MARGIN.right}mm; }
}
@page qrbill { @bottom-left { content: none; } @bottom-right { content: none; } }
`;

/**
 * The seller's lines as the content of the bottom margin boxes (a `<style>` in the body, since
 * the text differs per document); nothing when no line is set.
 */
export function sellerFooterHtml(seller: SellerView): string {
  const box = (name: string, lines: string[]) =>
    lines.length === 0 ? '' : ` @${name} { content: ${cssString(lines.join('\n'))}; }`;
  const boxes = box('bottom-left', seller.footerLeft) + box('bottom-right', seller.footerRight);
  return boxes === '' ? '' : `<style class="seller-footer">@page {${boxes} }</style>`;
}

// A CSS string literal: every character that could end the string, the rule or the <style>
// element (quotes, backslashes, angle brackets, line breaks) as a hexadecimal escape.
function cssString(value: string): string {
  const escaped = value.replace(
    /[^\p{L}\p{N} .,:;·@+/()&'_%-]/gu,
    (char) => `\\${char.codePointAt(0)!.toString(16)} `,
  );
  return `"${escaped}"`;
}
