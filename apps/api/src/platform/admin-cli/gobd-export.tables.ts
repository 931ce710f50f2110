/**
 * The tables of the GoBD data export (`faktura gobd-export`): for each, its CSV file, its
 * columns as the index.xml describes them, and which rows of an account and date range it
 * holds. Every column is an SQL expression that yields the field's text (numbers at their
 * column's scale, dates DD.MM.YYYY), so nothing is rounded or reformatted on the way.
 */

import { Prisma } from '@faktura/db';

/** The three data types of the Beschreibungsstandard. */
export type GobdColumnType = 'numeric' | 'alphanumeric' | 'date';

export interface GobdColumn {
  name: string;
  description: string;
  type: GobdColumnType;
  /** Digits after the decimal symbol (numeric columns); 0 when absent. */
  accuracy?: number;
  /** The field's text in SQL, of the table's row `t` (null: an empty field). */
  sql: string;
}

export interface GobdTable {
  /** The CSV file's name, also the URL in index.xml. */
  file: string;
  name: string;
  description: string;
  /** Whether the rows are those of the range (false: master data, every row). */
  ranged: boolean;
  /** The first column is the primary key `id`. */
  columns: GobdColumn[];
  /** Columns that name a row of another table of the export (always included with it). */
  foreignKeys: { column: string; references: string }[];
  /** FROM and WHERE of the account's rows (of the range: the days `from` to `to`, YYYY-MM-DD). */
  from(scope: GobdScope): Prisma.Sql;
}

/** Whose rows and which days the export holds. */
export interface GobdScope {
  accountId: number;
  from: string;
  to: string;
}

