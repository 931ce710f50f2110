import { PUBLIC_PAGE_STYLE } from '../../../shared/public-pages';

// The document keeps its print stylesheet; everything here is scoped to the page's own
// classes (.sheet wraps the document body), so the PDF, which shares the body HTML, is unchanged.
/** The screen stylesheet of the approval page: a paper-like sheet that reflows on a phone. */
export const APPROVAL_PAGE_STYLE = `${PUBLIC_PAGE_STYLE}
.sheet { background: #fff; max-width: 180mm; margin: 0 auto 24px; padding: 18mm 15mm;
  box-shadow: 0 1px 4px rgba(0,0,0,.15); font-size: 10pt; overflow-wrap: anywhere; }
.sheet img, .sheet svg, .sheet video { max-width: 100%; height: auto; }
.sheet pre { white-space: pre-wrap; }
.sheet .num { overflow-wrap: normal; }
.sheet table.positions th.num { text-align: right; }
/* The address and the date block side by side, never on top of each other; the sender line
   stays a line of its own above them. */
.sheet .sender { display: block; width: fit-content; max-width: 100%; }
.sheet .recipient { float: left; max-width: 60%; margin-right: 6mm; }
.sheet .meta { float: right; margin-top: 2mm; }
.field { margin: 12px 0; }
.field label { display: block; }
.field input[type=text], .field input[type=email] { width: 100%; max-width: 360px; padding: 6px; font: inherit; }
.field.check label { display: flex; gap: 8px; align-items: flex-start; }
.field.check input { margin-top: 4px; flex: none; }
.panel button { padding: 8px 18px; font: inherit; cursor: pointer; max-width: 100%; }
.error { color: #a00; margin: 4px 0 0; }
.summary { color: #a00; font-weight: bold; }
[aria-invalid=true] { border: 2px solid #a00; outline-color: #a00; }
.approved { color: #176b1d; font-weight: bold; }
@media (max-width: 600px) {
  .sheet { padding: 16px 12px; }
  .sheet .recipient, .sheet .meta { float: none; max-width: none; min-height: 0;
    text-align: left; margin: 0 0 4mm; }
  .sheet table.totals { width: 100%; margin-left: 0; }
  /* The positions reflow into a grid per row: the text on its own line, the figures below. */
  .sheet table.positions, .sheet table.positions thead, .sheet table.positions tbody { display: block; }
  .sheet table.positions tr { display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) minmax(0, 3fr) minmax(0, 3fr); }
  .sheet table.positions .num { white-space: normal; }
  .sheet table.positions tr > :only-child,
  .sheet table.positions tr > :first-child:nth-last-child(5) { grid-column: 1 / -1; }
  .sheet table.positions tr > :first-child:nth-last-child(2) { grid-column: 1 / 4; }
  .sheet table.positions tr > .num:last-child { grid-column: 4; }
  .sheet table.positions tr > :first-child:nth-last-child(5) { padding-bottom: 0; }
  .sheet table.positions th:first-child:nth-last-child(5) { border-bottom: none; }
}
`;
