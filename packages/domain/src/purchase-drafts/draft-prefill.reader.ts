import type {
  DocumentPages,
  DraftPrefill,
  OwnIdentifiers,
  PrefillExcluded,
  PrefillField,
  PrefillSource,
  SupplierCandidate,
} from './draft-prefill.types.js';
import { fieldOf, labelledValues, type LabelledValue } from './prefill-fields.reader.js';
import { findIdentifiers, sameIdentifier } from './prefill-identifiers.reader.js';
import {
  CURRENCY_MARKS,
  DATE_RULE,
  GROSS_TOTAL_RULE,
  INVOICE_NUMBER_RULE,
  NET_TOTAL_RULE,
} from './prefill-labels.table.js';
import { crossCheckedTotals } from './prefill-totals.rules.js';
import { findAmounts, leadingAmount, leadingDate } from './prefill-values.parse.js';

const INVOICE_NUMBER = /^([A-Z0-9](?:[A-Z0-9/._-]*[A-Z0-9])?)(?![\p{L}\d])/iu;

function readInvoiceNumber(text: string) {
  const token = text.trimStart().match(INVOICE_NUMBER)?.[1];
  if (!token || !/\d/.test(token) || leadingDate(token)) return null;
  return { value: token };
}

function readDate(text: string) {
  const date = leadingDate(text);
  return date ? { value: date.iso, unambiguous: date.unambiguous } : null;
}

function readAmount(text: string) {
  const amount = leadingAmount(text);
  return amount ? { value: amount.value } : null;
}

const currenciesOf = (text: string) =>
  CURRENCY_MARKS.filter(([mark]) => mark.test(text)).map(([, code]) => code);

/**
 * The currency: certain when the total lines name exactly one; else the first one named on any
 * line with an amount, not certain.
 */
function currencyField(pages: DocumentPages, totals: PrefillSource[]): PrefillField<string> | null {
  const onTotals = totals.flatMap((found) =>
    currenciesOf(found.text).map((code) => ({ code, found })),
  );
  const codes = [...new Set(onTotals.map((hit) => hit.code))];
  if (codes.length === 1) return { value: codes[0], certain: true, found: onTotals[0].found };
  for (const [page, lines] of pages.entries()) {
    for (const [line, text] of lines.entries()) {
      const [code] = findAmounts(text).length > 0 ? currenciesOf(text) : [];
      if (code) {
        const found = { page: page + 1, line: line + 1, text };
        const note =
          codes.length > 1 ? 'the totals name different currencies' : 'not on a total line';
        return { value: code, certain: false, found, note };
      }
    }
  }
  return null;
}

const lineKeys = (values: Array<LabelledValue<string>>) =>
  values.map((value) => `${value.found.page}:${value.found.line}`);

/**
 * Reads what a supplier's document says with certainty: VAT IDs and IBANs (check digits valid;
 * the account's own and those printed as the buyer's left out), and the labelled invoice number,
 * date, totals, tax rates and currency, each with where it was found.
 */
export function readDraftPrefill(text: DocumentPages, own: OwnIdentifiers): DraftPrefill {
  // Text layers separate table cells with tabs; the rules read them as spaces.
  const pages = text.map((lines) => lines.map((line) => line.replace(/[\t\r]+/g, ' ')));
  const excluded: PrefillExcluded[] = [];
  const vatIds: Array<PrefillField<string>> = [];
  const ibans: Array<PrefillField<string>> = [];
  for (const identifier of findIdentifiers(pages)) {
    const owned = identifier.kind === 'iban' ? own.ibans : own.vatIds;
    const { kind, value, found } = identifier;
    if (owned.some((mine) => sameIdentifier(mine, value))) {
      excluded.push({ kind, value, reason: 'own_identifier', found });
    } else if (identifier.buyerLabel) {
      excluded.push({ kind, value, reason: 'buyer_label', found });
    } else {
      (kind === 'iban' ? ibans : vatIds).push({ value, certain: true, found });
    }
  }
  const grossValues = labelledValues(pages, GROSS_TOTAL_RULE, readAmount);
  const netValues = labelledValues(pages, NET_TOTAL_RULE, readAmount);
  const totals = crossCheckedTotals(
    pages,
    fieldOf(grossValues),
    fieldOf(netValues),
    new Set([...lineKeys(grossValues), ...lineKeys(netValues)]),
  );
  return {
    vat_ids: vatIds,
    ibans,
    invoice_number: fieldOf(labelledValues(pages, INVOICE_NUMBER_RULE, readInvoiceNumber)),
    date: fieldOf(labelledValues(pages, DATE_RULE, readDate)),
    gross_total: totals.gross,
    net_total: totals.net,
    tax_rates: totals.taxRates,
    currency: currencyField(
      pages,
      [...grossValues, ...netValues].map((value) => value.found),
    ),
    supplier: null,
    excluded,
  };
}

/**
 * The supplier the document names: the one candidate whose VAT ID or IBAN is among the
 * document's (the VAT ID named first when both match). Two or more different companies matched,
 * or none: null, so that nothing is guessed.
 */
export function matchPrefillSupplier(
  prefill: DraftPrefill,
  candidates: readonly SupplierCandidate[],
): DraftPrefill {
  const matches = [
    ...prefill.vat_ids.flatMap((field) =>
      candidates
        .filter(
          (company) => company.vatIdentifier && sameIdentifier(company.vatIdentifier, field.value),
        )
        .map((company) => ({ company, field, by: 'vat_identifier' as const })),
    ),
    ...prefill.ibans.flatMap((field) =>
      candidates
        .filter((company) => company.iban && sameIdentifier(company.iban, field.value))
        .map((company) => ({ company, field, by: 'iban' as const })),
    ),
  ];
  const companies = new Set(matches.map((match) => match.company.id));
  if (companies.size !== 1) return { ...prefill, supplier: null };
  const [{ company, field, by }] = matches;
  const supplier = {
    company_id: company.id,
    name: company.name,
    matched_by: by,
    value: field.value,
    found: field.found,
  };
  return { ...prefill, supplier };
}
