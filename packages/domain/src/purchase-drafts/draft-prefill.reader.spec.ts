import { matchPrefillSupplier, readDraftPrefill } from './draft-prefill.reader.js';
import type { DraftPrefill, OwnIdentifiers } from './draft-prefill.types.js';

const NOBODY: OwnIdentifiers = { vatIds: [], ibans: [] };
const read = (lines: string[], own = NOBODY) => readDraftPrefill([lines], own);
const summary = (prefill: DraftPrefill) => ({
  invoice_number: prefill.invoice_number && [
    prefill.invoice_number.value,
    prefill.invoice_number.certain,
  ],
  date: prefill.date && [prefill.date.value, prefill.date.certain],
  gross: prefill.gross_total && [prefill.gross_total.value, prefill.gross_total.certain],
  net: prefill.net_total && [prefill.net_total.value, prefill.net_total.certain],
  taxes: prefill.tax_rates && [prefill.tax_rates.value, prefill.tax_rates.certain],
  currency: prefill.currency && [prefill.currency.value, prefill.currency.certain],
});

const GERMAN = [
  'Muster Bürobedarf GmbH · Hauptstr. 1 · 10115 Berlin',
  'Rechnung',
  'Rechnungsnummer: RE-2026-0042',
  'Kundennummer: K-1001',
  'Rechnungsdatum: 17.09.2026',
  'Lieferdatum: 15.09.2026',
  '1 Druckerpapier A4 10 x 4,99 € 49,90 €',
  'Nettobetrag 1.000,00 €',
  'zzgl. 19 % USt. auf 1.000,00 € 190,00 €',
  'Gesamtbetrag 1.190,00 €',
  'USt-IdNr.: DE 136 695 976 · IBAN: DE89 3704 0044 0532 0130 00',
];

