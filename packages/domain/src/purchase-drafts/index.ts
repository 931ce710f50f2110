export { matchPrefillSupplier, readDraftPrefill } from './draft-prefill.reader.js';
export type {
  DocumentPages,
  DraftPrefill,
  OwnIdentifiers,
  PrefillExcluded,
  PrefillField,
  PrefillSource,
  PrefillSupplier,
  PrefillTaxRate,
  SupplierCandidate,
} from './draft-prefill.types.js';
export { vatIdentifierCheckDigits } from './vat-check-digits.rules.js';
