/**
 * The labels that make a value certain, German and English, and what may stand between a label
 * and its value. A label matches only as whole words (`Lieferdatum` is no `Datum`,
 * `Subtotal` no `Total`), and the value must follow it on the same line or start the next line,
 * with nothing but the listed filler in between: `Total net 100.00` is no gross total because
 * `net` is no filler of a gross total.
 */
export interface LabelRule {
  label: RegExp;
  /** Text just before the label that disqualifies it (`Due date`, `Sub-Total`). */
  notAfter?: RegExp;
  filler: RegExp;
}

const W = '(?<![\\p{L}\\d])';
const END = '(?![\\p{L}\\d])';
const words = (...alternatives: string[]) =>
  new RegExp(`${W}(?:${alternatives.join('|')})${END}\\.?`, 'giu');

const CURRENCY = 'EUR|USD|GBP|CHF|€|\\$|£';
const TAX = '(?:MwSt|Mwst|USt|Umsatzsteuer|Mehrwertsteuer|VAT|tax)\\.?';
const PERCENT = '\\d{1,2}(?:[.,]\\d{1,2})?\\s?%';
const PUNCTUATION = '[\\s:=*#()\\[\\]/–-]';

const filler = (...alternatives: string[]) =>
  new RegExp(`^(?:${PUNCTUATION}|${alternatives.join('|')})*`, 'iu');

export const INVOICE_NUMBER_RULE: LabelRule = {
  label: words(
    'Rechnungs-?\\s?(?:nummer|nr)',
    'Rechnung\\s?(?:Nr|Nummer|No)',
    'Rechnung\\s?#',
    'Re\\.?-?\\s?Nr',
    'Invoice\\s?(?:number|no|nr|#)',
    'Invoice\\s?ID',
  ),
  filler: filler('\\.'),
};

export const DATE_RULE: LabelRule = {
  label: words(
    'Rechnungsdatum',
    'Belegdatum',
    'Ausstellungsdatum',
    'Datum',
    'Invoice\\s+date',
    'Date\\s+of\\s+(?:issue|invoice)',
    'Issue\\s+date',
    'Date',
  ),
  notAfter:
    /(?:due|delivery|order|service|payment|shipping|supply|performance|expiry|print|start|end)[\s-]*$/i,
  filler: filler('vom', 'of', 'dated'),
};

export const GROSS_TOTAL_RULE: LabelRule = {
  label: words(
    'Gesamtbetrag',
    'Rechnungsbetrag',
    'Rechnungsendbetrag',
    'Bruttobetrag',
    'Brutto-?\\s?Betrag',
    'Bruttosumme',
    'Gesamtsumme',
    'Summe\\s+brutto',
    'Gesamt\\s+brutto',
    'Endbetrag',
    'Brutto',
    'Zahlbetrag',
    'Zahlungsbetrag',
    'zu\\s+zahlen(?:der\\s+Betrag)?',
    'Total\\s+(?:amount|due|payable)',
    'Amount\\s+(?:due|payable)',
    'Balance\\s+due',
    'Grand\\s+total',
    'Invoice\\s+total',
    'Total',
  ),
  notAfter: /(?:sub|zwischen|teil|netto|net)[\s-]*$/i,
  filler: filler(
    CURRENCY,
    'in\\s+(?:EUR|USD|GBP|CHF)',
    'brutto',
    'gross',
    `(?:inkl|incl|einschl|including|inklusive)\\.?\\s*(?:${PERCENT}\\s*)?${TAX}`,
  ),
};

export const NET_TOTAL_RULE: LabelRule = {
  label: words(
    'Nettobetrag',
    'Netto-?\\s?Betrag',
    'Nettosumme',
    'Summe\\s+netto',
    'Gesamt\\s+netto',
    'Gesamtbetrag\\s+netto',
    'Rechnungsbetrag\\s+netto',
    'Netto',
    'Net\\s+(?:total|amount)',
    'Total\\s+net',
    `Total\\s+(?:excl|exkl|excluding|before)\\.?\\s*${TAX}`,
  ),
  filler: filler(
    CURRENCY,
    'in\\s+(?:EUR|USD|GBP|CHF)',
    `(?:zzgl|exkl|excl|excluding|ohne|before)\\.?\\s*${TAX}`,
  ),
};

/** A tax keyword that is no VAT ID or tax number label (`USt-IdNr`, `VAT ID`, `tax number`). */
export const TAX_KEYWORD =
  /(?<![\p{L}])(?:MwSt|Mwst|USt|Umsatzsteuer|Mehrwertsteuer|VAT|Tax|Steuer)(?![\p{L}])(?!\.?\s?-?\s?(?:Id|Identifikation|No|Nr|Number|Reg|Registration|ID)(?![\p{L}]))/iu;

export const CURRENCY_MARKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\p{L}])EUR(?![\p{L}])|€/u, 'EUR'],
  [/(?<![\p{L}])USD(?![\p{L}])|US\$/u, 'USD'],
  [/(?<![\p{L}])GBP(?![\p{L}])|£/u, 'GBP'],
  [/(?<![\p{L}])CHF(?![\p{L}])/u, 'CHF'],
];

/** Words before an identifier that name it the buyer's: `Ihre USt-IdNr.`, `your IBAN`. */
export const BUYER_LABEL =
  /(?<![\p{L}])(?:ihre|ihrer|ihrem|ihres|your|kunden|customer|buyer|client|leistungsempfänger|rechnungsempfänger)(?![\p{L}])[\s-]*(?:ust|vat|mwst|uid|iban|konto|account|bank|tax)/iu;
