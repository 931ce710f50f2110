import { emailList, person, purchaseVat, salesVat, stamp, vatColumns } from './wire';

type Row = Record<string, unknown>;

/** Rows of a page of companies: `$1` account, `$2` the page's ids. */
export const COMPANY_ROWS_SQL = `SELECT c.*, ${vatColumns('cv', 'cv_', true)}, ${vatColumns('sv', 'sv_', false)},
  u.id AS u_id, u.firstname AS u_firstname, u.lastname AS u_lastname,
  (SELECT coalesce(json_agg(json_build_object('id', p.id, 'identifier', p.identifier, 'name', p.name,
     'active', p.active, 'billable', p.billable) ORDER BY p.id), '[]')
   FROM projects p WHERE p.company_id = c.id) AS projects
  FROM companies c
  LEFT JOIN vat_codes_sales cv ON cv.id = c.customer_vat_code_id
  LEFT JOIN vat_codes_purchases sv ON sv.id = c.supplier_vat_code_id
  LEFT JOIN users u ON u.id = c.user_id
  WHERE c.account_id = $1 AND c.id = ANY($2::int[])`;

/** A company record, key for key in Faktura's order. */
export function companyRecord(c: Row) {
  return {
    id: c.id,
    type: c.type,
    identifier: c.identifier,
    name: c.name,
    website: c.website,
    email: c.email,
    billing_email_cc: emailList(c.invoice_emails_cc),
    phone: c.phone,
    fax: c.fax,
    address: c.address,
    country_code: c.country_code,
    vat_identifier: c.vat_identifier,
    alternative_correspondence_language: c.alternative_correspondence_language,
    english_correspondence_language: c.alternative_correspondence_language,
    tags: c.tags,
    labels: c.tags,
    user: person(c, 'u_'),
    info: c.info,
    footer: c.footer,
    custom_properties: c.custom_properties,
    active: c.active,
    archived_on: stamp(c.archived_at),
    currency: c.currency,
    customer_vat: salesVat(c, 'cv_'),
    supplier_vat: purchaseVat(c, 'sv_'),
    default_invoice_due_days: c.invoice_due_days,
    invoice_format: c.invoice_format,
    default_payment_means: c.default_payment_means,
    projects: c.projects,
    iban: c.iban,
    bank_bic: c.bic,
    bank_owner: c.bank_owner,
    debit_number: c.debit_number,
    credit_number: c.credit_number,
    created_at: stamp(c.created_at),
    updated_at: stamp(c.updated_at),
    billing_notes: c.billing_notes,
    invoice_emails_to: emailList(c.invoice_emails_to),
    invoice_emails_bcc: emailList(c.invoice_emails_bcc),
    offer_emails_to: emailList(c.offer_emails_to),
    offer_emails_cc: emailList(c.offer_emails_cc),
    offer_emails_bcc: emailList(c.offer_emails_bcc),
  };
}
