// The reference's Company, ContactPerson and User records (moco-openapi.json), and the
// operations of /companies, /contacts/people and /users that Faktura serves too.
import type { ContractGroup } from '../contract-checker';
import {
  arrayOf,
  bool,
  customProperties,
  date,
  EMPTY_BODY,
  int,
  listOf,
  nullable,
  oneOf,
  record,
  recordWithExtensions,
  str,
  tags,
  timestamp,
} from '../schema-builders';
import {
  namedRef,
  purchaseVatCode,
  salesVatCode,
  typedCompanyRef,
  userRef,
} from './shared.schemas';

const text = nullable(str);

/** A company's project as the reference embeds it in `projects`. */
const companyProject = record({
  id: int,
  identifier: nullable(str),
  name: str,
  active: bool,
  billable: bool,
});

export const company = recordWithExtensions(
  {
    id: int,
    type: oneOf('customer', 'supplier', 'organization'),
    identifier: text,
    name: str,
    website: text,
    email: text,
    billing_email_cc: text,
    phone: text,
    fax: text,
    address: text,
    country_code: text,
    vat_identifier: text,
    alternative_correspondence_language: bool,
    english_correspondence_language: bool,
    tags,
    labels: tags,
    user: nullable(userRef),
    info: text,
    footer: text,
    custom_properties: customProperties,
    active: bool,
    archived_on: nullable(timestamp),
    currency: text,
    customer_vat: nullable(salesVatCode),
    supplier_vat: nullable(purchaseVatCode),
    default_invoice_due_days: nullable(int),
    // peppol is Faktura's value (Peppol BIS Billing 3.0); the reference knows the other three.
    invoice_format: nullable(oneOf('regular_pdf', 'x_invoice', 'zugferd_x_invoice', 'peppol')),
    default_payment_means: nullable(oneOf('not_defined', 'credit_transfer')),
    projects: arrayOf(companyProject),
    iban: text,
    bank_bic: text,
    bank_owner: text,
    debit_number: nullable(int),
    credit_number: nullable(int),
    created_at: timestamp,
    updated_at: timestamp,
  },
  {
    // BT-10 of the company's e-invoices (Leitweg-ID); the reference has no such field.
    buyer_reference: text,
    // The Peppol participant identifier <scheme>:<value>; the reference has no such field.
    peppol_id: text,
    // The reference accepts billing_notes on input but never answers it; Faktura shows it.
    billing_notes: text,
    // Default recipients of invoice and offer e-mails (send_email without recipients).
    invoice_emails_to: text,
    invoice_emails_bcc: text,
    offer_emails_to: text,
    offer_emails_cc: text,
    offer_emails_bcc: text,
  },
);

export const contactPerson = recordWithExtensions(
  {
    id: int,
    gender: oneOf('F', 'M', 'U'),
    // Faktura does not require a first name, so a contact may have none.
    firstname: text,
    lastname: str,
    title: text,
    job_position: text,
    mobile_phone: text,
    work_fax: text,
    work_phone: text,
    work_email: text,
    work_address: text,
    home_email: text,
    home_address: text,
    birthday: nullable(date),
    salutation: text,
    info: text,
    avatar_url: text,
    tags,
    custom_properties: customProperties,
    company: nullable(typedCompanyRef),
    user: nullable(userRef),
    created_at: timestamp,
    updated_at: timestamp,
  },
  {
    // The contact's work e-mail is a default recipient of offer / invoice e-mails.
    default_offer_recipient: bool,
    default_invoice_recipient: bool,
  },
);

export const user = record({
  id: int,
  firstname: str,
  lastname: str,
  active: bool,
  extern: bool,
  email: str,
  mobile_phone: text,
  work_phone: text,
  home_address: text,
  info: text,
  birthday: nullable(date),
  iban: text,
  avatar_url: text,
  tags,
  custom_properties: customProperties,
  credit_number: text,
  role: nullable(namedRef),
  unit: namedRef,
  created_at: timestamp,
  updated_at: timestamp,
});

export const PARTIES_CONTRACT: ContractGroup = {
  'GET /companies': { status: 200, body: listOf(company), paged: true },
  'GET /companies/{id}': { status: 200, body: company },
  'POST /companies': { status: 200, body: company },
  'PUT /companies/{id}': { status: 200, body: company },
  'PATCH /companies/{id}': { status: 200, body: company },
  'PUT /companies/{id}/archive': { status: 200, body: company },
  'PUT /companies/{id}/unarchive': { status: 200, body: company },
  'DELETE /companies/{id}': { status: 200, body: EMPTY_BODY },
  'GET /contacts/people': { status: 200, body: listOf(contactPerson), paged: true },
  'GET /contacts/people/{id}': { status: 200, body: contactPerson },
  'POST /contacts/people': { status: 200, body: contactPerson },
  'PUT /contacts/people/{id}': { status: 200, body: contactPerson },
  'PATCH /contacts/people/{id}': { status: 200, body: contactPerson },
  'DELETE /contacts/people/{id}': { status: 204, body: EMPTY_BODY },
  'GET /users': { status: 200, body: listOf(user), paged: true },
  'GET /users/{id}': { status: 200, body: user },
  'POST /users': { status: 200, body: user },
  'PUT /users/{id}': { status: 200, body: user },
  'PATCH /users/{id}': { status: 200, body: user },
  'DELETE /users/{id}': { status: 204, body: EMPTY_BODY },
};
