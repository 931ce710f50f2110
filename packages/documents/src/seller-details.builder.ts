import type { DocumentLanguage, VatKind } from '@faktura/domain';
import type { Account } from '@faktura/db';
import { nonEmpty } from './document-parts.builder';
import { SELLER_FOOTER_LABELS, type SellerFooterLabels } from './seller-footer.labels';

/** What every page of a document prints about the seller, in the document's language. */
export interface SellerView {
  /** Name, address and contact: lines printed at the bottom left of every page. */
  footerLeft: string[];
  /** Tax identifiers, register and managing directors: in the bottom middle (≤ 5 lines). */
  footerCenter: string[];
  /** The bank: at the bottom right (≤ 3 lines). */
  footerRight: string[];
}

/** The seller's details as the footer and the legal notices read them. */
export type SellerAccount = Pick<
  Account,
  | 'name'
  | 'legalName'
  | 'street'
  | 'zip'
  | 'city'
  | 'countryCode'
  | 'phone'
  | 'email'
  | 'website'
  | 'vatIdentifier'
  | 'taxNumber'
  | 'commercialRegister'
  | 'registerCourt'
  | 'managingDirectors'
  | 'bankName'
  | 'iban'
  | 'bic'
  | 'locale'
>;

/** The seller footer's and legal notices' fixed texts in a document's language. */
export const sellerLabels = (language: DocumentLanguage) => SELLER_FOOTER_LABELS[language];

/**
 * The seller footer of a document in `language`: a line only when one of its fields is set,
 * the facts of a line joined by ` · `.
 */
export function sellerView(account: SellerAccount, language: DocumentLanguage): SellerView {
  const labels = SELLER_FOOTER_LABELS[language];
  const labelled = (label: string, value: string | null) =>
    nonEmpty(value) === null ? null : `${label} ${value!.trim()}`;
  const country = nonEmpty(account.countryCode);
  const directors = account.managingDirectors.filter((name) => nonEmpty(name) !== null);
  return {
    footerLeft: footerLines([
      [account.legalName ?? account.name],
      [account.street],
      [
        [account.zip, account.city].map(nonEmpty).filter(Boolean).join(' '),
        country && new Intl.DisplayNames(language, { type: 'region' }).of(country),
      ],
      [labelled(labels.phone, account.phone)],
      [labelled(labels.email, account.email)],
      [account.website],
    ]),
    footerCenter: footerLines([
      [labelled(vatIdentifierLabel(labels, account), account.vatIdentifier)],
      [labelled(labels.taxNumber, account.taxNumber)],
      [account.registerCourt, account.commercialRegister],
      [directors.length === 0 ? null : `${labels.managingDirectors}: ${directors.join(', ')}`],
    ]),
    footerRight: footerLines([
      [account.bankName],
      [labelled('IBAN', account.iban && groupedIban(account.iban))],
      [labelled('BIC', account.bic)],
    ]),
  };
}

function footerLines(lines: ReadonlyArray<ReadonlyArray<string | null | undefined>>): string[] {
  return lines
    .map((facts) => facts.map((fact) => nonEmpty(fact ?? null)?.trim()).filter(Boolean))
    .filter((facts) => facts.length > 0)
    .map((facts) => facts.join(' · '));
}

const vatIdentifierLabel = (labels: SellerFooterLabels, account: SellerAccount) =>
  account.countryCode === 'CH' ? labels.swissVatIdentifier : labels.vatIdentifier;

/** An IBAN in groups of four, as banks print it (`DE89 3704 0044 0532 0130 00`). */
export function groupedIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The legal notice of a reverse-charge or intra-EU document: the VAT code's own text (else the
 * language's standard one), then the customer's and the seller's VAT IDs, which such an invoice
 * must name. Null for taxed documents.
 */
export function taxExemptionNotice(input: {
  vatKind: VatKind;
  vatCodeNotice: string | null;
  account: SellerAccount;
  customerVatIdentifier: string | null;
  language: DocumentLanguage;
}): string | null {
  if (input.vatKind === 'tax') return null;
  const labels = sellerLabels(input.language);
  const standard =
    input.vatKind === 'reverse_charge' ? labels.reverseChargeNotice : labels.intraEuNotice;
  const identifiers = [
    [labels.customerVatIdentifier, input.customerVatIdentifier],
    [labels.sellerVatIdentifier, input.account.vatIdentifier],
  ]
    .filter(([, value]) => nonEmpty(value ?? null) !== null)
    .map(([label, value]) => `${label}: ${value!.trim()}`);
  const notice = nonEmpty(input.vatCodeNotice) ?? standard;
  return [notice, identifiers.join(' · ')].filter(Boolean).join('\n');
}