describe('readDraftPrefill', () => {
  it('reads a German invoice: every labelled value certain, with where it was found', () => {
    const prefill = read(GERMAN);
    expect(summary(prefill)).toEqual({
      invoice_number: ['RE-2026-0042', true],
      date: ['2026-09-17', true],
      gross: ['1190.00', true],
      net: ['1000.00', true],
      taxes: [[{ rate: '19', amount: '190.00' }], true],
      currency: ['EUR', true],
    });
    expect(prefill.date?.found).toEqual({ page: 1, line: 5, text: 'Rechnungsdatum: 17.09.2026' });
    expect(prefill.vat_ids.map((field) => field.value)).toEqual(['DE136695976']);
    expect(prefill.ibans.map((field) => field.value)).toEqual(['DE89370400440532013000']);
    expect(prefill.supplier).toBeNull();
  });

  it('reads an English invoice with two VAT rates and values on the next line', () => {
    const prefill = read([
      'INVOICE',
      'Invoice no.',
      'INV/2026/77',
      'Invoice date: September 17, 2026',
      'Due date: October 17, 2026',
      'Subtotal 1,500.00',
      'Total net: GBP 150.00',
      'VAT 20% on 100.00 20.00',
      'VAT 5% on 50.00 2.50',
      'Total: £172.50',
    ]);
    expect(summary(prefill)).toEqual({
      invoice_number: ['INV/2026/77', true],
      date: ['2026-09-17', true],
      gross: ['172.50', true],
      net: ['150.00', true],
      taxes: [
        [
          { rate: '20', amount: '20.00' },
          { rate: '5', amount: '2.50' },
        ],
        true,
      ],
      currency: ['GBP', true],
    });
  });

  it('takes the rate of an "incl. VAT" total and checks it against net and gross', () => {
    const fits = read(['Netto 100,00 EUR', 'Gesamtbetrag inkl. 19 % MwSt. 119,00 EUR']);
    expect(summary(fits).taxes).toEqual([[{ rate: '19', amount: null }], true]);
    const off = read(['Netto 100,00 EUR', 'Gesamtbetrag inkl. 19 % MwSt. 107,00 EUR']);
    expect(summary(off)).toMatchObject({ gross: ['107.00', false], net: ['100.00', false] });
    expect(off.gross_total?.note).toBe('net, VAT and gross total do not add up');
  });

  it('makes nothing certain when net + VAT is not the gross total', () => {
    const prefill = read(['Summe netto 100,00', 'MwSt. 19 % 19,00', 'Rechnungsbetrag 120,00']);
    expect(summary(prefill)).toMatchObject({
      gross: ['120.00', false],
      net: ['100.00', false],
      taxes: [[{ rate: '19', amount: '19.00' }], false],
    });
  });

  it('checks a single tax amount against its rate of the gross when no net is printed', () => {
    expect(summary(read(['darin enthalten 19% MwSt. 19,00', 'Total 119,00'])).gross).toEqual([
      '119.00',
      true,
    ]);
    expect(summary(read(['darin enthalten 19% MwSt. 18,00', 'Total 119,00'])).gross).toEqual([
      '119.00',
      false,
    ]);
  });

  it('lists two different labelled values and takes neither as certain', () => {
    const prefill = read(['Datum: 16.09.2026', 'Rechnungsdatum: 17.09.2026', 'Datum 16.09.2026']);
    expect(prefill.date).toMatchObject({
      value: '2026-09-16',
      certain: false,
      alternatives: [{ value: '2026-09-17', found: { line: 2 } }],
    });
  });

  it('keeps the same value under several labels certain', () => {
    const prefill = read(['Gesamtbetrag: 119,00 €', 'Zu zahlen: 119,00 €']);
    expect(prefill.gross_total).toMatchObject({ value: '119.00', certain: true });
  });

  it('reads nothing from words that only look like labels', () => {
    const prefill = read([
      'Kundennummer: 12345',
      'Bestellnummer: 98765',
      'Lieferdatum: 15.09.2026',
      'Due date: 2026-10-17',
      'Sub-Total 100,00',
      'Total VAT 19%: 19,00',
      'Bitte zahlen Sie den Gesamtbetrag von 119,00 € bis zum 01.10.2026.',
      'Pos Beschreibung Menge Total',
      '1 Beratung 10 1.000,00',
    ]);
    expect(summary(prefill)).toMatchObject({
      invoice_number: null,
      date: null,
      gross: null,
      net: null,
    });
  });

  it('calls a date ambiguous when day and month could be swapped', () => {
    expect(read(['Invoice date: 03/04/2026']).date).toMatchObject({
      value: '2026-04-03',
      certain: false,
      note: 'day and month could be swapped',
    });
  });

  it('leaves out the account’s own identifiers and those printed as the buyer’s', () => {
    const prefill = read(
      [
        'Ihre USt-IdNr.: DE811907980',
        'Lastschrift von: DE89 3704 0044 0532 0130 00',
        'Unsere USt-IdNr.: ATU13585627',
        'Your VAT ID: DE 136 695 976',
      ],
      { vatIds: ['de 811 907 980'], ibans: ['DE89370400440532013000'] },
    );
    expect(prefill.vat_ids.map((field) => field.value)).toEqual(['ATU13585627']);
    expect(prefill.ibans).toEqual([]);
    expect(prefill.excluded.map(({ value, reason }) => [value, reason])).toEqual([
      ['DE811907980', 'own_identifier'],
      ['DE89370400440532013000', 'own_identifier'],
      ['DE136695976', 'buyer_label'],
    ]);
  });

  it('does not take a currency named off the totals for certain', () => {
    expect(read(['Preis 10,00 USD', 'Gesamtbetrag 10,00']).currency).toMatchObject({
      value: 'USD',
      certain: false,
    });
    expect(read(['Gesamtbetrag 10,00']).currency).toBeNull();
  });
});

describe('matchPrefillSupplier', () => {
  const prefill = read(GERMAN);
  const company = (id: number, vatIdentifier: string | null, iban: string | null) => ({
    id,
    name: `Supplier ${id}`,
    vatIdentifier,
    iban,
  });

  it('matches the one supplier by VAT ID, or by IBAN', () => {
    expect(matchPrefillSupplier(prefill, [company(1, 'DE 136695976', null)]).supplier).toEqual({
      company_id: 1,
      name: 'Supplier 1',
      matched_by: 'vat_identifier',
      value: 'DE136695976',
      found: prefill.vat_ids[0].found,
    });
    const byIban = matchPrefillSupplier(prefill, [
      company(2, null, 'de89 3704 0044 0532 0130 00'),
      company(3, 'DE811907980', null),
    ]);
    expect(byIban.supplier).toMatchObject({ company_id: 2, matched_by: 'iban' });
  });

  it('the same company by both keeps the VAT ID; two companies or none match nobody', () => {
    const both = company(4, 'DE136695976', 'DE89370400440532013000');
    expect(matchPrefillSupplier(prefill, [both]).supplier?.matched_by).toBe('vat_identifier');
    const two = [company(5, 'DE136695976', null), company(6, null, 'DE89370400440532013000')];
    expect(matchPrefillSupplier(prefill, two).supplier).toBeNull();
    expect(matchPrefillSupplier(prefill, [company(7, 'DE811907980', null)]).supplier).toBeNull();
  });
});
