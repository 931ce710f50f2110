import type { PlaceholderValue } from '@faktura/domain';
import type { OfferForDocument } from './offer-document.loader';

/** A user as documents print them. */
export type Person = NonNullable<OfferForDocument['user']>;

const DAY_MS = 86_400_000;
const fullName = (person: Person | null) =>
  person ? `${person.firstname} ${person.lastname}`.trim() : '';
const details = (person: Person | null) =>
  person ? [fullName(person), person.email, person.phone].filter(Boolean).join('\n') : '';

// Inline data URL: the renderer blocks every network request.
function signatureImage(person: Person | null): PlaceholderValue {
  const file = person?.signatureImageFile;
  if (!file || !/^image\/[a-z0-9.+-]+$/i.test(file.contentType)) return '';
  const src = `data:${file.contentType};base64,${Buffer.from(file.data).toString('base64')}`;
  return { html: `<img src="${src}" alt="" style="max-height:20mm">` };
}

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

/**
 * Values of every offer variable. `customer_approval_link` is the approval URL when approval was
 * ever activated (the API activates it whenever the variable is written), else empty.
 */
export function offerPlaceholderValues(
  offer: OfferForDocument,
  computed: Record<string, string>,
  context: OfferPlaceholderContext,
): Record<string, PlaceholderValue> {
  const user = offer.user;
  const me = context.me === undefined ? user : context.me;
  const internal = offer.internalContact;
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
    me: fullName(me),
    me_firstname: me?.firstname ?? '',
    me_email: me?.email ?? '',
    me_details: details(me),
    user: fullName(user),
    user_email: user?.email ?? '',
    user_details: details(user),
    internal_contact: fullName(internal),
    internal_contact_email: internal?.email ?? '',
    internal_contact_details: details(internal),
    signatur_image: signatureImage(me),
    customer_approval_link: approval ? customerApprovalUrl(context.publicUrl, approval.token) : '',
  };
}
