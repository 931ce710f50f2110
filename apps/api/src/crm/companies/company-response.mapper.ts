import { apiTimestamp } from '../../platform/serialization';
import { formatEmailList } from '../../platform/input';
import type { CompanyRow } from './companies.repository';
import { toPurchaseVatCodeReference, toSalesVatCodeReference } from '../../shared/document-vat';
import type { CompanyResponse } from './dto/company.response';

/** The API shape of a company: the reference's record, then Faktura's extensions. */
export function toCompanyResponse(company: CompanyRow): CompanyResponse {
  return {
    id: company.id,
    type: company.type,
    identifier: company.identifier,
    name: company.name,
    website: company.website,
    email: company.email,
    billing_email_cc: formatEmailList(company.invoiceEmailsCc),
    phone: company.phone,
    fax: company.fax,
    address: company.address,
    country_code: company.countryCode,
    vat_identifier: company.vatIdentifier,
    alternative_correspondence_language: company.alternativeLanguage,
    english_correspondence_language: company.alternativeLanguage,
    tags: company.tags,
    labels: company.tags,
    user: company.user,
    info: company.info,
    footer: company.footer,
    custom_properties: company.customProperties as Record<string, unknown>,
    active: company.active,
    archived_on: apiTimestamp(company.archivedAt),
    currency: company.currency,
    customer_vat: company.customerVatCode && toSalesVatCodeReference(company.customerVatCode),
    supplier_vat: company.supplierVatCode && toPurchaseVatCodeReference(company.supplierVatCode),
    default_invoice_due_days: company.invoiceDueDays,
    invoice_format: company.invoiceFormat,
    default_payment_means: company.defaultPaymentMeans,
    projects: company.projects,
    iban: company.iban,
    bank_bic: company.bic,
    bank_owner: company.bankOwner,
    debit_number: company.debitNumber,
    credit_number: company.creditNumber,
    created_at: apiTimestamp(company.createdAt),
    updated_at: apiTimestamp(company.updatedAt),
    buyer_reference: company.buyerReference,
    peppol_id: company.peppolId,
    billing_notes: company.billingNotes,
    invoice_emails_to: formatEmailList(company.invoiceEmailsTo),
    invoice_emails_bcc: formatEmailList(company.invoiceEmailsBcc),
    offer_emails_to: formatEmailList(company.offerEmailsTo),
    offer_emails_cc: formatEmailList(company.offerEmailsCc),
    offer_emails_bcc: formatEmailList(company.offerEmailsBcc),
  };
}
