/**
 * The text of a document as the reader gets it: pages in order, each a list of lines (page and
 * line numbers in `PrefillSource` count from 1).
 */
export type DocumentPages = ReadonlyArray<ReadonlyArray<string>>;

/** Where a value was read: page and line (from 1) and the line's text. */
export interface PrefillSource {
  page: number;
  line: number;
  text: string;
}

/**
 * One value read from the document. `certain` is true only when the value was labelled (or, for
 * IBANs and VAT IDs, passed its check digits) and nothing on the document contradicts it; else
 * `note` says why not, and `alternatives` lists other labelled values for the same field.
 */
export interface PrefillField<T> {
  value: T;
  certain: boolean;
  found: PrefillSource;
  note?: string;
  alternatives?: Array<{ value: T; found: PrefillSource }>;
}

/** A VAT rate stated with a tax label, with the tax amount printed on the same line if any. */
export interface PrefillTaxRate {
  /** Percent as a decimal string: "19", "7", "5.5". */
  rate: string;
  /** The tax amount as a decimal string with two places, or null when none was printed. */
  amount: string | null;
}

/** The supplier company whose VAT ID or IBAN the document names (one single match only). */
export interface PrefillSupplier {
  company_id: number;
  name: string;
  matched_by: 'vat_identifier' | 'iban';
  /** The identifier as the document printed it, compacted. */
  value: string;
  found: PrefillSource;
}

/** An identifier on the document that is not the supplier's (the account's own, the buyer's). */
export interface PrefillExcluded {
  kind: 'vat_identifier' | 'iban';
  value: string;
  reason: 'own_identifier' | 'buyer_label';
  found: PrefillSource;
}

/**
 * What the prefill read from a supplier's document, stored as the draft's `prefill` JSON.
 * Amounts are decimal strings with two places, dates ISO `YYYY-MM-DD`; a field that was not
 * found is null (lists empty).
 */
export interface DraftPrefill {
  /** Valid VAT IDs (format and, where the country's algorithm is known, check digits). */
  vat_ids: Array<PrefillField<string>>;
  /** Valid IBANs (ISO 13616 length and mod-97 check digits), compacted. */
  ibans: Array<PrefillField<string>>;
  invoice_number: PrefillField<string> | null;
  date: PrefillField<string> | null;
  gross_total: PrefillField<string> | null;
  net_total: PrefillField<string> | null;
  tax_rates: PrefillField<PrefillTaxRate[]> | null;
  /** ISO 4217 code, when the document states one (code or symbol) next to an amount. */
  currency: PrefillField<string> | null;
  supplier: PrefillSupplier | null;
  /** Identifiers found but left out of `vat_ids`/`ibans`, with the reason. */
  excluded: PrefillExcluded[];
}

/** The account's own identifiers: printed on a supplier's invoice they name the buyer. */
export interface OwnIdentifiers {
  vatIds: readonly string[];
  ibans: readonly string[];
}

/** A supplier company the document may name, as the caller loaded it. */
export interface SupplierCandidate {
  id: number;
  name: string;
  vatIdentifier: string | null;
  iban: string | null;
}
