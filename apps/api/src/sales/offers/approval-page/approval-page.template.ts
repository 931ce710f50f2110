import {
  OFFER_DOCUMENT_STYLE,
  fillLabel,
  offerDocumentBodyHtml,
  type OfferDocumentView,
} from '@faktura/documents';
import { escapeHtmlText } from '@faktura/domain';
import { publicPageHtml } from '../../../shared/public-pages';
import { type ApprovalField, type ApprovalFormError, MAX_NAME } from './approval-form';
import { APPROVAL_PAGE_STYLE } from './approval-page.style';
import {
  APPROVAL_PAGE_TEXTS,
  type ApprovalPageTexts,
  type PageLanguage,
} from './approval-page.texts';

/** What the page offers the customer besides the document. */
export type ApprovalPageState =
  | { kind: 'open'; errors: ApprovalFormError[]; name: string; email: string }
  | { kind: 'approved'; name: string; date: string };

const text = (value: string) => escapeHtmlText(value);

function page(language: string, title: string, body: string): string {
  return publicPageHtml(language, title, `${OFFER_DOCUMENT_STYLE}${APPROVAL_PAGE_STYLE}`, body);
}

/**
 * The form with each error right below its field, tied to it by `aria-describedby`; the first
 * bad field gets `autofocus`, so the browser scrolls to it without any script (the CSP allows none).
 */
function formHtml(
  t: ApprovalPageTexts,
  view: OfferDocumentView,
  pagePath: string,
  state: { errors: ApprovalFormError[]; name: string; email: string },
): string {
  const firstBad = state.errors[0]?.field;
  const field = (name: ApprovalField, className: string, label: (input: string) => string) => {
    const messages = state.errors.filter((error) => error.field === name);
    const errorId = `${name}-error`;
    const invalid =
      messages.length === 0
        ? ''
        : ` aria-invalid="true" aria-describedby="${errorId}"${name === firstBad ? ' autofocus' : ''}`;
    const errors =
      messages.length === 0
        ? ''
        : `\n<p class="error" id="${errorId}">${messages
            .map((error) => text(fillLabel(t[error.message], { max: String(MAX_NAME) })))
            .join('<br>')}</p>`;
    return `<div class="field ${className}">${label(`id="${name}" name="${name}"${invalid}`)}${errors}</div>`;
  };
  const summary =
    state.errors.length === 0
      ? ''
      : `<p class="summary" role="alert">${text(t.errorSummary)}</p>\n`;
  return `<form id="approve-form" method="post" action="${text(pagePath)}" novalidate>
${summary}${field('name', 'text', (input) => `<label for="name">${text(t.nameLabel)}</label><input type="text" ${input} maxlength="200" autocomplete="name" value="${text(state.name)}">`)}
${field('email', 'text', (input) => `<label for="email">${text(t.emailLabel)}</label><input type="email" ${input} maxlength="254" autocomplete="email" value="${text(state.email)}">`)}
${field('confirm', 'check', (input) => `<label><input type="checkbox" ${input} value="yes"><span>${text(fillLabel(t.confirmLabel, { offer: view.identifier }))}</span></label>`)}
<button type="submit">${text(t.submit)}</button>
</form>`;
}

/**
 * The offer as HTML with a link to its PDF and, while approvable, the approval form; both go to
 * `pagePath` (the page's own absolute path), so a trailing slash in the address breaks nothing.
 */
export function approvalPageHtml(
  view: OfferDocumentView,
  pagePath: string,
  state: ApprovalPageState,
  language: PageLanguage,
) {
  const t = APPROVAL_PAGE_TEXTS[language];
  const panel =
    state.kind === 'approved'
      ? `<p id="approved" class="approved">${text(fillLabel(t.approvedBy, state))}</p>
<p>${text(t.thankYou)}</p>`
      : formHtml(t, view, pagePath, state);
  const title = fillLabel(t.offerTitle, { offer: view.identifier });
  return page(
    language,
    title,
    `<main class="sheet">
${offerDocumentBodyHtml(view)}
</main>
<section class="panel">
<h2>${text(title)}</h2>
<p><a id="offer-pdf" href="${text(pagePath)}/offer.pdf">${text(t.downloadPdf)}</a></p>
${panel}
</section>`,
  );
}

/** What an unknown, revoked or mistyped link shows: no detail on which of these it is. */
export function invalidApprovalPageHtml(language: PageLanguage): string {
  const t = APPROVAL_PAGE_TEXTS[language];
  return page(
    language,
    t.invalidTitle,
    `<section class="panel">
<h2>${text(t.invalidHeading)}</h2>
<p>${text(t.invalidText)}</p>
</section>`,
  );
}
