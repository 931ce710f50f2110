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
import { readUblParty } from './ubl-parties.reader';
import { readUblPayment, readUblTaxAndTotals } from './ubl-settlement.reader';
import type { XmlNode } from './xml-node.query';

/**
 * Reads a UBL 2.1 `Invoice` or `CreditNote` (EN 16931 / XRechnung). A credit note names its
 * type code, lines and quantities differently and states the due date under PaymentMeans.
 */
export function readUblInvoice(root: XmlNode, terms: TermReader): ParsedDocument {
  const creditNote = root.is('creditNote:CreditNote');
  // Read in the order of the business terms, so the problems are listed in that order too.
  const number = terms.text(root.text('cbc:ID'), 'BT-1 invoice number');
  const issueDate = terms.requiredDate(root.text('cbc:IssueDate'), 'BT-2 issue date');
  const typeCode = terms.text(
    root.text(creditNote ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode'),
    'BT-3 invoice type code',
  );
  const currency = terms.currency(root.text('cbc:DocumentCurrencyCode'));
  const period = root.first('cac:InvoicePeriod');
  const servicePeriod = withoutUndefined({
    start: terms.date(period?.text('cbc:StartDate'), 'BT-73 invoicing period start date'),
    end: terms.date(period?.text('cbc:EndDate'), 'BT-74 invoicing period end date'),
  });
  const dueDate = root.text('cbc:DueDate') ?? root.text('cac:PaymentMeans', 'cbc:PaymentDueDate');
  const lines = root.all(creditNote ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
  if (lines.length === 0) terms.text(undefined, 'BG-25 invoice line');
  const allowanceCharges = root.all('cac:AllowanceCharge');
  return withoutUndefined({
    syntax: 'ubl' as const,
    customizationId: root.text('cbc:CustomizationID'),
    typeCode,
    kind: creditNote ? 'credit_note' : kindOf(typeCode),
    number,
    issueDate,
    dueDate: terms.date(dueDate, 'BT-9 payment due date'),
    currency,
    buyerReference: root.text('cbc:BuyerReference'),
    precedingInvoiceNumber: root.text(
      'cac:BillingReference',
      'cac:InvoiceDocumentReference',
      'cbc:ID',
    ),
    servicePeriod: Object.keys(servicePeriod).length ? servicePeriod : undefined,
    deliveryDate: terms.date(
      root.text('cac:Delivery', 'cbc:ActualDeliveryDate'),
      'BT-72 actual delivery date',
    ),
    notes: root.texts('cbc:Note'),
    seller: readUblParty(root.first('cac:AccountingSupplierParty', 'cac:Party'), 'seller', terms),
    buyer: readUblParty(root.first('cac:AccountingCustomerParty', 'cac:Party'), 'buyer', terms),
    ...readUblPayment(root),
    lines: lines.map((line, index) => readLine(line, index, creditNote, terms)),
    allowances: allowanceCharges
      .filter((item) => !isCharge(item))
      .map((item) => readAllowanceCharge(item, terms)),
    charges: allowanceCharges.filter(isCharge).map((item) => readAllowanceCharge(item, terms)),
    ...readUblTaxAndTotals(root, currency, terms),
  });
}

function readLine(
  line: XmlNode,
  index: number,
  creditNote: boolean,
  terms: TermReader,
): ParsedEInvoiceLine {
  const of = ` of line ${index + 1}`;
  const quantity = line.first(creditNote ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity');
  const price = terms.requiredDecimal(
    line.text('cac:Price', 'cbc:PriceAmount'),
    `BT-146 item net price${of}`,
  );
  const base = terms.decimal(
    line.text('cac:Price', 'cbc:BaseQuantity'),
    `BT-149 base quantity${of}`,
  );
  const category = line.first('cac:Item', 'cac:ClassifiedTaxCategory');
  const adjustments = line.all('cac:AllowanceCharge');
  return withoutUndefined({
    id: terms.text(line.text('cbc:ID'), `BT-126 line identifier${of}`),
    name: terms.text(line.text('cac:Item', 'cbc:Name'), `BT-153 item name${of}`),
    description: line.text('cac:Item', 'cbc:Description'),
    quantity: terms.requiredDecimal(quantity?.value, `BT-129 invoiced quantity${of}`),
    unitCode: quantity?.attribute('unitCode'),
    unitPrice: unitPrice(price, base),
    netAmount: terms.requiredDecimal(
      line.text('cbc:LineExtensionAmount'),
      `BT-131 line net amount${of}`,
    ),
    vatCategory: terms.text(
      category?.text('cbc:ID'),
      `BT-151 invoiced item VAT category code${of}`,
    ),
    vatRate:
      terms.decimal(category?.text('cbc:Percent'), `BT-152 invoiced item VAT rate${of}`) ?? '0',
    allowanceTotal: sumOf(
      adjustments.filter((item) => !isCharge(item)),
      terms,
      `BT-136 line allowance${of}`,
    ),
    chargeTotal: sumOf(adjustments.filter(isCharge), terms, `BT-141 line charge${of}`),
  });
}

function isCharge(item: XmlNode): boolean {
  const indicator = item.text('cbc:ChargeIndicator')?.toLowerCase();
  return indicator === 'true' || indicator === '1';
}

function readAllowanceCharge(item: XmlNode, terms: TermReader): ParsedEInvoiceAllowanceCharge {
  const [term, what] = isCharge(item) ? ['BT-99', 'charge'] : ['BT-92', 'allowance'];
  const category = item.first('cac:TaxCategory');
  return withoutUndefined({
    amount: terms.requiredDecimal(item.text('cbc:Amount'), `${term} document level ${what} amount`),
    vatCategory: terms.text(
      category?.text('cbc:ID'),
      `VAT category code of a document level ${what}`,
    ),
    vatRate:
      terms.decimal(category?.text('cbc:Percent'), `VAT rate of a document level ${what}`) ?? '0',
    reason: item.text('cbc:AllowanceChargeReason'),
  });
}

/** The sum of a line's allowances or charges, when it has any (stated as decimal text). */
function sumOf(items: XmlNode[], terms: TermReader, term: string): string | undefined {
  if (items.length === 0) return undefined;
  return sumDecimalTexts(items.map((item) => terms.requiredDecimal(item.text('cbc:Amount'), term)));
}
