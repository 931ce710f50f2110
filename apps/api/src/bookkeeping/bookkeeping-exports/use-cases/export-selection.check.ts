import { datevFiscalYearStart, type FieldErrorCollector } from '@faktura/domain';
import type { BookkeepingExportKind } from '../bookkeeping-export.kind';
import type { SelectedDocument } from '../bookkeeping-exports.repository';

/** How many document IDs a message about a range names at most. */
const NAMED = 20;

const listed = (docs: SelectedDocument[]) => {
  const ids = docs.slice(0, NAMED).map((doc) => doc.id);
  return ids.join(', ') + (docs.length > NAMED ? ` and ${docs.length - NAMED} more` : '');
};

/** Why a document cannot go into an export, or null. */
function problemOf(kind: BookkeepingExportKind, doc: SelectedDocument): string | null {
  if (doc.export_id !== null)
    return `is already in bookkeeping export ${doc.export_id} (a second export is refused)`;
  if (doc.draft) return 'is a draft: finish or delete it before it is exported';
  if (doc.party_id === null)
    return `has no ${kind.table === 'invoices' ? 'customer' : 'supplier'}: its booking needs a party account`;
  return null;
}

/**
 * Checks the documents the body's IDs name: each ID that is no document of the account, a
 * draft, already exported or without a party is named by its position (the body's IDs are
 * never answered with 404).
 */
export function checkSelectedIds(
  kind: BookkeepingExportKind,
  ids: readonly number[],
  docs: SelectedDocument[],
  errors: FieldErrorCollector,
): void {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  ids.forEach((id, index) => {
    const doc = byId.get(id);
    const problem = doc ? problemOf(kind, doc) : `is no ${kind.noun} of this account`;
    if (problem) errors.add(`${kind.idsField}[${index}]`, problem);
  });
}

/** Checks the documents a date range selected: drafts and documents without a party, by ID. */
export function checkSelectedRange(
  kind: BookkeepingExportKind,
  field: string,
  docs: SelectedDocument[],
  errors: FieldErrorCollector,
): void {
  const drafts = docs.filter((doc) => doc.draft);
  if (drafts.length > 0) {
    errors.add(
      field,
      `the range holds draft ${kind.noun}s (${listed(drafts)}): a draft in a period to export must be finished or deleted first`,
    );
  }
  const partyless = docs.filter((doc) => !doc.draft && doc.party_id === null);
  if (partyless.length > 0) {
    errors.add(field, `the range holds ${kind.noun}s without a party (${listed(partyless)})`);
  }
}

/**
 * A DATEV batch belongs to one fiscal year (the header's WJ-Beginn): documents of two fiscal
 * years are refused on `field`, naming the years, so that each is exported on its own.
 */
export function checkOneFiscalYear(
  docs: SelectedDocument[],
  fiscalYearStart: number,
  field: string,
  errors: FieldErrorCollector,
): void {
  const years = [...new Set(docs.map((doc) => fiscalYearOfDoc(doc, fiscalYearStart)))].sort();
  if (years.length > 1) {
    errors.add(
      field,
      `the documents lie in ${years.length} fiscal years (starting ${years.join(', ')}): a DATEV batch holds one, export each on its own`,
    );
  }
}

/** The first day of the fiscal year (starting in month `firstMonth`) a document lies in. */
export function fiscalYearOfDoc(doc: SelectedDocument, firstMonth: number): string {
  return datevFiscalYearStart(doc.date.toISOString().slice(0, 10), firstMonth);
}
