import type { Invoice } from '@e-invoice-eu/core';
import { formatMoney, type Decimal } from '@faktura/domain';
import {
  calculateEInvoiceAmounts,
  type EInvoiceAmounts,
  type EInvoiceVatGroup,
} from './einvoice-amounts.calculator';
import { checkEInvoiceSource } from './einvoice-source.checks';
import { BILLING_PROFILE_ID, eInvoiceFormatInfo, type EInvoiceFormat } from './einvoice-formats';
import { buyerParty, delivery, paymentMeans, sellerParty } from './einvoice-parties.mapper';
import type { EInvoiceSource } from './einvoice-source.types';
import { paymentTermsNote } from './payment-terms.text';
import { withPeppolRules } from './peppol-invoice.rules';
import { unitCodeFor } from './unit-code.mapper';
import { statedRate } from './vat-category.rules';

type UblInvoice = Invoice['ubl:Invoice'];
type Currency = UblInvoice['cbc:DocumentCurrencyCode'];
type Line = UblInvoice['cac:InvoiceLine'][number];
type Allowance = NonNullable<UblInvoice['cac:AllowanceCharge']>[number];
type TaxCategory = Allowance['cac:TaxCategory'];

/** UNTDID 5189 code 95: "Discount". */
const DISCOUNT_REASON_CODE = '95';
const VAT = { 'cbc:ID': 'VAT' };

/**
 * The library's input (a UBL-shaped JSON) for one source and format. Everything the library
 * would otherwise default or keep is set here: CustomizationID (XRechnung 3.0, Peppol BIS 3.0 or
 * EN 16931), ProfileID, and all amounts, computed by {@link calculateEInvoiceAmounts}; Peppol's
 * rules beyond EN 16931 are {@link withPeppolRules}'. Throws a
 * `validation_failed` DomainError naming the fields when the source cannot be mapped.
 */
