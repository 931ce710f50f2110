import { DOCUMENT_STYLE, documentPageHtml, letterHeadHtml, text } from './document-layout.template';
import { SELLER_FOOTER_STYLE, sellerFooterHtml } from './seller-footer.template';
import { DOCUMENT_LABELS, fillLabel } from './document-labels';
import type { TimesheetDocumentView } from './timesheet-document.view';

/** The timesheet's stylesheet: the shared one plus its table. */
export const TIMESHEET_DOCUMENT_STYLE = `${DOCUMENT_STYLE}${SELLER_FOOTER_STYLE}
table.timesheet { width: 100%; border-collapse: collapse; }
table.timesheet th { text-align: left; border-bottom: 0.75pt solid #333; padding: 1.5mm 1mm; }
table.timesheet td { vertical-align: top; padding: 1.5mm 1mm; }
table.timesheet th.num { text-align: right; }
table.timesheet tr.sum td { font-weight: bold; border-top: 0.75pt solid #333; }
`;

const invoiceNumber = (view: TimesheetDocumentView) =>
  view.invoiceIdentifier ?? DOCUMENT_LABELS[view.language].draft;

/** Renders a complete HTML page of the timesheet; pure, the view holds everything it prints. */
export function timesheetDocumentHtml(view: TimesheetDocumentView): string {
  return documentPageHtml({
    lang: view.language,
    title: `${DOCUMENT_LABELS[view.language].timesheet} ${invoiceNumber(view)}`,
    style: TIMESHEET_DOCUMENT_STYLE,
    letterPaperHtml: view.letterPaperHtml,
    body: timesheetDocumentBodyHtml(view),
  });
}

/** The timesheet without page frame: addresses, the activities table and the sum of hours. */
export function timesheetDocumentBodyHtml(view: TimesheetDocumentView): string {
  const t = DOCUMENT_LABELS[view.language];
  const meta: Array<[string, string]> = [
    [t.invoice, invoiceNumber(view)],
    [t.date, view.invoiceDate],
  ];
  if (view.servicePeriod !== null) meta.push([t.servicePeriod, view.servicePeriod]);
  const rows = view.rows.map(
    (row) =>
      `<tr><td>${text(row.date)}</td><td>${text(row.user)}</td><td>${text(row.description)}</td><td class="num">${text(row.hours)}</td></tr>`,
  );
  return `${letterHeadHtml(view, meta)}
<h1>${text(fillLabel(t.timesheetHeading, { title: view.invoiceTitle }))}</h1>
<table class="timesheet">
<thead><tr><th>${text(t.date)}</th><th>${text(t.user)}</th><th>${text(t.description)}</th><th class="num">${text(t.hours)}</th></tr></thead>
<tbody>
${rows.join('\n')}
<tr class="sum"><td colspan="3">${text(t.totalHours)}</td><td class="num">${text(view.totalHours)}</td></tr>
</tbody></table>
${sellerFooterHtml(view.seller)}`;
}
