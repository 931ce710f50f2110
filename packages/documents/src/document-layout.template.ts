import { escapeHtmlText } from '@faktura/domain';

/** Escapes plain text for HTML; line breaks become `<br>`. */
export const text = (value: string) => escapeHtmlText(value);

// Page numbers come from CSS counters: the template runs with JavaScript disabled. A letter
// paper may override the @page margins with its own <style>, which comes later in the page.
/** The stylesheet every document shares; a screen page showing a document body includes it too. */
export const DOCUMENT_STYLE = `
@page {
  size: A4;
  margin: 25mm 20mm 25mm 20mm;
  @bottom-center { content: counter(page) " / " counter(pages); font: 8pt 'Liberation Sans', Arial, sans-serif; }
}
body { font: 10pt/1.4 'Liberation Sans', Arial, sans-serif; color: #111; margin: 0; }
.sender { font-size: 7.5pt; color: #555; border-bottom: 0.5pt solid #999; display: inline-block; }
.recipient { margin: 2mm 0 12mm; min-height: 25mm; }
.meta { float: right; text-align: right; margin-top: -37mm; }
.meta div span { color: #555; }
h1 { font-size: 14pt; margin: 0 0 6mm; clear: both; }
.rich { margin: 0 0 6mm; }
table.positions, table.totals { width: 100%; border-collapse: collapse; }
table.positions th { text-align: left; font-weight: bold; border-bottom: 0.75pt solid #333; padding: 1.5mm 1mm; }
table.positions td { vertical-align: top; padding: 1.5mm 1mm; }
.num { text-align: right; white-space: nowrap; }
tr.heading td { font-weight: bold; padding-top: 4mm; }
tr.subtotal td { font-weight: bold; border-top: 0.5pt solid #999; }
tr.separator td { border-bottom: 0.75pt solid #333; padding: 0; height: 1mm; }
tr.optional td { color: #555; }
.optional-mark { font-style: italic; }
.item-description { color: #333; }
.page-break { break-before: page; }
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

/** The sender line, the recipient's address and the labelled facts beside it. */
export function letterHeadHtml(
  sender: string,
  recipientAddress: string,
  meta: ReadonlyArray<readonly [label: string, value: string]>,
): string {
  const lines = meta.map(
    ([label, value]) => `  <div><span>${text(label)}</span> ${text(value)}</div>`,
  );
  return `<div class="sender">${text(sender)}</div>
<div class="recipient">${text(recipientAddress)}</div>
<div class="meta">
${lines.join('\n')}
</div>`;
}

/** Sanitized rich text in a block of the given class, or nothing when there is none. */
export const richHtml = (className: string, html: string | null) =>
  html === null ? '' : `<div class="rich ${className}">${html}</div>`;

/** A plain-text paragraph of the given class, or nothing when there is none. */
export const paragraphHtml = (className: string, value: string | null) =>
  value === null ? '' : `<p class="${className}">${text(value)}</p>`;
