import { ciiDate, readCiiParty } from './cii-parties.reader';
import { readCiiPayment, readCiiTaxAndTotals } from './cii-settlement.reader';
import {
  kindOf,
  sumDecimalTexts,
  unitPrice,
  withoutUndefined,
  type TermReader,
} from './einvoice-terms.reader';
import type {
  ParsedDocument,
  ParsedEInvoiceAllowanceCharge,
  ParsedEInvoiceLine,
} from './parsed-einvoice.types';
import type { XmlNode } from './xml-node.query';

/** Reads a UN/CEFACT CII D16B `rsm:CrossIndustryInvoice` (EN 16931 / XRechnung / Factur-X). */
export function readCiiInvoice(root: XmlNode, terms: TermReader): ParsedDocument {
  const document = root.first('rsm:ExchangedDocument');
  const trade = root.first('rsm:SupplyChainTradeTransaction');
  const agreement = trade?.first('ram:ApplicableHeaderTradeAgreement');
  const settlement = trade?.first('ram:ApplicableHeaderTradeSettlement');
  const issued = document?.first('ram:IssueDateTime', 'udt:DateTimeString');
  // Read in the order of the business terms, so the problems are listed in that order too.
  const number = terms.text(document?.text('ram:ID'), 'BT-1 invoice number');
  const issueDate = terms.requiredDate(
    issued?.value,
    'BT-2 issue date',
    issued?.attribute('format') ?? '',
  );
  const typeCode = terms.text(document?.text('ram:TypeCode'), 'BT-3 invoice type code');
  const currency = terms.currency(settlement?.text('ram:InvoiceCurrencyCode'));
  const period = settlement?.first('ram:BillingSpecifiedPeriod');
  const servicePeriod = withoutUndefined({
    start: ciiDate(period?.first('ram:StartDateTime'), 'BT-73 invoicing period start date', terms),
    end: ciiDate(period?.first('ram:EndDateTime'), 'BT-74 invoicing period end date', terms),
  });
  const delivered = trade?.first(
    'ram:ApplicableHeaderTradeDelivery',
    'ram:ActualDeliverySupplyChainEvent',
    'ram:OccurrenceDateTime',
  );
  const lines = trade?.all('ram:IncludedSupplyChainTradeLineItem') ?? [];
  if (lines.length === 0) terms.text(undefined, 'BG-25 invoice line');
  const allowanceCharges = settlement?.all('ram:SpecifiedTradeAllowanceCharge') ?? [];
  return withoutUndefined({
    syntax: 'cii' as const,
    customizationId: root.text(
      'rsm:ExchangedDocumentContext',
      'ram:GuidelineSpecifiedDocumentContextParameter',
      'ram:ID',
    ),
    typeCode,
    kind: kindOf(typeCode),
    number,
    issueDate,
    dueDate: ciiDate(
      settlement?.first('ram:SpecifiedTradePaymentTerms', 'ram:DueDateDateTime'),
      'BT-9 payment due date',
      terms,
    ),
    currency,
    buyerReference: agreement?.text('ram:BuyerReference'),
    precedingInvoiceNumber: settlement?.text(
      'ram:InvoiceReferencedDocument',
      'ram:IssuerAssignedID',
    ),
    servicePeriod: Object.keys(servicePeriod).length ? servicePeriod : undefined,
    deliveryDate: ciiDate(delivered, 'BT-72 actual delivery date', terms),
    notes: document?.texts('ram:IncludedNote', 'ram:Content') ?? [],
    seller: readCiiParty(agreement?.first('ram:SellerTradeParty'), 'seller', terms),
    buyer: readCiiParty(agreement?.first('ram:BuyerTradeParty'), 'buyer', terms),
    ...readCiiPayment(settlement),
    lines: lines.map((line, index) => readLine(line, index, terms)),
    allowances: allowanceCharges
      .filter((item) => !isCharge(item))
      .map((item) => readAllowanceCharge(item, terms)),
    charges: allowanceCharges.filter(isCharge).map((item) => readAllowanceCharge(item, terms)),
    ...readCiiTaxAndTotals(settlement, currency, terms),
  });
}

