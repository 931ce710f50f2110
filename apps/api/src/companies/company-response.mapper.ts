import type { VatCodePurchase, VatCodeSale } from '@faktura/db';
import { toApiNumber } from '@faktura/domain';
import { apiTimestamp } from '../common/serialization/api-format';
import { formatEmailList } from '../common/input/input-transforms';
import type { CompanyRow } from './companies.repository';
import type { CompanyCustomerVat, CompanySupplierVat } from './dto/company-references.response';
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
    customer_vat: company.customerVatCode && toCustomerVat(company.customerVatCode),
    supplier_vat: company.supplierVatCode && toSupplierVat(company.supplierVatCode),
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
    billing_notes: company.billingNotes,
    invoice_emails_to: formatEmailList(company.invoiceEmailsTo),
    invoice_emails_bcc: formatEmailList(company.invoiceEmailsBcc),
    offer_emails_to: formatEmailList(company.offerEmailsTo),
    offer_emails_cc: formatEmailList(company.offerEmailsCc),
    offer_emails_bcc: formatEmailList(company.offerEmailsBcc),
  };
}

/** A sales VAT code as the reference embeds it in `customer_vat`. */
function toCustomerVat(code: VatCodeSale): CompanyCustomerVat {
  return {
    id: code.id,
    tax: toApiNumber(code.tax.toString()),
    description: code.description ?? code.code,
    reverse_charge: code.kind === 'reverse_charge',
    intra_eu: code.kind === 'intra_eu',
    print_gross_total: code.printGrossTotal,
    notice_tax_exemption: code.noticeTaxExemption,
    notice_tax_exemption_en: code.noticeTaxExemptionAlt,
    notice_tax_exemption_alt: code.noticeTaxExemptionAlt,
    active: code.active,
    code: code.code,
    credit_account: code.creditAccount,
  };
}

/** A purchase VAT code as the reference embeds it in `supplier_vat`. */
function toSupplierVat(code: VatCodePurchase): CompanySupplierVat {
  return {
    id: code.id,
    tax: toApiNumber(code.tax.toString()),
    description: code.description ?? code.code,
    reverse_charge: code.kind === 'reverse_charge',
    intra_eu: code.kind === 'intra_eu',
    active: code.active,
    code: code.code,
  };
}
