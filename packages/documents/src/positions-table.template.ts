import { text } from './document-layout.template';
import { fillLabel, type DocumentLabels } from './document-labels';
import type { DocumentRow, DocumentTotalsView } from './document-rows.view';

/**
 * The positions as tables, a new table (and page) at every page break. A page break with no
 * position after it prints nothing: no empty table head, no empty page; a leading page break
 * still starts the positions on a new page, without an empty table before it.
 */
export function positionsHtml(
  rows: readonly DocumentRow[],
  printDetailColumns: boolean,
  labels: DocumentLabels,
): string {
  return splitAtPageBreaks(rows)
    .map((section) => positionsTable(section, printDetailColumns, labels))
    .join('\n');
}

interface Section {
  rows: DocumentRow[];
  newPage: boolean;
}

// Sections without rows are dropped; a break before the first position is kept as a break.
function splitAtPageBreaks(rows: readonly DocumentRow[]): Section[] {
  const sections: Section[] = [];
  let breakPending = false;
  for (const row of rows) {
    if (row.type === 'page-break') {
      breakPending = true;
    } else if (breakPending || sections.length === 0) {
      sections.push({ rows: [row], newPage: breakPending });
      breakPending = false;
    } else {
      sections[sections.length - 1]!.rows.push(row);
    }
  }
  return sections;
}

// The columns by class; DOCUMENT_STYLE gives each a fixed width, so every table of a document
// (and every page of a long one) has the same columns. A heading is aligned like its column.
const DETAIL_COLUMNS = [
  ['text', 'description'],
  ['quantity num', 'quantity'],
  ['unit', 'unit'],
  ['unit-price num', 'unitPrice'],
  ['total num', 'total'],
] as const satisfies ReadonlyArray<readonly [string, keyof DocumentLabels]>;
const SHORT_COLUMNS = [
  ['text', 'description'],
  ['total num', 'total'],
] as const satisfies ReadonlyArray<readonly [string, keyof DocumentLabels]>;

// A page break closes the table and starts a new one on the next page; breaks inside table
// rows are not honoured reliably. Every table repeats the column headings, and its head
// (a table-header-group) is repeated on every page a long table flows onto.
function positionsTable(section: Section, detail: boolean, t: DocumentLabels): string {
  const columns = detail ? DETAIL_COLUMNS : SHORT_COLUMNS;
  const cols = columns.map(([css]) => `<col class="col-${css.split(' ')[0]}">`).join('');
  const head = columns.map(([css, label]) => `<th class="${css}">${text(t[label])}</th>`).join('');
  const body = section.rows.map((row) => positionRow(row, detail, columns.length, t)).join('\n');
  return `<table class="positions${section.newPage ? ' page-break' : ''}">
<colgroup>${cols}</colgroup>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody></table>`;
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
