import { apiTimestamp } from '../common/serialization/api-format';
import { normalizeTags } from '../common/input/input-transforms';
import type { ContactRow } from './contacts.repository';
import type { ContactResponse } from './dto/contact.response';
import type { UpdateContactDto } from './dto/update-contact.dto';

/** The API shape of a contact person. */
export function toContactResponse(contact: ContactRow): ContactResponse {
  return {
    id: contact.id,
    firstname: contact.firstname,
    lastname: contact.lastname,
    salutation: contact.salutation,
    job_position: contact.jobPosition,
    email: contact.email,
    phone: contact.phone,
    company: contact.company ? { id: contact.company.id, name: contact.company.name } : null,
    default_offer_recipient: contact.defaultOfferRecipient,
    default_invoice_recipient: contact.defaultInvoiceRecipient,
    custom_properties: contact.customProperties as Record<string, unknown>,
    tags: contact.tags,
    created_at: apiTimestamp(contact.createdAt),
    updated_at: apiTimestamp(contact.updatedAt),
  };
}

/**
 * The columns a create or update writes from the plain fields of the input; fields not sent
 * stay `undefined`, which Prisma leaves untouched. The company and custom properties are
 * checked against the account by the service.
 */
export function contactColumns(input: UpdateContactDto) {
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    salutation: input.salutation,
    jobPosition: input.job_position,
    email: input.email,
    phone: input.phone,
    defaultOfferRecipient: input.default_offer_recipient,
    defaultInvoiceRecipient: input.default_invoice_recipient,
    tags: input.tags === undefined ? undefined : normalizeTags(input.tags),
  };
}
