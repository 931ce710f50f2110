import type { DocumentLanguage } from '@faktura/domain';
import { invoiceDocumentHtml } from './invoice-document.template';
import type { InvoiceDocumentView } from './invoice-document.view';
import { offerDocumentHtml } from './offer-document.template';
import type { OfferDocumentView } from './offer-document.view';
import { reminderDocumentHtml } from './reminder-document.template';
import type { ReminderDocumentView } from './reminder-document.view';
import { timesheetDocumentHtml } from './timesheet-document.template';
import type { TimesheetDocumentView } from './timesheet-document.view';

// The templates only lay out what the builders formatted; these views are what a builder makes
// for each language, with the user's own texts in German whatever the language.
const LOCALES: Record<DocumentLanguage, string> = {
  de: 'de-DE',
  en: 'en-GB',
  fr: 'fr-CH',
  it: 'it-IT',
};
const common = (language: DocumentLanguage) => ({
  language,
  locale: LOCALES[language],
  letterPaperHtml: null,
  sender: 'Seller GmbH · Hauptstr. 1 · 10115 Berlin',
  recipientAddress: 'Acme GmbH\nMarkt 2\n80331 München',
  letterLayout: 'din-5008-b' as const,
  logo: null,
  wordmark: null,
  seller: { footerLeft: ['Seller GmbH'], footerCenter: ['USt-IdNr. DE123456789'], footerRight: [] },
});
const sales = {
  title: 'Zaunbau Garten',
  currency: 'EUR',
  salutationHtml: '<p>Sehr geehrte Frau Acme</p>',
  footerHtml: '<p>Mit freundlichen Grüssen</p>',
  printDetailColumns: true,
  positions: [
    {
      type: 'item' as const,
      title: 'Zaun',
      descriptionHtml: null,
      quantity: '1',
      unit: 'Stk',
      unitPrice: '5.570,00 €',
      total: '5.570,00 €',
      optional: true,
    },
    {
      type: 'subtotal' as const,
      title: 'Zwischensumme Garten',
      total: '5.570,00 €',
      optional: false,
    },
  ],
  totals: {
    itemsTotal: null,
    discountPercent: null,
    discount: null,
    net: '5.570,00 €',
    taxRate: '19 %',
    tax: '1.058,30 €',
    gross: '6.628,30 €',
  },
  taxExemptionNotice: null,
};

const offer = (language: DocumentLanguage): OfferDocumentView => ({
  ...common(language),
  ...sales,
  identifier: 'A260001',
  date: '23.11.2026',
  dueDate: '23.12.2026',
});

const invoice = (language: DocumentLanguage): InvoiceDocumentView => ({
  ...common(language),
  ...sales,
  identifier: null,
  date: '23.11.2026',
  dueDate: '23.12.2026',
  servicePeriod: '11/2026',
  deliveryDateNote: null,
  reversalNotice: null,
  paymentTerms: 'PAYMENT TERMS',
  cashDiscount: null,
  creditorReference: 'RF18539007547034',
  payment: null,
});

const reminder = (language: DocumentLanguage): ReminderDocumentView => ({
  ...common(language),
  title: 'Zahlungserinnerung Zaun',
  reminderNumber: 1,
  date: '23.11.2026',
  dueDate: '07.12.2026',
  textHtml: null,
  currency: 'EUR',
  invoice: {
    identifier: 'R260001',
    date: '01.10.2026',
    dueDate: '31.10.2026',
    gross: '6.628,30 €',
  },
  paid: '0,00 €',
  fee: '5,00 €',
  amountDue: '6.633,30 €',
  paymentTerms: null,
  creditorReference: null,
  payment: null,
});

const timesheet = (language: DocumentLanguage): TimesheetDocumentView => ({
  ...common(language),
  invoiceIdentifier: 'R260001',
  invoiceDate: '23.11.2026',
  invoiceTitle: 'Zaunbau Garten',
  servicePeriod: null,
  rows: [{ date: '02.11.2026', user: 'Olga Muster', description: 'Aufbau', hours: '7,50' }],
  totalHours: '7,50',
});

