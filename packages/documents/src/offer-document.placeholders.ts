import type { PlaceholderValue } from '@faktura/domain';
import type { OfferForDocument } from './offer-document.loader';
import { personPlaceholderValues, type Person } from './person.placeholders';

export type { Person } from './person.placeholders';

const DAY_MS = 86_400_000;

/** How a document resolves the variables that depend on who and where it is produced. */
export interface OfferPlaceholderContext {
  /** Base URL of the public approval pages, e.g. `https://faktura.example.com` (no trailing /). */
  publicUrl: string;
  /**
   * The user `{me}` stands for. Printed documents pass nothing and get the offer's responsible
   * user; an e-mail passes the user who sent it.
   */
  me?: Person | null;
}

/** The public URL at which a customer approves an offer. */
export function customerApprovalUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/approval/${encodeURIComponent(token)}`;
}

/** What the offer variables read of a document: an offer, or an order confirmation. */
export type OfferPlaceholderSource = Pick<
  OfferForDocument,
  | 'user'
  | 'internalContact'
  | 'customerApproval'
  | 'contact'
  | 'company'
  | 'account'
  | 'date'
  | 'dueDate'
  | 'recipientAddress'
  | 'title'
  | 'identifier'
>;

/**
 * Values of every offer variable. `customer_approval_link` is the approval URL when approval was
 * ever activated (the API activates it whenever the variable is written), else empty.
 */
export function offerPlaceholderValues(
  offer: OfferPlaceholderSource,
  computed: Record<string, string>,
  context: OfferPlaceholderContext,
): Record<string, PlaceholderValue> {
  const user = offer.user;
  const me = context.me === undefined ? user : context.me;
  const approval = offer.customerApproval;
  return {
    ...computed,
    salutation: offer.contact?.salutation ?? '',
    due_days: String(Math.round((offer.dueDate.getTime() - offer.date.getTime()) / DAY_MS)),
    invoice_due_days: String(offer.company?.invoiceDueDays ?? offer.account.invoiceDueDays),
    recipient: offer.recipientAddress,
    company_name: offer.company?.name ?? '',
    title: offer.title,
    identifier: offer.identifier,
    ...personPlaceholderValues({ me, user, internal: offer.internalContact }, 'signatur_image'),
    customer_approval_link: approval ? customerApprovalUrl(context.publicUrl, approval.token) : '',
  };
}
