import { escapeHtmlText } from '@faktura/domain';
import { PAGE_MARGIN, type LetterLayout } from './letter-geometry';
import { pageMarksHtml } from './letter-marks.template';
import { LETTERHEAD_STYLE } from './letterhead.style';

/** Escapes plain text for HTML; line breaks become `<br>`. */
export const text = (value: string) => escapeHtmlText(value);

// Page numbers come from CSS counters: the template runs with JavaScript disabled. The pages
// have only top and bottom margins; the left and right ones are the body's padding, so the
// first page can print its marks at the left edge (Chromium clips whatever reaches into a page
// margin). A letter paper may set its own @page margins with a <style> later in the page: the
// horizontal ones stay zero (!important), the first page's top one stays (LETTERHEAD_STYLE), so
// the address keeps its place and the columns keep theirs. The counter sits at the top right,
// above the letterhead, as DIN 5008 places it on follow-up pages; the bottom margin holds the
// seller footer (SELLER_FOOTER_STYLE).
/** The stylesheet every document shares; a screen page showing a document body includes it too. */
export const DOCUMENT_STYLE = `
@page {
  size: A4;
  margin: ${PAGE_MARGIN.top}mm 0 ${PAGE_MARGIN.bottom}mm 0;
  margin-left: 0 !important;
  margin-right: 0 !important;
  @top-right { content: counter(page) " / " counter(pages); text-align: right; vertical-align: bottom; padding: 0 ${PAGE_MARGIN.right}mm 4mm 0; font: 8pt 'Liberation Sans', Arial, sans-serif; color: #555; }
}
body { font: 10pt/1.4 'Liberation Sans', Arial, sans-serif; color: #111; margin: 0; }
@media print {
  body { padding: 0 ${PAGE_MARGIN.right}mm 0 ${PAGE_MARGIN.left}mm; }
  .qr-bill-page { margin: 0 -${PAGE_MARGIN.right}mm 0 -${PAGE_MARGIN.left}mm; }
}
${LETTERHEAD_STYLE}
h1 { font-size: 14pt; margin: 0 0 6mm; clear: both; }
.rich { margin: 0 0 6mm; }
table.positions, table.totals { width: 100%; border-collapse: collapse; }
table.positions { table-layout: fixed; }
table.positions thead { display: table-header-group; }
table.positions th { text-align: left; font-weight: bold; border-bottom: 0.75pt solid #333; padding: 1.5mm 1mm; }
table.positions th.num { text-align: right; }
table.positions tr { break-inside: avoid; }
col.col-quantity, col.col-unit { width: 16mm; }
col.col-unit-price { width: 30mm; }
col.col-total { width: 32mm; }
table.positions td { vertical-align: top; padding: 1.5mm 1mm; }
.num { text-align: right; white-space: nowrap; }
tr.heading td { font-weight: bold; padding-top: 4mm; }
tr.subtotal td { font-weight: bold; border-top: 0.5pt solid #999; }
tr.separator td { border-bottom: 0.75pt solid #333; padding: 0; height: 1mm; }
tr.optional td { color: #555; }
.optional-mark { font-style: italic; }
.item-description { color: #333; }
table.page-break { break-before: page; }
table.totals { margin-top: 4mm; width: 55%; margin-left: 45%; }
table.totals td { padding: 1mm; }
table.totals tr.gross td { font-weight: bold; border-top: 0.75pt solid #333; }
.notice { margin-top: 6mm; }
.footer { margin-top: 8mm; }
`;

/**
 * A complete printable page in the language `lang` (`de`): title, stylesheet, the letter paper
 * frame (if any) and the body.
 */
export function documentPageHtml(page: {
  lang: string;
  title: string;
  style: string;
  letterPaperHtml: string | null;
  body: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${text(page.lang)}"><head><meta charset="utf-8"><title>${text(page.title)}</title>
<style>${page.style}</style></head>
<body>
${page.letterPaperHtml === null ? '' : `<div class="letter-paper">${page.letterPaperHtml}</div>`}
${page.body}
</body></html>
`;
}

/** What the first page's letterhead prints besides the info block. */
export interface LetterheadView {
  /** The return line: the seller's name and address in one line. */
  sender: string;
  recipientAddress: string;
  letterLayout: LetterLayout;
  /** The account's logo as a data: URL; null for none. */
  logo: string | null;
  /** The seller's name set in the logo's place when there is no logo and no letter paper. */
  wordmark: string | null;
}

/**
 * The first page's head: logo, address field (return line and recipient), the labelled facts
 * (info block) and the fold and punch marks, placed by the view's letter layout.
 */
export function letterHeadHtml(
  view: LetterheadView,
  meta: ReadonlyArray<readonly [label: string, value: string]>,
): string {
  const lines = meta.map(
    ([label, value]) => `  <div><span>${text(label)}</span> ${text(value)}</div>`,
  );
  const logo =
    view.logo !== null
      ? `<div class="logo"><img src="${text(view.logo)}" alt=""></div>\n`
      : view.wordmark !== null
        ? `<div class="logo wordmark">${text(view.wordmark)}</div>\n`
        : '';
  return `<div class="letterhead ${view.letterLayout}"><div class="letter-frame">
${logo}<div class="address-field">
<div class="sender">${text(view.sender)}</div>
<div class="recipient">${text(view.recipientAddress)}</div>
</div>
<div class="meta">
${lines.join('\n')}
</div>
${pageMarksHtml()}
</div></div>`;
}

/** Sanitized rich text in a block of the given class, or nothing when there is none. */
export const richHtml = (className: string, html: string | null) =>
  html === null ? '' : `<div class="rich ${className}">${html}</div>`;

/** A plain-text paragraph of the given class, or nothing when there is none. */
export const paragraphHtml = (className: string, value: string | null) =>
  value === null ? '' : `<p class="${className}">${text(value)}</p>`;