describe('document templates', () => {
  it.each([
    [
      'de',
      [
        '<span>Angebot</span> A260001',
        '<th class="text">Beschreibung</th>',
        '(optional)',
        'Nettobetrag',
        'MwSt. 19 %',
        'Gesamtbetrag',
        'Gültig bis',
      ],
    ],
    [
      'fr',
      [
        '<span>Offre</span> A260001',
        '<th class="text">Description</th>',
        '(facultatif)',
        'Total net',
        'TVA 19 %',
        'Total TTC',
        'Valable jusqu&#39;au',
      ],
    ],
    [
      'en',
      [
        '<span>Offer</span> A260001',
        '<th class="text">Description</th>',
        '(optional)',
        'Net total',
        'VAT 19 %',
        'Gross total',
        'Valid until',
      ],
    ],
  ] as const)('prints an offer in %s', (language, expected) => {
    const html = offerDocumentHtml(offer(language));
    expect(html).toContain(`<html lang="${language}">`);
    for (const label of expected) expect(html).toContain(label);
    // The user's own texts stay as written.
    expect(html).toContain('Zaunbau Garten');
    expect(html).toContain('Zwischensumme Garten');
    expect(html).toContain('5.570,00 €');
  });

  it.each([
    [
      'de',
      [
        '<title>Rechnung Entwurf</title>',
        '<span>Rechnung</span> Entwurf',
        'Leistungszeitraum',
        'Einzelpreis',
        'Referenz: RF18539007547034',
      ],
    ],
    [
      'fr',
      [
        '<title>Facture Brouillon</title>',
        '<span>Facture</span> Brouillon',
        'Période de prestation',
        'Prix unitaire',
        'Référence : RF18539007547034',
      ],
    ],
    [
      'en',
      [
        '<title>Invoice Draft</title>',
        '<span>Invoice</span> Draft',
        'Service period',
        'Unit price',
        'Reference: RF18539007547034',
      ],
    ],
  ] as const)('prints an invoice in %s', (language, expected) => {
    const html = invoiceDocumentHtml(invoice(language));
    expect(html).toContain(`<html lang="${language}">`);
    for (const label of expected) expect(html).toContain(label);
  });

  it.each([
    [
      'de',
      [
        '<span>Mahnung Nr.</span> 1',
        'Rechnung R260001 vom 01.10.2026, fällig am 31.10.2026',
        'Bereits bezahlt',
        'Mahngebühr',
        'Offener Betrag',
      ],
    ],
    [
      'fr',
      [
        '<span>Rappel n°</span> 1',
        'Facture R260001 du 01.10.2026, échue le 31.10.2026',
        'Déjà payé',
        'Frais de rappel',
        'Montant dû',
      ],
    ],
    [
      'en',
      [
        '<span>Reminder no.</span> 1',
        'Invoice R260001 of 01.10.2026, due 31.10.2026',
        'Paid so far',
        'Reminder fee',
        'Amount due',
      ],
    ],
  ] as const)('prints a reminder in %s', (language, expected) => {
    const html = reminderDocumentHtml(reminder(language));
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain('Zahlungserinnerung Zaun');
    for (const label of expected) expect(html).toContain(label);
  });

  it.each([
    [
      'de',
      [
        '<title>Stundennachweis R260001</title>',
        '<h1>Stundennachweis: Zaunbau Garten</h1>',
        '<th>Mitarbeiter</th>',
        'Summe der Stunden',
      ],
    ],
    [
      'fr',
      [
        '<title>Relevé des heures R260001</title>',
        '<h1>Relevé des heures : Zaunbau Garten</h1>',
        '<th>Collaborateur</th>',
        'Total des heures',
      ],
    ],
    [
      'en',
      [
        '<title>Timesheet R260001</title>',
        '<h1>Timesheet: Zaunbau Garten</h1>',
        '<th>User</th>',
        'Total hours',
      ],
    ],
  ] as const)('prints a timesheet in %s', (language, expected) => {
    const html = timesheetDocumentHtml(timesheet(language));
    expect(html).toContain(`<html lang="${language}">`);
    for (const label of expected) expect(html).toContain(label);
  });
});
