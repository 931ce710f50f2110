import { maskedIban, type VatKind } from '@faktura/domain';
import type {
  EInvoiceBuyer,
  EInvoiceDirectDebit,
  EInvoiceElectronicAddress,
  EInvoiceLine,
  EInvoiceSeller,
  EInvoiceSource,
} from '../generation/einvoice-source.types';
import { vatCategoryFor } from '../generation/vat-category.rules';
import { decodeHTML } from 'entities';
import { isLeitwegId } from './leitweg-id.check';
import { buyerAddress, sellerAddress } from './party-address.mapper';
import { partyPeppolId } from './party-peppol-id.mapper';

type Decimalish = { toString(): string };

/** The invoice data the e-invoice of an invoice or reversal is made from (one database read). */
export interface InvoiceForEInvoice {
  identifier: string | null;
  date: Date;
  dueDate: Date;
  servicePeriodFrom: Date | null;
  servicePeriodTo: Date | null;
  title: string;
  recipientAddress: string;
  currency: string;
  tax: Decimalish;
  discount: Decimalish;
  cashDiscount: Decimalish;
  cashDiscountDays: number;
  creditorReference: string | null;
  buyerReference: string | null;
  vatCode: { kind: VatKind; noticeTaxExemption: string | null } | null;
  reversedInvoice: { identifier: string | null; date: Date } | null;
  positions: Array<{
    type: string;
    title: string | null;
    description: string | null;
    quantity: Decimalish | null;
    unit: string | null;
    unitPrice: Decimalish | null;
    netTotal: Decimalish;
    optional: boolean;
  }>;
  account: SellerAccount;
  customer: {
    name: string;
    identifier: string | null;
    email: string | null;
    countryCode: string | null;
    vatIdentifier: string | null;
    /** `peppol_id`, `<scheme>:<value>`; without it the VAT ID may imply one. */
    peppolId: string | null;
    iban: string | null;
    bic: string | null;
    bankOwner: string | null;
  };
  /**
   * The SEPA direct debit collecting the invoice (its pre-notification, with the day the amount
   * is debited); null for a transfer.
   */
  directDebit?: (EInvoiceDirectDebit & { collectionDate?: string }) | null;
  /** The invoice's responsible user: the seller contact (BG-6) XRechnung asks for. */
  contact: {
    firstname: string | null;
    lastname: string | null;
    email: string | null;
    phone: string | null;
  } | null;
}

