import { Decimal } from '../money.js';

/** Builds the repeated pairs of a block of columns: `Art 1`, `Inhalt 1`, `Art 2`, ... */
function pairs(count: number, kind: string, content: string): string[] {
  return Array.from({ length: count }, (_, i) => [
    `${kind} ${i + 1}`,
    `${content} ${i + 1}`,
  ]).flat();
}

/**
 * The 125 column names of a Buchungsstapel (format version 13), in DATEV's order and spelling:
 * "Zusatzinformation- Inhalt" has no space before its hyphen in DATEV's own files.
 */
export const DATEV_COLUMNS: readonly string[] = Object.freeze([
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...pairs(8, 'Beleginfo - Art', 'Beleginfo - Inhalt'),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...pairs(20, 'Zusatzinformation - Art', 'Zusatzinformation- Inhalt'),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
]);

/** Zero-based positions of the columns Faktura fills. */
export const DATEV_COLUMN = Object.freeze({
  amount: 0,
  debitCredit: 1,
  currency: 2,
  exchangeRate: 3,
  baseAmount: 4,
  baseCurrency: 5,
  account: 6,
  contraAccount: 7,
  taxKey: 8,
  documentDate: 9,
  documentField1: 10,
  text: 13,
  documentLink: 19,
  vatId: 39,
  serviceDate: 114,
});

/** DATEV's widest Kurs: 4 digits before the comma, 6 after. */
export const DATEV_MAX_EXCHANGE_RATE = new Decimal('9999.999999');