export function toEInvoiceInput(source: EInvoiceSource, format: EInvoiceFormat): Invoice {
  const info = eInvoiceFormatInfo(format);
  checkEInvoiceSource(source, info);
  const amounts = calculateEInvoiceAmounts(source);
  const currency = source.currency as Currency;
  const money = (amount: Decimal) => formatMoney(amount, currency);
  const paymentTerms = paymentTermsNote(source, amounts);
  const notes = source.notes?.filter((note) => note.trim() !== '') ?? [];
  const invoice: UblInvoice = {
    'cbc:CustomizationID': info.customizationId,
    'cbc:ProfileID': BILLING_PROFILE_ID,
    'cbc:ID': source.number,
    'cbc:IssueDate': source.issueDate,
    'cbc:DueDate': source.dueDate,
    'cbc:InvoiceTypeCode': source.kind === 'credit_note' ? '381' : '380',
    'cbc:Note': notes.length ? notes : undefined,
    'cbc:DocumentCurrencyCode': currency,
    'cbc:BuyerReference': source.buyerReference?.trim() || undefined,
    'cac:InvoicePeriod': source.servicePeriod && {
      'cbc:StartDate': source.servicePeriod.start,
      'cbc:EndDate': source.servicePeriod.end,
    },
    'cac:BillingReference': source.precedingInvoice && [
      {
        'cac:InvoiceDocumentReference': {
          'cbc:ID': source.precedingInvoice.number,
          'cbc:IssueDate': source.precedingInvoice.issueDate,
        },
      },
    ],
    'cac:AccountingSupplierParty': { 'cac:Party': sellerParty(source.seller, source.directDebit) },
    'cac:AccountingCustomerParty': { 'cac:Party': buyerParty(source.buyer) },
    'cac:Delivery': delivery(source),
    'cac:PaymentMeans': [paymentMeans(source.payment, source.currency, source.directDebit)],
    'cac:PaymentTerms': paymentTerms === undefined ? undefined : { 'cbc:Note': paymentTerms },
    'cac:AllowanceCharge': allowances(source, amounts.groups, currency),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': money(amounts.taxTotal),
        'cbc:TaxAmount@currencyID': currency,
        'cac:TaxSubtotal': amounts.groups.map((group) => ({
          'cbc:TaxableAmount': money(group.taxable),
          'cbc:TaxableAmount@currencyID': currency,
          'cbc:TaxAmount': money(group.tax),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxCategory': {
            ...taxCategory(group),
            'cbc:TaxExemptionReasonCode': group.exemptionReasonCode,
            'cbc:TaxExemptionReason': group.exemptionReason,
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': monetaryTotal(amounts, currency),
    'cac:InvoiceLine': invoiceLines(source, amounts, currency),
  };
  const shaped = info.cius === 'peppol' ? withPeppolRules(invoice, source) : invoice;
  return { 'ubl:Invoice': withoutUndefined(shaped) };
}

function taxCategory(group: EInvoiceVatGroup): TaxCategory {
  return { 'cbc:ID': group.category, 'cbc:Percent': group.rate, 'cac:TaxScheme': VAT };
}

/** BG-20: the document discount, one allowance per VAT group it reduces (BR-S-08 and kin). */
function allowances(source: EInvoiceSource, groups: EInvoiceVatGroup[], currency: Currency) {
  const reason = source.discountReason?.trim() || 'Discount';
  const list = groups
    .filter((group) => !group.allowance.isZero())
    .map((group): Allowance => ({
      'cbc:ChargeIndicator': 'false',
      'cbc:AllowanceChargeReasonCode': DISCOUNT_REASON_CODE,
      'cbc:AllowanceChargeReason': reason,
      'cbc:Amount': formatMoney(group.allowance, currency),
      'cbc:Amount@currencyID': currency,
      'cac:TaxCategory': taxCategory(group),
    }));
  return list.length ? list : undefined;
}

/** BG-22 document totals. */
function monetaryTotal(amounts: EInvoiceAmounts, currency: Currency) {
  const amount = (value: Decimal) => formatMoney(value, currency);
  const hasAllowances = amounts.groups.some((group) => !group.allowance.isZero());
  return {
    'cbc:LineExtensionAmount': amount(amounts.lineTotal),
    'cbc:LineExtensionAmount@currencyID': currency,
    'cbc:TaxExclusiveAmount': amount(amounts.taxBasis),
    'cbc:TaxExclusiveAmount@currencyID': currency,
    'cbc:TaxInclusiveAmount': amount(amounts.grandTotal),
    'cbc:TaxInclusiveAmount@currencyID': currency,
    'cbc:AllowanceTotalAmount': hasAllowances ? amount(amounts.allowanceTotal) : undefined,
    'cbc:AllowanceTotalAmount@currencyID': hasAllowances ? currency : undefined,
    'cbc:PrepaidAmount': amounts.paidAmount.isZero() ? undefined : amount(amounts.paidAmount),
    'cbc:PrepaidAmount@currencyID': amounts.paidAmount.isZero() ? undefined : currency,
    'cbc:PayableAmount': amount(amounts.duePayable),
    'cbc:PayableAmount@currencyID': currency,
  };
}

/** BG-25 lines with BG-29 price details and BG-30 VAT information. */
function invoiceLines(source: EInvoiceSource, amounts: EInvoiceAmounts, currency: Currency) {
  const lines = source.lines.map((line, index): Line => {
    const stated = amounts.lines[index];
    const unitCode = unitCodeFor(line.unit) as Line['cbc:InvoicedQuantity@unitCode'];
    return {
      'cbc:ID': line.id,
      'cbc:InvoicedQuantity': stated.quantity.toString(),
      'cbc:InvoicedQuantity@unitCode': unitCode,
      'cbc:LineExtensionAmount': formatMoney(stated.net, currency),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cac:Item': {
        'cbc:Description': line.description?.trim() || undefined,
        'cbc:Name': line.name,
        'cac:ClassifiedTaxCategory': {
          'cbc:ID': line.vat.category,
          'cbc:Percent': statedRate(line.vat),
          'cac:TaxScheme': VAT,
        },
      },
      'cac:Price': {
        'cbc:PriceAmount': stated.price.toFixed(2),
        'cbc:PriceAmount@currencyID': currency,
        'cbc:BaseQuantity': stated.baseQuantity?.toString(),
        'cbc:BaseQuantity@unitCode': stated.baseQuantity ? unitCode : undefined,
      },
    };
  });
  return lines as UblInvoice['cac:InvoiceLine'];
}

/** A copy without `undefined` properties, which the library's schema would refuse. */
function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
  return Object.fromEntries(entries.map(([key, entry]) => [key, withoutUndefined(entry)])) as T;
}
