import { invoiceSchema } from '@e-invoice-eu/core';

/** UN/ECE Recommendation 20 code for "one" (a unit without a dimension): the fallback. */
export const DEFAULT_UNIT_CODE = 'C62';

// Faktura's units are free text typed by people, in German and English; these are the spellings
// seen on invoices. Keys are lower-case without a trailing dot.
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  HUR: ['h', 'hr', 'hrs', 'hour', 'hours', 'std', 'stunde', 'stunden', 'stde'],
  MIN: ['min', 'mins', 'minute', 'minutes', 'minuten'],
  DAY: ['d', 'day', 'days', 'tag', 'tage', 'tg', 'pt', 'personentag', 'personentage'],
  WEE: ['wk', 'week', 'weeks', 'woche', 'wochen'],
  MON: ['mon', 'month', 'months', 'monat', 'monate', 'mtl'],
  ANN: ['yr', 'year', 'years', 'jahr', 'jahre'],
  H87: ['pc', 'pcs', 'pce', 'piece', 'pieces', 'st', 'stk', 'stck', 'stück', 'stueck'],
  LS: ['ls', 'lump sum', 'flat', 'flat rate', 'pauschal', 'pauschale', 'psch', 'pausch'],
  SET: ['set', 'sets', 'satz'],
  KGM: ['kg'],
  GRM: ['g', 'gr'],
  TNE: ['t', 'to'],
  MTR: ['m', 'lfm'],
  KMT: ['km'],
  CMT: ['cm'],
  MMT: ['mm'],
  MTK: ['m2', 'm²', 'qm'],
  MTQ: ['m3', 'm³', 'cbm'],
  LTR: ['l', 'liter', 'litre', 'ltr'],
  KWH: ['kwh'],
};

const BY_ALIAS: ReadonlyMap<string, string> = new Map(
  Object.entries(ALIASES).flatMap(([code, aliases]) => aliases.map((alias) => [alias, code])),
);

const REC20_CODES: ReadonlySet<string> = new Set(
  (invoiceSchema as unknown as { $defs: { codeLists: { UNECERec20: { enum: string[] } } } }).$defs
    .codeLists.UNECERec20.enum,
);

/**
 * BT-130 for one of Faktura's free-text units: a known spelling maps to its UN/ECE Rec. 20 code
 * (h, Std → HUR; d, Tag → DAY; Stk, pcs → H87; ...), a Rec. 20 code written in capitals is kept,
 * anything else (or nothing) is C62 "one".
 */
export function unitCodeFor(unit: string | null | undefined): string {
  const text = (unit ?? '').trim();
  const alias = BY_ALIAS.get(text.toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' '));
  if (alias !== undefined) return alias;
  return REC20_CODES.has(text) ? text : DEFAULT_UNIT_CODE;
}