const id = (description: string): GobdColumn => ({
  name: 'id',
  description,
  type: 'numeric',
  sql: 't.id::text',
});
const num = (name: string, description: string, accuracy = 0, sql = `t.${name}`): GobdColumn => ({
  name,
  description,
  type: 'numeric',
  accuracy,
  sql: `${sql}::text`,
});
const text = (name: string, description: string, sql = `t.${name}`): GobdColumn => ({
  name,
  description,
  type: 'alphanumeric',
  sql: `${sql}::text`,
});
const date = (name: string, description: string): GobdColumn => ({
  name,
  description,
  type: 'date',
  sql: `to_char(t.${name}, 'DD.MM.YYYY')`,
});
const timestamp = (name: string, description: string): GobdColumn =>
  text(
    name,
    `${description} (UTC, ISO 8601)`,
    `to_char(t.${name} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  );
const money = (name: string, description: string) => num(name, description, 4);

// Drafts are no invoices yet: they are not part of the books.
const ISSUED_INVOICE = Prisma.raw(
  `i.account_id = t.account_id AND i.id = t.invoice_id AND i.status <> 'draft'`,
);
const days = (scope: GobdScope) => Prisma.sql`${scope.from}::date AND ${scope.to}::date`;

export const GOBD_TABLES: readonly GobdTable[] = [
  {
    file: 'invoices.csv',
    name: 'invoices',
    description: 'Ausgangsrechnungen (ohne Entwürfe), nach Rechnungsdatum',
    ranged: true,
    columns: [
      id('Rechnungs-ID'),
      text('identifier', 'Rechnungsnummer'),
      text('status', 'Status'),
      date('date', 'Rechnungsdatum'),
      date('due_date', 'Fälligkeitsdatum'),
      date('service_period_from', 'Leistungszeitraum von'),
      date('service_period_to', 'Leistungszeitraum bis'),
      num('customer_id', 'Kunde (companies.id)'),
      text('title', 'Titel'),
      text('recipient_address', 'Empfängeranschrift'),
      text('currency', 'Währung'),
      money('net_total', 'Nettobetrag'),
      money('gross_total', 'Bruttobetrag'),
      num('tax', 'Steuersatz in Prozent', 4),
      num('reversed_invoice_id', 'Storniert Rechnung (invoices.id)'),
      num('bookkeeping_export_id', 'Festgeschrieben mit Buchungsexport'),
      timestamp('sent_at', 'Versendet am'),
      timestamp('created_at', 'Angelegt am'),
    ],
    foreignKeys: [{ column: 'customer_id', references: 'companies' }],
    from: (scope) => Prisma.sql`invoices t WHERE t.account_id = ${scope.accountId}
      AND t.status <> 'draft' AND t.date BETWEEN ${days(scope)}`,
  },
  {
    file: 'invoice_positions.csv',
    name: 'invoice_positions',
    description: 'Positionen der exportierten Ausgangsrechnungen',
    ranged: true,
    columns: [
      id('Positions-ID'),
      num('invoice_id', 'Rechnung (invoices.id)'),
      num('sort_order', 'Reihenfolge'),
      text('type', 'Art'),
      text('title', 'Bezeichnung'),
      text('description', 'Beschreibung'),
      num('quantity', 'Menge', 6),
      text('unit', 'Einheit'),
      money('unit_price', 'Einzelpreis'),
      money('net_total', 'Nettobetrag'),
      text('optional', 'Optional'),
    ],
    foreignKeys: [{ column: 'invoice_id', references: 'invoices' }],
    from: (scope) => Prisma.sql`invoice_positions t JOIN invoices i ON ${ISSUED_INVOICE}
      WHERE t.account_id = ${scope.accountId} AND i.date BETWEEN ${days(scope)}`,
  },
  {
    file: 'invoice_payments.csv',
    name: 'invoice_payments',
    description: 'Zahlungseingänge auf Ausgangsrechnungen, nach Zahlungsdatum',
    ranged: true,
    columns: [
      id('Zahlungs-ID'),
      num('invoice_id', 'Rechnung (invoices.id)'),
      date('date', 'Zahlungsdatum'),
      money('paid_total', 'Betrag'),
      text('currency', 'Währung'),
      text('description', 'Beschreibung'),
    ],
    foreignKeys: [],
    from: (scope) => Prisma.sql`invoice_payments t JOIN invoices i ON ${ISSUED_INVOICE}
      WHERE t.account_id = ${scope.accountId} AND t.date BETWEEN ${days(scope)}`,
  },
  {
    file: 'invoice_reminders.csv',
    name: 'invoice_reminders',
    description: 'Mahnungen, nach Mahndatum',
    ranged: true,
    columns: [
      id('Mahnungs-ID'),
      num('invoice_id', 'Rechnung (invoices.id)'),
      date('date', 'Mahndatum'),
      date('due_date', 'Fälligkeitsdatum'),
      text('title', 'Titel'),
      money('fee', 'Mahngebühr'),
    ],
    foreignKeys: [],
    from: (scope) => Prisma.sql`invoice_reminders t JOIN invoices i ON ${ISSUED_INVOICE}
      WHERE t.account_id = ${scope.accountId} AND t.date BETWEEN ${days(scope)}`,
  },
  {
    file: 'purchases.csv',
    name: 'purchases',
    description: 'Eingangsrechnungen und Belege, nach Belegdatum',
    ranged: true,
    columns: [
      id('Ausgaben-ID'),
      text('identifier', 'Interne Nummer'),
      text('receipt_identifier', 'Belegnummer des Lieferanten'),
      date('date', 'Belegdatum'),
      date('due_date', 'Fälligkeitsdatum'),
      date('service_period_from', 'Leistungszeitraum von'),
      date('service_period_to', 'Leistungszeitraum bis'),
      num('company_id', 'Lieferant (companies.id)'),
      text('title', 'Titel'),
      text('status', 'Status'),
      text('payment_method', 'Zahlungsart'),
      text('currency', 'Währung'),
      money('net_total', 'Nettobetrag'),
      money('gross_total', 'Bruttobetrag'),
      num('bookkeeping_export_id', 'Festgeschrieben mit Buchungsexport'),
      timestamp('created_at', 'Angelegt am'),
    ],
    foreignKeys: [{ column: 'company_id', references: 'companies' }],
    from: (scope) => Prisma.sql`purchases t WHERE t.account_id = ${scope.accountId}
      AND t.date BETWEEN ${days(scope)}`,
  },
  {
    file: 'purchase_items.csv',
    name: 'purchase_items',
    description: 'Positionen der exportierten Eingangsrechnungen',
    ranged: true,
    columns: [
      id('Positions-ID'),
      num('purchase_id', 'Ausgabe (purchases.id)'),
      num('sort_order', 'Reihenfolge'),
      text('title', 'Bezeichnung'),
      money('net_total', 'Nettobetrag'),
      money('tax_total', 'Steuerbetrag'),
      money('gross_total', 'Bruttobetrag'),
      num('tax', 'Steuersatz in Prozent', 4),
    ],
    foreignKeys: [{ column: 'purchase_id', references: 'purchases' }],
    from: (scope) => Prisma.sql`purchase_items t
      JOIN purchases p ON p.account_id = t.account_id AND p.id = t.purchase_id
      WHERE t.account_id = ${scope.accountId} AND p.date BETWEEN ${days(scope)}`,
  },
  {
    file: 'purchase_payments.csv',
    name: 'purchase_payments',
    description: 'Zahlungsausgänge auf Eingangsrechnungen, nach Zahlungsdatum',
    ranged: true,
    columns: [
      id('Zahlungs-ID'),
      num('purchase_id', 'Ausgabe (purchases.id)'),
      date('date', 'Zahlungsdatum'),
      money('total', 'Betrag'),
      text('currency', 'Währung'),
      text('description', 'Beschreibung'),
    ],
    foreignKeys: [],
    from: (scope) => Prisma.sql`purchase_payments t WHERE t.account_id = ${scope.accountId}
      AND t.date BETWEEN ${days(scope)}`,
  },
  {
    file: 'companies.csv',
    name: 'companies',
    description: 'Kunden und Lieferanten (Stammdaten, alle)',
    ranged: false,
    columns: [
      id('Firmen-ID'),
      text('type', 'Art (customer, supplier, organization)'),
      text('identifier', 'Kundennummer'),
      text('name', 'Name'),
      text('address', 'Anschrift'),
      text('country_code', 'Land'),
      text('vat_identifier', 'USt-IdNr.'),
      num('debit_number', 'Debitorennummer'),
      num('credit_number', 'Kreditorennummer'),
      timestamp('created_at', 'Angelegt am'),
    ],
    foreignKeys: [],
    from: (scope) => Prisma.sql`companies t WHERE t.account_id = ${scope.accountId}`,
  },
];
