import { normalizeTags, parseEmailList } from '../../platform/input';
import type { UpdateCompanyDto } from './dto/update-company.dto';

/**
 * The columns a create or update writes from the plain fields of the input; fields not sent
 * stay `undefined`, which Prisma leaves untouched. Where the reference has two names for one
 * value, its current name wins over the deprecated one. Currency, VAT codes, the user and
 * custom properties need the account and are resolved by the service.
 */
export function companyColumns(input: UpdateCompanyDto) {
  const tags = input.tags ?? input.labels;
  return {
    type: input.type,
    identifier: input.identifier,
    name: input.name,
    website: input.website,
    email: input.email,
    phone: input.phone,
    fax: input.fax,
    address: input.address,
    countryCode: input.country_code,
    vatIdentifier: input.vat_identifier,
    alternativeLanguage:
      input.alternative_correspondence_language ?? input.english_correspondence_language,
    info: input.info,
    footer: input.footer,
    billingNotes: input.billing_notes,
    invoiceFormat: input.invoice_format,
    buyerReference: input.buyer_reference,
    peppolId: input.peppol_id,
    defaultPaymentMeans: input.default_payment_means,
    iban: input.iban,
    bic: input.bank_bic,
    bankOwner: input.bank_owner,
    invoiceDueDays:
      input.default_invoice_due_days !== undefined
        ? input.default_invoice_due_days
        : input.invoice_due_days,
    debitNumber: input.debit_number,
    creditNumber: input.credit_number,
    invoiceEmailsTo: recipients(input.invoice_emails_to),
    invoiceEmailsCc: recipients(input.billing_email_cc),
    invoiceEmailsBcc: recipients(input.invoice_emails_bcc),
    offerEmailsTo: recipients(input.offer_emails_to),
    offerEmailsCc: recipients(input.offer_emails_cc),
    offerEmailsBcc: recipients(input.offer_emails_bcc),
    tags: tags === undefined ? undefined : normalizeTags(tags),
  };
}

function recipients(value: string | null | undefined): string[] | undefined {
  return value === undefined ? undefined : parseEmailList(value);
}
