import type { PaymentMethod, VatKind } from '@faktura/db';
import { compactVatIdentifier, normalizePeppolId, toDecimal } from '@faktura/domain';
import type { ParsedEInvoice } from '@faktura/einvoice';
import type { CreatePurchaseDto } from '../dto/create-purchase.dto';
import type { PurchaseItemDto } from '../dto/purchase-item.dto';

/** A purchase VAT code of the account for VAT the buyer owes (reverse charge, intra-EU). */
export interface PurchaseVatCode {
  id: number;
  kind: VatKind;
}

/** What the import adds to the document: supplier, payment method, codes, the original file. */
export interface ImportChoices {
  companyId: number;
  paymentMethod: PaymentMethod;
  categoryId: number | null;
  vatCodes: readonly PurchaseVatCode[];
  file: { filename: string; base64: string };
  /** The earlier purchase of the supplier that the document's BT-25 names, when there is one. */
  original: OriginalPurchase | null;
}

/** A purchase a credit note or correction refers to. */
export interface OriginalPurchase {
  id: number;
  identifier: string;
}

const MAX_TITLE = 255;
const clip = (text: string) =>
  text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1)}…` : text;

/** The seller's keys for the supplier search (see {@link sellerKeys}). */
export interface SellerKeys {
  vatId: string | null;
  /** The Peppol participant id as companies store it: `<scheme>:<value>`. */
  peppolId: string | null;
  names: string[];
}

/** The document's seller as the supplier search needs it: compact VAT ID, Peppol id, names. */
export function sellerKeys(parsed: ParsedEInvoice): SellerKeys {
  const { seller } = parsed;
  const names = [seller.name, seller.tradingName]
    .map((name) => name?.trim())
    .filter((name): name is string => Boolean(name));
  return {
    vatId: seller.vatId ? compactVatIdentifier(seller.vatId) : null,
    peppolId: seller.peppolId
      ? normalizePeppolId(`${seller.peppolId.scheme}:${seller.peppolId.value}`)
      : null,
    names,
  };
}

/**
 * The supplier's invoice number the document refers to (BT-25, the credit note's or the
 * correction's original), as an earlier import stored it in `receipt_identifier`.
 */
export function precedingReceipt(parsed: ParsedEInvoice): string | null {
  return parsed.precedingInvoiceNumber ? clip(parsed.precedingInvoiceNumber) : null;
}

/**
 * The POST /purchases body of a received e-invoice: one item per invoice line at its net amount
 * and VAT (its rate, or a code of the account for reverse charge and intra-EU), one per
 * document allowance (negative) and charge; the number as receipt identifier, dates, the
 * payee's IBAN and the payment reference; the original file as the purchase's document. A
 * credit note books negative amounts; the invoice it refers to (and its purchase, when the
 * account has it) heads `info`, as the reference's purchase has no field for that link.
 */
export function purchaseFromEInvoice(
  parsed: ParsedEInvoice,
  choices: ImportChoices,
): CreatePurchaseDto {
  const sign = parsed.kind === 'credit_note' ? -1 : 1;
  const item = (title: string, amount: string, category: string, rate: string): PurchaseItemDto => {
    const code = vatCodeFor(choices.vatCodes, category);
    return {
      title: clip(title),
      total: sign * toDecimal(amount).toNumber(),
      tax_included: false,
      ...(code ? { vat_code_id: code.id } : { tax: taxOf(category, rate) }),
      ...(choices.categoryId === null ? {} : { category_id: choices.categoryId }),
    };
  };
  const items = [
    ...parsed.lines.map((line) => item(line.name, line.netAmount, line.vatCategory, line.vatRate)),
    ...parsed.allowances.map((allowance) =>
      item(
        allowance.reason ?? 'Discount',
        `-${allowance.amount}`,
        allowance.vatCategory,
        allowance.vatRate,
      ),
    ),
    ...parsed.charges.map((charge) =>
      item(charge.reason ?? 'Charge', charge.amount, charge.vatCategory, charge.vatRate),
    ),
  ];
  return {
    date: parsed.issueDate,
    due_date: parsed.dueDate ?? null,
    service_period_from: parsed.servicePeriod?.start ?? null,
    service_period_to: parsed.servicePeriod?.end ?? null,
    currency: parsed.currency,
    payment_method: choices.paymentMethod,
    company_id: choices.companyId,
    receipt_identifier: receiptIdentifier(parsed),
    title: clip(`${parsed.seller.name} ${parsed.number}`),
    iban: parsed.iban ?? null,
    reference: parsed.paymentReference ? clip(parsed.paymentReference) : null,
    info:
      [referenceNote(parsed, choices.original), parsed.paymentTerms].filter(Boolean).join('\n') ||
      null,
    file: choices.file,
    items,
  } as CreatePurchaseDto;
}

/** The totals a faithful import must reproduce: the document's net and gross (signed). */
export function documentTotals(parsed: ParsedEInvoice): { net: string; gross: string } {
  const sign = parsed.kind === 'credit_note' ? -1 : 1;
  return {
    net: toDecimal(parsed.totals.taxExclusive).times(sign).toFixed(2),
    gross: toDecimal(parsed.totals.taxInclusive).times(sign).toFixed(2),
  };
}

// A credit note numbered like the invoice it credits (Peppol's own example does so) would
// collide with that invoice's purchase on the supplier's unique receipt number.
function receiptIdentifier(parsed: ParsedEInvoice): string {
  const { kind, number, precedingInvoiceNumber } = parsed;
  const own = kind === 'credit_note' && number === precedingInvoiceNumber;
  return clip(own ? `${number} (credit note)` : number);
}

function referenceNote(parsed: ParsedEInvoice, original: OriginalPurchase | null): string {
  const number = parsed.precedingInvoiceNumber;
  if (number === undefined) return '';
  const what = parsed.kind === 'credit_note' ? 'Credit note for' : 'Refers to';
  return `${what} invoice ${number}${original ? ` (purchase ${original.identifier})` : ''}`;
}

// A rate alone takes the account's oldest active code of kind `tax` with it (the purchase
// resolver's rule); AE (reverse charge) and K (intra-EU) leave the VAT to the buyer, which the
// resolver never guesses: a code of that kind of the account books it.
function vatCodeFor(codes: readonly PurchaseVatCode[], category: string) {
  const kind: VatKind | null =
    category === 'AE' ? 'reverse_charge' : category === 'K' ? 'intra_eu' : null;
  return kind === null ? undefined : codes.find((code) => code.kind === kind);
}

function taxOf(category: string, rate: string): number {
  return category === 'S' ? toDecimal(rate).toNumber() : 0;
}
