import { apiDate, apiTimestamp } from '../../platform/serialization';
import { toDateColumn, normalizeTags } from '../../platform/input';
import type { ContactRow } from './contacts.repository';
import type { ContactResponse } from './dto/contact.response';
import type { UpdateContactDto } from './dto/update-contact.dto';

/** The API shape of a contact person: the reference's record, then Faktura's extensions. */
export function toContactResponse(contact: ContactRow): ContactResponse {
  return {
    id: contact.id,
    gender: contact.gender,
    firstname: contact.firstname,
    lastname: contact.lastname,
    title: contact.title,
    job_position: contact.jobPosition,
    mobile_phone: contact.mobilePhone,
    work_fax: contact.workFax,
    work_phone: contact.phone,
    work_email: contact.email,
    work_address: contact.workAddress,
    home_email: contact.homeEmail,
    home_address: contact.homeAddress,
    birthday: apiDate(contact.birthday),
    salutation: contact.salutation,
    info: contact.info,
    avatar_url: null,
    tags: contact.tags,
    custom_properties: contact.customProperties as Record<string, unknown>,
    company: contact.company,
    user: contact.user,
    created_at: apiTimestamp(contact.createdAt),
    updated_at: apiTimestamp(contact.updatedAt),
    default_offer_recipient: contact.defaultOfferRecipient,
    default_invoice_recipient: contact.defaultInvoiceRecipient,
  };
}

/**
 * The columns a create or update writes from the plain fields of the input; fields not sent
 * stay `undefined`, which Prisma leaves untouched. Where the reference has two names for one
 * value, its record's name wins over the alias. The company, the user and custom properties
 * are checked against the account by the service.
 */
export function contactColumns(input: UpdateContactDto) {
  const birthday = input.birthday !== undefined ? input.birthday : input.bday;
  return {
    gender: input.gender,
    firstname: input.firstname,
    lastname: input.lastname ?? input.name,
    title: input.title,
    salutation: input.salutation,
    jobPosition: input.job_position,
    email: input.work_email !== undefined ? input.work_email : input.email,
    phone: input.work_phone,
    mobilePhone: input.mobile_phone,
    workFax: input.work_fax,
    workAddress: input.work_address,
    homeEmail: input.home_email,
    homeAddress: input.home_address,
    birthday: birthday == null ? birthday : toDateColumn(birthday),
    info: input.info,
    defaultOfferRecipient: input.default_offer_recipient,
    defaultInvoiceRecipient: input.default_invoice_recipient,
    tags: input.tags === undefined ? undefined : normalizeTags(input.tags),
  };
}

/** `company_id`, else its deprecated aliases, with the name the client used (for errors). */
export function contactCompany(
  input: UpdateContactDto,
): { field: string; id: number | null } | undefined {
  for (const field of ['company_id', 'customer_id', 'organization_id'] as const) {
    const id = input[field];
    if (id !== undefined) return { field, id };
  }
  return undefined;
}
