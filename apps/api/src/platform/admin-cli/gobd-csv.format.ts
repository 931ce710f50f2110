import type { GobdColumn } from './gobd-export.tables';

/** How the export's CSV files are written; index.xml declares the same. */
export const GOBD_CSV = {
  columnDelimiter: ';',
  recordDelimiter: '\r\n',
  textEncapsulator: '"',
  decimalSymbol: ',',
  digitGroupingSymbol: '.',
} as const;

/**
 * One field as the Beschreibungsstandard reads it: numbers with a decimal comma and no digit
 * grouping, dates as they come (DD.MM.YYYY), texts always in double quotes with inner quotes
 * doubled (so `;` and line breaks inside a text stay in its field), null as an empty field.
 */
export function gobdField(column: GobdColumn, value: string | null): string {
  if (value === null) return '';
  if (column.type === 'numeric') return value.replace('.', GOBD_CSV.decimalSymbol);
  if (column.type === 'date') return value;
  const quote = GOBD_CSV.textEncapsulator;
  return `${quote}${value.split(quote).join(quote + quote)}${quote}`;
}

/** One record: the fields of `row` (by column name) in the columns' order, with its delimiter. */
export function gobdRecord(columns: readonly GobdColumn[], row: Record<string, string | null>) {
  const fields = columns.map((column) => gobdField(column, row[column.name] ?? null));
  return fields.join(GOBD_CSV.columnDelimiter) + GOBD_CSV.recordDelimiter;
}
