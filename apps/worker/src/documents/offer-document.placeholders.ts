import type { PlaceholderValue } from '@faktura/domain';
import type { OfferForDocument } from './offer-document.loader';

type Person = NonNullable<OfferForDocument['user']>;

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

/**
 * Values of the offer variables a printed document can know. In the worker "me" is the offer's
 * responsible user; `customer_approval_link` needs the API's public URL and is left as written.
 */
export function offerPlaceholderValues(
  offer: OfferForDocument,
  computed: Record<string, string>,
): Record<string, PlaceholderValue> {
  const user = offer.user;
  const internal = offer.internalContact;
  return {
    ...computed,
    salutation: offer.contact?.salutation ?? '',
    due_days: String(Math.round((offer.dueDate.getTime() - offer.date.getTime()) / DAY_MS)),
    invoice_due_days: String(offer.company?.invoiceDueDays ?? offer.account.invoiceDueDays),
    recipient: offer.recipientAddress,
    company_name: offer.company?.name ?? '',
    title: offer.title,
    identifier: offer.identifier,
    me: fullName(user),
    me_firstname: user?.firstname ?? '',
    me_email: user?.email ?? '',
    me_details: details(user),
    user: fullName(user),
    user_email: user?.email ?? '',
    user_details: details(user),
    internal_contact: fullName(internal),
    internal_contact_email: internal?.email ?? '',
    internal_contact_details: details(internal),
    signatur_image: signatureImage(user),
  };
}
