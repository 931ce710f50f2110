import { withoutUndefined, zeroAmount, type TermReader } from './einvoice-terms.reader';
import type { ParsedEInvoiceTotals, ParsedEInvoiceVatBreakdown } from './parsed-einvoice.types';
import type { XmlNode } from './xml-node.query';

/** BG-16/BG-17 and BT-20 from the header trade settlement: first account, BIC, terms text. */
export function readCiiPayment(settlement: XmlNode | undefined) {
  const means = settlement?.all('ram:SpecifiedTradeSettlementPaymentMeans') ?? [];
  const account = means
    .map((item) => item.first('ram:PayeePartyCreditorFinancialAccount'))
    .find((found) => found?.text('ram:IBANID') !== undefined);
  const institution = means
    .map((item) => item.text('ram:PayeeSpecifiedCreditorFinancialInstitution', 'ram:BICID'))
    .find(Boolean);
  const terms = settlement?.texts('ram:SpecifiedTradePaymentTerms', 'ram:Description') ?? [];
  return withoutUndefined({
    paymentTerms: terms.length ? terms.join('\n') : undefined,
    iban: account?.text('ram:IBANID'),
    bic: institution,
    paymentReference: settlement?.text('ram:PaymentReference'),
  });
}

/**
 * BG-23 VAT breakdown and BG-22 totals from the header trade settlement. Optional totals the
 * document leaves out are zero in the currency's minor unit.
 */
export function readCiiTaxAndTotals(
  settlement: XmlNode | undefined,
  currency: string,
  terms: TermReader,
) {
  const vatBreakdown = (settlement?.all('ram:ApplicableTradeTax') ?? []).map(
    (tax): ParsedEInvoiceVatBreakdown =>
      withoutUndefined({
        category: terms.text(tax.text('ram:CategoryCode'), 'BT-118 VAT category code'),
        rate:
          terms.decimal(tax.text('ram:RateApplicablePercent'), 'BT-119 VAT category rate') ?? '0',
        taxableAmount: terms.requiredDecimal(
          tax.text('ram:BasisAmount'),
          'BT-116 VAT category taxable amount',
        ),
        taxAmount: terms.requiredDecimal(
          tax.text('ram:CalculatedAmount'),
          'BT-117 VAT category tax amount',
        ),
        exemptionReason: tax.text('ram:ExemptionReason'),
      }),
  );
  const sums = settlement?.first('ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  // BT-110 is the TaxTotalAmount in the invoice currency; another one states BT-111.
  const taxTotals = sums?.all('ram:TaxTotalAmount') ?? [];
  const taxTotal =
    taxTotals.find((total) => total.attribute('currencyID') === currency) ??
    taxTotals.find((total) => total.attribute('currencyID') === undefined);
  const zero = zeroAmount(currency);
  const optional = (name: string, term: string) => terms.decimal(sums?.text(name), term) ?? zero;
  const required = (name: string, term: string) => terms.requiredDecimal(sums?.text(name), term);
  const totals: ParsedEInvoiceTotals = {
    lineTotal: required('ram:LineTotalAmount', 'BT-106 sum of invoice line net amounts'),
    allowanceTotal: optional('ram:AllowanceTotalAmount', 'BT-107 sum of allowances'),
    chargeTotal: optional('ram:ChargeTotalAmount', 'BT-108 sum of charges'),
    taxExclusive: required('ram:TaxBasisTotalAmount', 'BT-109 invoice total without VAT'),
    taxTotal: terms.decimal(taxTotal?.value, 'BT-110 invoice total VAT amount') ?? zero,
    taxInclusive: required('ram:GrandTotalAmount', 'BT-112 invoice total with VAT'),
    prepaid: optional('ram:TotalPrepaidAmount', 'BT-113 paid amount'),
    rounding: optional('ram:RoundingAmount', 'BT-114 rounding amount'),
    payable: required('ram:DuePayableAmount', 'BT-115 amount due for payment'),
  };
  return { vatBreakdown, totals };
}
