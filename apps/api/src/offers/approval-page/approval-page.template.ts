import {
  OFFER_DOCUMENT_STYLE,
  offerDocumentBodyHtml,
  type OfferDocumentView,
} from '@faktura/documents';
import { escapeHtmlText } from '@faktura/domain';

/** What the page offers the customer besides the document. */
export type ApprovalPageState =
  | { kind: 'open'; errors: string[]; name: string; email: string }
  | { kind: 'approved'; name: string; date: string };

const text = (value: string) => escapeHtmlText(value);

// The document keeps its print stylesheet; the sheet frame makes it read like paper on screen.
const PAGE_STYLE = `
html { background: #eef0f3; }
body { margin: 0; padding: 24px 12px; font: 15px/1.5 'Liberation Sans', Arial, sans-serif; }
.sheet { background: #fff; max-width: 180mm; margin: 0 auto 24px; padding: 18mm 15mm;
  box-shadow: 0 1px 4px rgba(0,0,0,.15); font-size: 10pt; }
.panel { max-width: 180mm; margin: 0 auto; background: #fff; padding: 16px 20px;
  border-radius: 6px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
.panel h2 { margin: 0 0 12px; font-size: 18px; }
.panel label { display: block; margin: 10px 0; }
.panel input[type=text], .panel input[type=email] { width: 100%; max-width: 360px; padding: 6px; font: inherit; }
.panel button { padding: 8px 18px; font: inherit; cursor: pointer; }
.error { color: #a00; margin: 4px 0; }
.approved { color: #176b1d; font-weight: bold; }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text(title)}</title>
<style>${OFFER_DOCUMENT_STYLE}${PAGE_STYLE}</style></head>
<body>
${body}
</body></html>
`;
}

/**
 * The offer as HTML with a link to its PDF and, while approvable, the approval form; both go to
 * `pagePath` (the page's own absolute path), so a trailing slash in the address breaks nothing.
 */
export function approvalPageHtml(
  view: OfferDocumentView,
  pagePath: string,
  state: ApprovalPageState,
) {
  const panel =
    state.kind === 'approved'
      ? `<p id="approved" class="approved">Approved by ${text(state.name)} on ${text(state.date)}.</p>
<p>Thank you. The order confirmation has been recorded.</p>`
      : `<form id="approve-form" method="post" action="${text(pagePath)}">
${state.errors.map((error) => `<p class="error">${text(error)}</p>`).join('\n')}
<label>Your name<br><input type="text" name="name" maxlength="200" autocomplete="name" value="${text(state.name)}"></label>
<label>Your e-mail (optional)<br><input type="email" name="email" maxlength="254" autocomplete="email" value="${text(state.email)}"></label>
<label><input type="checkbox" name="confirm" value="yes"> I accept offer ${text(view.identifier)} and its terms.</label>
<button type="submit">Approve offer</button>
</form>`;
  return page(
    `Offer ${view.identifier}`,
    `<main class="sheet">
${offerDocumentBodyHtml(view)}
</main>
<section class="panel">
<h2>Offer ${text(view.identifier)}</h2>
<p><a id="offer-pdf" href="${text(pagePath)}/offer.pdf">Download the offer as PDF</a></p>
${panel}
</section>`,
  );
}

/** What an unknown, revoked or mistyped link shows: no detail on which of these it is. */
export function invalidApprovalPageHtml(): string {
  return page(
    'Link not valid',
    `<section class="panel">
<h2>This approval link is not valid</h2>
<p>The link may have been mistyped, or the offer is no longer open for approval online.
Please contact the sender of the offer.</p>
</section>`,
  );
}
