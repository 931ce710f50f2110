import { withoutUndefined, zeroAmount, type TermReader } from './einvoice-terms.reader';
import type { ParsedEInvoiceTotals, ParsedEInvoiceVatBreakdown } from './parsed-einvoice.types';
import type { XmlNode } from './xml-node.query';

/** BG-16/BG-17: the first credit transfer account (IBAN, BIC) and the remittance information. */
export function readUblPayment(root: XmlNode) {
  const means = root.all('cac:PaymentMeans');
  const account = means.map((item) => item.first('cac:PayeeFinancialAccount')).find(Boolean);
  const terms = root.texts('cac:PaymentTerms', 'cbc:Note');
  return withoutUndefined({
    paymentTerms: terms.length ? terms.join('\n') : undefined,
    iban: account?.text('cbc:ID'),
    bic: account?.text('cac:FinancialInstitutionBranch', 'cbc:ID'),
    paymentReference: means.map((item) => item.text('cbc:PaymentID')).find(Boolean),
  });
}

/**
 * BG-23 VAT breakdown and BG-22 totals. Optional totals the document leaves out are zero in the
 * currency's minor unit.
 */
export function readUblTaxAndTotals(root: XmlNode, currency: string, terms: TermReader) {
  const taxTotals = root.all('cac:TaxTotal');
  // BT-110 is the TaxTotal in the invoice currency; a second one states BT-111 (tax currency).
  const inCurrency =
    taxTotals.find((total) => total.first('cbc:TaxAmount')?.attribute('currencyID') === currency) ??
    (taxTotals.length === 1 ? taxTotals[0] : undefined);
  const vatBreakdown = (inCurrency?.all('cac:TaxSubtotal') ?? []).map(
    (subtotal): ParsedEInvoiceVatBreakdown =>
      withoutUndefined({
        category: terms.text(
          subtotal.text('cac:TaxCategory', 'cbc:ID'),
          'BT-118 VAT category code',
        ),
        rate:
          terms.decimal(
            subtotal.text('cac:TaxCategory', 'cbc:Percent'),
            'BT-119 VAT category rate',
          ) ?? '0',
        taxableAmount: terms.requiredDecimal(
          subtotal.text('cbc:TaxableAmount'),
          'BT-116 VAT category taxable amount',
        ),
        taxAmount: terms.requiredDecimal(
          subtotal.text('cbc:TaxAmount'),
          'BT-117 VAT category tax amount',
        ),
        exemptionReason: subtotal.text('cac:TaxCategory', 'cbc:TaxExemptionReason'),
      }),
  );
  const sums = root.first('cac:LegalMonetaryTotal');
  const zero = zeroAmount(currency);
  const optional = (name: string, term: string) => terms.decimal(sums?.text(name), term) ?? zero;
  const required = (name: string, term: string) => terms.requiredDecimal(sums?.text(name), term);
  const totals: ParsedEInvoiceTotals = {
    lineTotal: required('cbc:LineExtensionAmount', 'BT-106 sum of invoice line net amounts'),
    allowanceTotal: optional('cbc:AllowanceTotalAmount', 'BT-107 sum of allowances'),
    chargeTotal: optional('cbc:ChargeTotalAmount', 'BT-108 sum of charges'),
    taxExclusive: required('cbc:TaxExclusiveAmount', 'BT-109 invoice total without VAT'),
    taxTotal:
      terms.decimal(inCurrency?.text('cbc:TaxAmount'), 'BT-110 invoice total VAT amount') ?? zero,
    taxInclusive: required('cbc:TaxInclusiveAmount', 'BT-112 invoice total with VAT'),
    prepaid: optional('cbc:PrepaidAmount', 'BT-113 paid amount'),
    rounding: optional('cbc:PayableRoundingAmount', 'BT-114 rounding amount'),
    payable: required('cbc:PayableAmount', 'BT-115 amount due for payment'),
  };
  return { vatBreakdown, totals };
}