/** The account as seller (BG-4). */
export interface SellerAccount {
  name: string;
  legalName: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string;
  phone: string | null;
  email: string | null;
  emailFromAddress: string | null;
  vatIdentifier: string | null;
  /** `peppol_id`, `<scheme>:<value>`; without it the VAT ID may imply one. */
  peppolId: string | null;
  taxNumber: string | null;
  commercialRegister: string | null;
  registerCourt: string | null;
  managingDirectors: string[];
  iban: string | null;
  bic: string | null;
  locale: string;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const text = (value: string | null | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;
// Position descriptions are rich text (tags, entities as the API's sanitizer escapes them); the
// e-invoice carries plain text (BT-154).
const plain = (html: string | null) =>
  text(html && decodeHTML(html.replace(/<br\s*\/?>|<\/p>/gi, ' ').replace(/<[^>]*>/g, ' ')));

/**
 * The EN 16931 source of a Faktura invoice (380) or reversal (381 referencing the reversed
 * invoice): the account as seller, the customer as buyer, the item positions that count as lines.
 */
export function invoiceToEInvoiceSource(invoice: InvoiceForEInvoice): EInvoiceSource {
  const reversal = invoice.reversedInvoice !== null;
  const debit = directDebitTerms(invoice.directDebit);
  const period =
    invoice.servicePeriodFrom && invoice.servicePeriodTo
      ? { start: isoDate(invoice.servicePeriodFrom), end: isoDate(invoice.servicePeriodTo) }
      : undefined;
  const number = invoice.identifier ?? '';
  return {
    kind: reversal ? 'credit_note' : 'invoice',
    number,
    issueDate: isoDate(invoice.date),
    dueDate: reversal ? undefined : isoDate(invoice.dueDate),
    currency: invoice.currency,
    buyerReference: text(invoice.buyerReference),
    precedingInvoice: invoice.reversedInvoice
      ? {
          number: invoice.reversedInvoice.identifier ?? '',
          issueDate: isoDate(invoice.reversedInvoice.date),
        }
      : undefined,
    servicePeriod: period,
    // Without a service period the supply is dated with the invoice (§ 14 UStG allows it).
    deliveryDate: period ? undefined : isoDate(invoice.date),
    notes: [text(invoice.title)].filter((note): note is string => note !== undefined),
    seller: seller(invoice.account, invoice.contact),
    buyer: buyer(invoice),
    payment: reversal ? buyerPayment(invoice) : sellerPayment(invoice, number),
    // A credit note pays out; only an invoice is collected by direct debit.
    directDebit: reversal ? undefined : debit?.debit,
    paymentTerms: reversal
      ? `Gutschrift zu Rechnung ${invoice.reversedInvoice?.identifier ?? ''}`.trim()
      : (debit?.text ?? `Zahlbar bis ${isoDate(invoice.dueDate)}`),
    cashDiscount: cashDiscount(invoice),
    discountPercent: isZero(invoice.discount) ? undefined : invoice.discount.toString(),
    lines: lines(invoice),
    language: invoice.account.locale,
  };
}

/**
 * BT-89..91 and the BT-20 text of a direct debit: the buyer is told when the amount is debited,
 * not asked to pay (the PDF's pre-notification says the same).
 */
function directDebitTerms(
  notice: InvoiceForEInvoice['directDebit'],
): { debit: EInvoiceDirectDebit; text: string } | undefined {
  if (!notice) return undefined;
  const { mandateReference, creditorIdentifier, debtorIban } = notice;
  const day = notice.collectionDate ? ` am ${notice.collectionDate}` : '';
  const account = `IBAN ${maskedIban(debtorIban)}`;
  return {
    debit: { mandateReference, creditorIdentifier, debtorIban },
    text:
      `Der Betrag wird${day} per SEPA-Lastschrift von ${account} eingezogen ` +
      `(Mandatsreferenz ${mandateReference}, Gläubiger-ID ${creditorIdentifier}).`,
  };
}

function seller(account: SellerAccount, contact: InvoiceForEInvoice['contact']): EInvoiceSeller {
  const directors = account.managingDirectors.map((name) => name.trim()).filter(Boolean);
  const legal = [
    text(account.registerCourt),
    directors.length > 0 ? `Geschäftsführung: ${directors.join(', ')}` : undefined,
  ].filter(Boolean);
  const name = text(account.legalName) ?? account.name;
  const contactName = text([contact?.firstname, contact?.lastname].filter(Boolean).join(' '));
  const email = text(account.emailFromAddress) ?? text(account.email);
  return {
    name,
    tradingName: name === account.name ? undefined : account.name,
    address: sellerAddress(account),
    vatId: text(account.vatIdentifier),
    taxNumber: text(account.taxNumber),
    registrationId: text(account.commercialRegister),
    legalInformation: legal.length > 0 ? legal.join(', ') : undefined,
    electronicAddress: email ? { value: email } : undefined,
    peppolId: partyPeppolId(account.peppolId, account.vatIdentifier),
    contact: {
      name: contactName ?? name,
      phone: text(contact?.phone) ?? text(account.phone),
      email: text(contact?.email) ?? email,
    },
  };
}

function buyer(invoice: InvoiceForEInvoice): EInvoiceBuyer {
  const { customer } = invoice;
  const reference = text(invoice.buyerReference);
  const email = text(customer.email);
  const electronicAddress: EInvoiceElectronicAddress | undefined =
    reference && isLeitwegId(reference)
      ? { value: reference, scheme: '0204' }
      : email
        ? { value: email }
        : undefined;
  return {
    name: customer.name,
    identifier: text(customer.identifier),
    address: buyerAddress(
      invoice.recipientAddress,
      customer.countryCode ?? invoice.account.countryCode,
    ),
    vatId: text(customer.vatIdentifier),
    electronicAddress,
    peppolId: partyPeppolId(customer.peppolId, customer.vatIdentifier),
    contact: email ? { email } : undefined,
  };
}

function sellerPayment(invoice: InvoiceForEInvoice, number: string): EInvoiceSource['payment'] {
  const { account } = invoice;
  return {
    iban: text(account.iban),
    bic: text(account.bic),
    accountName: text(account.legalName) ?? account.name,
    remittanceInformation: text(invoice.creditorReference) ?? (number || undefined),
  };
}

// A credit note is paid out to the customer: their account, when Faktura knows it.
function buyerPayment(invoice: InvoiceForEInvoice): EInvoiceSource['payment'] {
  const { customer } = invoice;
  if (!text(customer.iban)) return undefined;
  return {
    iban: text(customer.iban),
    bic: text(customer.bic),
    accountName: text(customer.bankOwner) ?? customer.name,
  };
}

function cashDiscount(invoice: InvoiceForEInvoice): EInvoiceSource['cashDiscount'] {
  if (isZero(invoice.cashDiscount) || invoice.cashDiscountDays <= 0) return undefined;
  return { days: invoice.cashDiscountDays, percent: invoice.cashDiscount.toString() };
}

function lines(invoice: InvoiceForEInvoice): EInvoiceLine[] {
  const kind = invoice.vatCode?.kind ?? 'tax';
  const category = vatCategoryFor(kind, invoice.tax.toString());
  const vat = {
    category,
    rate: category === 'S' ? invoice.tax.toString() : '0',
    exemptionReason:
      category === 'S' || category === 'Z' ? undefined : text(invoice.vatCode?.noticeTaxExemption),
  };
  const items = billedPositionIndexes(invoice.positions).map((index) => invoice.positions[index]!);
  return items.map((position, index) => {
    const lumpSum = position.quantity === null || position.unitPrice === null;
    return {
      id: String(index + 1),
      name: text(position.title) ?? text(plain(position.description)) ?? `Position ${index + 1}`,
      description: text(position.title) ? plain(position.description) : undefined,
      quantity: lumpSum ? '1' : position.quantity!.toString(),
      unit: lumpSum ? undefined : text(position.unit),
      unitPrice: lumpSum ? position.netTotal.toString() : position.unitPrice!.toString(),
      netAmount: position.netTotal.toString(),
      vat,
    };
  });
}

/**
 * The indexes of the positions that become the e-invoice's lines, in line order: items that are
 * not optional. Line n of the source is position `billedPositionIndexes(positions)[n]`.
 */
export function billedPositionIndexes(
  positions: readonly { type: string; optional: boolean }[],
): number[] {
  // Optional positions are offered, not billed; titles, texts and subtotals are layout.
  return positions.flatMap((position, index) =>
    position.type === 'item' && !position.optional ? [index] : [],
  );
}

function isZero(value: Decimalish): boolean {
  return Number(value.toString()) === 0;
}
