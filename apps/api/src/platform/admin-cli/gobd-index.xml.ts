import { GOBD_CSV } from './gobd-csv.format';
import type { GobdColumn, GobdTable } from './gobd-export.tables';

/** Who hands over the data and which days it covers (dates YYYY-MM-DD). */
export interface GobdExportInfo {
  supplierName: string;
  supplierLocation: string;
  from: string;
  to: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** YYYY-MM-DD as the standard's default date format, DD.MM.YYYY. */
export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** The data type element of a column (Numeric with its Accuracy, AlphaNumeric, Date). */
function typeOf(column: GobdColumn): string {
  if (column.type === 'alphanumeric') return '<AlphaNumeric/>';
  if (column.type === 'date') return '<Date><Format>DD.MM.YYYY</Format></Date>';
  return column.accuracy
    ? `<Numeric><Accuracy>${column.accuracy}</Accuracy></Numeric>`
    : '<Numeric/>';
}

function columnXml(kind: 'VariablePrimaryKey' | 'VariableColumn', column: GobdColumn, pad: string) {
  return `${pad}<${kind}>${element('Name', column.name)}${element('Description', column.description)}${typeOf(column)}</${kind}>`;
}

function tableXml(table: GobdTable, info: GobdExportInfo): string[] {
  const [key, ...columns] = table.columns;
  const pad = '        ';
  const validity = table.ranged
    ? [
        `      <Validity><Range>${element('From', germanDate(info.from))}${element('To', germanDate(info.to))}</Range><Format>DD.MM.YYYY</Format></Validity>`,
      ]
    : [];
  return [
    '    <Table>',
    `      ${element('URL', table.file)}`,
    `      ${element('Name', table.name)}`,
    `      ${element('Description', table.description)}`,
    ...validity,
    '      <UTF8/>',
    `      ${element('DecimalSymbol', GOBD_CSV.decimalSymbol)}`,
    `      ${element('DigitGroupingSymbol', GOBD_CSV.digitGroupingSymbol)}`,
    '      <VariableLength>',
    `${pad}${element('ColumnDelimiter', GOBD_CSV.columnDelimiter)}`,
    `${pad}<RecordDelimiter>&#13;&#10;</RecordDelimiter>`,
    `${pad}${element('TextEncapsulator', GOBD_CSV.textEncapsulator)}`,
    columnXml('VariablePrimaryKey', key, pad),
    ...columns.map((column) => columnXml('VariableColumn', column, pad)),
    // The referenced table's key is `id`: the Alias maps the column onto it.
    ...table.foreignKeys.map(
      ({ column, references }) =>
        `${pad}<ForeignKey>${element('Name', column)}${element('References', references)}<Alias>${element('From', column)}${element('To', 'id')}</Alias></ForeignKey>`,
    ),
    '      </VariableLength>',
    '    </Table>',
  ];
}

/**
 * index.xml as the Beschreibungsstandard (GDPdU, gdpdu-01-09-2004.dtd) describes it: the data
 * supplier, one Media, and per table its file, validity, encoding (UTF-8), number symbols, the
 * delimiters and each column with its type, the primary key first, then the foreign keys.
 */
export function gobdIndexXml(tables: readonly GobdTable[], info: GobdExportInfo): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE DataSet SYSTEM "gdpdu-01-09-2004.dtd">',
    '<DataSet>',
    `  ${element('Version', '1.0')}`,
    '  <DataSupplier>',
    `    ${element('Name', info.supplierName)}`,
    `    ${element('Location', info.supplierLocation)}`,
    `    ${element('Comment', `Faktura GoBD-Datenexport ${germanDate(info.from)} bis ${germanDate(info.to)}`)}`,
    '  </DataSupplier>',
    '  <Media>',
    `    ${element('Name', `Faktura ${info.from} ${info.to}`)}`,
    ...tables.flatMap((table) => tableXml(table, info)),
    '  </Media>',
    '</DataSet>',
  ];
  return `${lines.join('\n')}\n`;
}
