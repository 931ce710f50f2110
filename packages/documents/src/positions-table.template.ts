import { text } from './document-layout.template';
import { fillLabel, type DocumentLabels } from './document-labels';
import type { DocumentRow, DocumentTotalsView } from './document-rows.view';

/** The positions as tables, a new table (and page) at every page break. */
export function positionsHtml(
  rows: readonly DocumentRow[],
  printDetailColumns: boolean,
  labels: DocumentLabels,
): string {
  return splitAtPageBreaks(rows)
    .map((section, index) => positionsTable(section, printDetailColumns, labels, index > 0))
    .join('\n');
}

function splitAtPageBreaks(rows: readonly DocumentRow[]): DocumentRow[][] {
  const sections: DocumentRow[][] = [[]];
  for (const row of rows) {
    if (row.type === 'page-break') sections.push([]);
    else sections[sections.length - 1]!.push(row);
  }
  return sections;
}

// A page break closes the table and starts a new one on the next page; breaks inside table
// rows are not honoured reliably, and the new table repeats the column headings.
function positionsTable(
  rows: DocumentRow[],
  detail: boolean,
  t: DocumentLabels,
  newPage: boolean,
): string {
  const columns = detail ? 5 : 2;
  const head = detail
    ? `<th>${text(t.description)}</th><th class="num">${text(t.quantity)}</th><th>${text(t.unit)}</th><th class="num">${text(t.unitPrice)}</th><th class="num">${text(t.total)}</th>`
    : `<th>${text(t.description)}</th><th class="num">${text(t.total)}</th>`;
  const body = rows.map((row) => positionRow(row, detail, columns, t)).join('\n');
  return `<div class="${newPage ? 'page-break' : ''}"><table class="positions">
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody></table></div>`;
}

function positionRow(row: DocumentRow, detail: boolean, columns: number, t: DocumentLabels) {
  const optionalMark = (optional: boolean) =>
    optional ? ` <span class="optional-mark">(${text(t.optional)})</span>` : '';
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
      return `<tr class="subtotal${row.optional ? ' optional' : ''}"><td colspan="${columns - 1}">${text(row.title)}${optionalMark(row.optional)}</td><td class="num">${text(row.total)}</td></tr>`;
    case 'item': {
      const description =
        row.descriptionHtml === null
          ? ''
          : `<div class="item-description">${row.descriptionHtml}</div>`;
      const label = `${text(row.title)}${optionalMark(row.optional)}${description}`;
      const cells = detail
        ? `<td>${label}</td><td class="num">${text(row.quantity ?? '')}</td><td>${text(row.unit ?? '')}</td><td class="num">${text(row.unitPrice ?? '')}</td>`
        : `<td>${label}</td>`;
      return `<tr class="item${row.optional ? ' optional' : ''}">${cells}<td class="num">${text(row.total)}</td></tr>`;
    }
    case 'page-break':
      return '';
  }
}

/** A row of a label and an amount, both plain text; `css` is the row's class. */
export const amountRowHtml = (label: string, amount: string, css = '') =>
  `<tr class="${css}"><td>${text(label)}</td><td class="num">${text(amount)}</td></tr>`;

/** The totals block: positions total and discount when discounted, net, VAT, gross. */
export function totalsTableHtml(totals: DocumentTotalsView, t: DocumentLabels): string {
  const line = amountRowHtml;
  const lines = [
    totals.itemsTotal === null ? '' : line(t.itemsTotal, totals.itemsTotal),
    totals.discount === null
      ? ''
      : line(fillLabel(t.discount, { percent: totals.discountPercent ?? '' }), totals.discount),
    line(t.netTotal, totals.net, 'net'),
    line(fillLabel(t.vat, { rate: totals.taxRate }), totals.tax, 'tax'),
    totals.gross === null ? '' : line(t.grossTotal, totals.gross, 'gross'),
  ];
  return `<table class="totals"><tbody>${lines.join('')}</tbody></table>`;
}
