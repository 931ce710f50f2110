import { escapeHtmlText } from '@faktura/domain';
import type {
  OfferDocumentRow,
  OfferDocumentTotals,
  OfferDocumentView,
} from './offer-document.view';

/** Bump when the layout changes, so cached PDFs of unchanged offers are rendered again. */
export const TEMPLATE_VERSION = 'offer-document/2';

const text = (value: string) => escapeHtmlText(value);

// Page numbers come from CSS counters: the template runs with JavaScript disabled. A letter
// paper may override the @page margins with its own <style>, which comes later in the page.
/** The document's stylesheet; a screen page showing the document body includes it too. */
export const OFFER_DOCUMENT_STYLE = `
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

/** Renders a complete HTML page of the offer; pure, the view holds everything it prints. */
export function offerDocumentHtml(view: OfferDocumentView): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${text(view.identifier)}</title>
<style>${OFFER_DOCUMENT_STYLE}</style></head>
<body>
${view.letterPaperHtml === null ? '' : `<div class="letter-paper">${view.letterPaperHtml}</div>`}
${offerDocumentBodyHtml(view)}
</body></html>
`;
}

/** The offer without page frame or letter paper: addresses, title, texts, positions, totals. */
export function offerDocumentBodyHtml(view: OfferDocumentView): string {
  const sections = splitAtPageBreaks(view.positions);
  const tables = sections.map((rows, index) => positionsTable(view, rows, index > 0)).join('\n');
  return `<div class="sender">${text(view.sender)}</div>
<div class="recipient">${text(view.recipientAddress)}</div>
<div class="meta">
  <div><span>Offer</span> ${text(view.identifier)}</div>
  <div><span>Date</span> ${text(view.date)}</div>
  <div><span>Valid until</span> ${text(view.dueDate)}</div>
</div>
<h1>${text(view.title)}</h1>
${view.salutationHtml === null ? '' : `<div class="rich salutation">${view.salutationHtml}</div>`}
${tables}
${totalsTable(view.totals, view.currency)}
${view.taxExemptionNotice === null ? '' : `<p class="notice">${text(view.taxExemptionNotice)}</p>`}
${view.footerHtml === null ? '' : `<div class="rich footer">${view.footerHtml}</div>`}`;
}

function splitAtPageBreaks(rows: readonly OfferDocumentRow[]): OfferDocumentRow[][] {
  const sections: OfferDocumentRow[][] = [[]];
  for (const row of rows) {
    if (row.type === 'page-break') sections.push([]);
    else sections[sections.length - 1]!.push(row);
  }
  return sections;
}

// A page break closes the table and starts a new one on the next page; breaks inside table
// rows are not honoured reliably, and the new table repeats the column headings.
function positionsTable(view: OfferDocumentView, rows: OfferDocumentRow[], newPage: boolean) {
  const detail = view.printDetailColumns;
  const columns = detail ? 5 : 2;
  const head = detail
    ? '<th>Description</th><th class="num">Quantity</th><th>Unit</th><th class="num">Unit price</th><th class="num">Total</th>'
    : '<th>Description</th><th class="num">Total</th>';
  const body = rows.map((row) => positionRow(row, detail, columns, view.currency)).join('\n');
  return `<div class="${newPage ? 'page-break' : ''}"><table class="positions">
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody></table></div>`;
}

function positionRow(row: OfferDocumentRow, detail: boolean, columns: number, currency: string) {
  switch (row.type) {
    case 'title':
      return `<tr class="heading"><td colspan="${columns}">${text(row.title)}</td></tr>`;
    case 'description': {
      const title = row.title === null ? '' : `<strong>${text(row.title)}</strong><br>`;
      return `<tr class="description"><td colspan="${columns}">${title}${row.descriptionHtml ?? ''}</td></tr>`;
    }
    case 'separator':
      return `<tr class="separator"><td colspan="${columns}"></td></tr>`;
    case 'subtotal':
      return `<tr class="subtotal${row.optional ? ' optional' : ''}"><td colspan="${columns - 1}">${text(row.title)}${optionalMark(row.optional)}</td><td class="num">${money(row.total, currency)}</td></tr>`;
    case 'item': {
      const description =
        row.descriptionHtml === null
          ? ''
          : `<div class="item-description">${row.descriptionHtml}</div>`;
      const label = `${text(row.title)}${optionalMark(row.optional)}${description}`;
      const cells = detail
        ? `<td>${label}</td><td class="num">${text(row.quantity ?? '')}</td><td>${text(row.unit ?? '')}</td><td class="num">${row.unitPrice === null ? '' : money(row.unitPrice, currency)}</td>`
        : `<td>${label}</td>`;
      return `<tr class="item${row.optional ? ' optional' : ''}">${cells}<td class="num">${money(row.total, currency)}</td></tr>`;
    }
    case 'page-break':
      return '';
  }
}

const optionalMark = (optional: boolean) =>
  optional ? ' <span class="optional-mark">(optional)</span>' : '';

const money = (amount: string, currency: string) => `${text(amount)} ${text(currency)}`;

function totalsTable(totals: OfferDocumentTotals, currency: string): string {
  const line = (label: string, amount: string, css = '') =>
    `<tr class="${css}"><td>${text(label)}</td><td class="num">${money(amount, currency)}</td></tr>`;
  const lines = [
    totals.itemsTotal === null ? '' : line('Total of positions', totals.itemsTotal),
    totals.discount === null
      ? ''
      : line(`Discount ${totals.discountPercent ?? ''} %`, totals.discount),
    line('Net total', totals.net, 'net'),
    line(`VAT ${totals.taxRate} %`, totals.tax, 'tax'),
    totals.gross === null ? '' : line('Gross total', totals.gross, 'gross'),
  ];
  return `<table class="totals"><tbody>${lines.join('')}</tbody></table>`;
}
