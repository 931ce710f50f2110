import { PAGE_MARGIN, PAGE_SIZE } from './letter-geometry';
import type { SellerView } from './seller-details.builder';

// The footer lives in the page's bottom margin boxes: Chromium repeats them on every printed
// page and they never cover the content. A `position: fixed` element also repeats, but Chromium
// clips it to the page area, where it would lie over positions and totals. The three boxes are
// the usual three columns of a business letter's footer (address and contact; tax and
// register; bank), with fixed widths so a long line wraps in its own column instead of
// squeezing the others; the page counter is at the top right (DOCUMENT_STYLE). The page has no
// side margins, so the outer boxes keep the body's left and right edges by padding, off the
// unprintable paper edge. The Swiss QR-bill's page has no margin and takes nothing but the
// payment part.
const FOOTER_BOX = `font: 7.5pt/1.2 'Liberation Sans', Arial, sans-serif; color: #555; white-space: pre-wrap; vertical-align: top; padding-top: 4mm; text-align: left;`;
const CENTER_WIDTH = 60;
const SIDE_WIDTH = (PAGE_SIZE.width - CENTER_WIDTH) / 2;

/** The seller footer's stylesheet; each document template appends it to its own. */
export const SELLER_FOOTER_STYLE = `
@page {
  @bottom-left { ${FOOTER_BOX} width: ${SIDE_WIDTH - PAGE_MARGIN.left}mm; padding-left: ${PAGE_MARGIN.left}mm; }
  @bottom-center { ${FOOTER_BOX} width: ${CENTER_WIDTH}mm; }
  @bottom-right { ${FOOTER_BOX} width: ${SIDE_WIDTH - PAGE_MARGIN.right - 5}mm; padding-left: 5mm; padding-right: ${PAGE_MARGIN.right}mm; }
}
@page qrbill { @bottom-left { content: none; } @bottom-center { content: none; } @bottom-right { content: none; } }
`;

/**
 * The seller's lines as the content of the bottom margin boxes (a `<style>` in the body, since
 * the text differs per document); nothing when no line is set.
 */
export function sellerFooterHtml(seller: SellerView): string {
  const box = (name: string, lines: string[]) =>
    lines.length === 0 ? '' : ` @${name} { content: ${cssString(lines.join('\n'))}; }`;
  const boxes =
    box('bottom-left', seller.footerLeft) +
    box('bottom-center', seller.footerCenter) +
    box('bottom-right', seller.footerRight);
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