function readLine(line: XmlNode, index: number, terms: TermReader): ParsedEInvoiceLine {
  const of = ` of line ${index + 1}`;
  const price = line.first('ram:SpecifiedLineTradeAgreement', 'ram:NetPriceProductTradePrice');
  const quantity = line.first('ram:SpecifiedLineTradeDelivery', 'ram:BilledQuantity');
  const lineSettlement = line.first('ram:SpecifiedLineTradeSettlement');
  const tax = lineSettlement?.first('ram:ApplicableTradeTax');
  const adjustments = lineSettlement?.all('ram:SpecifiedTradeAllowanceCharge') ?? [];
  const netPrice = terms.requiredDecimal(
    price?.text('ram:ChargeAmount'),
    `BT-146 item net price${of}`,
  );
  const base = terms.decimal(price?.text('ram:BasisQuantity'), `BT-149 base quantity${of}`);
  const net = lineSettlement?.text(
    'ram:SpecifiedTradeSettlementLineMonetarySummation',
    'ram:LineTotalAmount',
  );
  return withoutUndefined({
    id: terms.text(
      line.text('ram:AssociatedDocumentLineDocument', 'ram:LineID'),
      `BT-126 line identifier${of}`,
    ),
    name: terms.text(line.text('ram:SpecifiedTradeProduct', 'ram:Name'), `BT-153 item name${of}`),
    description: line.text('ram:SpecifiedTradeProduct', 'ram:Description'),
    quantity: terms.requiredDecimal(quantity?.value, `BT-129 invoiced quantity${of}`),
    unitCode: quantity?.attribute('unitCode'),
    unitPrice: unitPrice(netPrice, base),
    netAmount: terms.requiredDecimal(net, `BT-131 line net amount${of}`),
    vatCategory: terms.text(
      tax?.text('ram:CategoryCode'),
      `BT-151 invoiced item VAT category code${of}`,
    ),
    vatRate:
      terms.decimal(tax?.text('ram:RateApplicablePercent'), `BT-152 invoiced item VAT rate${of}`) ??
      '0',
    allowanceTotal: sumOf(
      adjustments.filter((item) => !isCharge(item)),
      terms,
      `BT-136 line allowance${of}`,
    ),
    chargeTotal: sumOf(adjustments.filter(isCharge), terms, `BT-141 line charge${of}`),
  });
}

function isCharge(item: XmlNode): boolean {
  const indicator = item.text('ram:ChargeIndicator', 'udt:Indicator')?.toLowerCase();
  return indicator === 'true' || indicator === '1';
}

function readAllowanceCharge(item: XmlNode, terms: TermReader): ParsedEInvoiceAllowanceCharge {
  const [term, what] = isCharge(item) ? ['BT-99', 'charge'] : ['BT-92', 'allowance'];
  const tax = item.first('ram:CategoryTradeTax');
  return withoutUndefined({
    amount: terms.requiredDecimal(
      item.text('ram:ActualAmount'),
      `${term} document level ${what} amount`,
    ),
    vatCategory: terms.text(
      tax?.text('ram:CategoryCode'),
      `VAT category code of a document level ${what}`,
    ),
    vatRate:
      terms.decimal(
        tax?.text('ram:RateApplicablePercent'),
        `VAT rate of a document level ${what}`,
      ) ?? '0',
    reason: item.text('ram:Reason'),
  });
}

/** The sum of a line's allowances or charges, when it has any. */
function sumOf(items: XmlNode[], terms: TermReader, term: string): string | undefined {
  if (items.length === 0) return undefined;
  return sumDecimalTexts(
    items.map((item) => terms.requiredDecimal(item.text('ram:ActualAmount'), term)),
  );
}
