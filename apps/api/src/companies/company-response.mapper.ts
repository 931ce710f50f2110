import type { Company } from '@faktura/db';
import { apiTimestamp } from '../common/serialization/api-format';
import { formatEmailList, normalizeTags, parseEmailList } from '../common/input/input-transforms';
import type { CompanyResponse } from './dto/company.response';
import type { UpdateCompanyDto } from './dto/update-company.dto';

/** The API shape of a company. */
export function toCompanyResponse(company: Company): CompanyResponse {
  return {
    id: company.id,
    type: company.type,
    name: company.name,
    website: company.website,
    email: company.email,
    phone: company.phone,
    address: company.address,
    country_code: company.countryCode,
    vat_identifier: company.vatIdentifier,
    iban: company.iban,
    bic: company.bic,
    currency: company.currency,
    invoice_due_days: company.invoiceDueDays,
    debit_number: company.debitNumber,
    credit_number: company.creditNumber,
    invoice_emails_to: formatEmailList(company.invoiceEmailsTo),
    invoice_emails_cc: formatEmailList(company.invoiceEmailsCc),
    invoice_emails_bcc: formatEmailList(company.invoiceEmailsBcc),
    offer_emails_to: formatEmailList(company.offerEmailsTo),
    offer_emails_cc: formatEmailList(company.offerEmailsCc),
    offer_emails_bcc: formatEmailList(company.offerEmailsBcc),
    custom_properties: company.customProperties as Record<string, unknown>,
    tags: company.tags,
    created_at: apiTimestamp(company.createdAt),
    updated_at: apiTimestamp(company.updatedAt),
  };
}

/**
 * The columns a create or update writes from the plain fields of the input; fields not sent
 * stay `undefined`, which Prisma leaves untouched. Currency and custom properties need the
 * account and are resolved by the service.
 */
export function companyColumns(input: UpdateCompanyDto) {
  return {
    type: input.type,
    name: input.name,
    website: input.website,
    email: input.email,
    phone: input.phone,
    address: input.address,
    countryCode: input.country_code,
    vatIdentifier: input.vat_identifier,
    iban: input.iban,
    bic: input.bic,
    invoiceDueDays: input.invoice_due_days,
    debitNumber: input.debit_number,
    creditNumber: input.credit_number,
    invoiceEmailsTo: recipients(input.invoice_emails_to),
    invoiceEmailsCc: recipients(input.invoice_emails_cc),
    invoiceEmailsBcc: recipients(input.invoice_emails_bcc),
    offerEmailsTo: recipients(input.offer_emails_to),
    offerEmailsCc: recipients(input.offer_emails_cc),
    offerEmailsBcc: recipients(input.offer_emails_bcc),
    tags: input.tags === undefined ? undefined : normalizeTags(input.tags),
  };
}

function recipients(value: string | null | undefined): string[] | undefined {
  return value === undefined ? undefined : parseEmailList(value);
}
