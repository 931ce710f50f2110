import type { DocumentLanguage } from '@faktura/domain';

/**
 * The fixed texts Faktura prints on a document for the customer; `{placeholders}` are filled
 * in by {@link fillLabel}. The user's own texts (titles, salutations, footers) never come from
 * here: they are printed as written.
 */
export interface DocumentLabels {
  offer: string;
  /** The order confirmation (offer confirmation) and what its letterhead names of the offer. */
  orderConfirmation: string;
  offerDate: string;
  invoice: string;
  timesheet: string;
  timesheetHeading: string;
  draft: string;
  date: string;
  validUntil: string;
  dueDate: string;
  servicePeriod: string;
  reminderNumber: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  total: string;
  optional: string;
  subtotal: string;
  itemsTotal: string;
  discount: string;
  netTotal: string;
  vat: string;
  grossTotal: string;
  payableBy: string;
  payableWithin: string;
  /** The SEPA direct debit pre-notification, instead of a request to transfer. */
  directDebitNotice: string;
  cashDiscount: string;
  reference: string;
  scanToPay: string;
  qrBillHeading: string;
  reversal: string;
  reversalOf: string;
  paymentReminder: string;
  reminderInvoiceLine: string;
  paidSoFar: string;
  reminderFee: string;
  amountDue: string;
  pleasePay: string;
  user: string;
  hours: string;
  totalHours: string;
  /** File name words: ASCII letters and hyphens only, they end up in Content-Disposition. */
  offerFile: string;
  orderConfirmationFile: string;
  invoiceDraftFile: string;
  reminderFile: string;
  timesheetFile: string;
}

/** Every label in every document language; a spec checks that none is missing or empty. */
export const DOCUMENT_LABELS: Readonly<Record<DocumentLanguage, DocumentLabels>> = {
  de: {
    offer: 'Angebot',
    orderConfirmation: 'Auftragsbestätigung',
    offerDate: 'Angebotsdatum',
    invoice: 'Rechnung',
    timesheet: 'Stundennachweis',
    timesheetHeading: 'Stundennachweis: {title}',
    draft: 'Entwurf',
    date: 'Datum',
    validUntil: 'Gültig bis',
    dueDate: 'Fällig am',
    servicePeriod: 'Leistungszeitraum',
    reminderNumber: 'Mahnung Nr.',
    description: 'Beschreibung',
    quantity: 'Menge',
    unit: 'Einheit',
    unitPrice: 'Einzelpreis',
    total: 'Gesamt',
    optional: 'optional',
    subtotal: 'Zwischensumme',
    itemsTotal: 'Summe der Positionen',
    discount: 'Rabatt {percent}',
    netTotal: 'Nettobetrag',
    vat: 'MwSt. {rate}',
    grossTotal: 'Gesamtbetrag',
    payableBy: 'Zahlbar bis {date}.',
    payableWithin: 'Zahlbar bis {date} (innerhalb von {days} Tagen).',
    directDebitNotice:
      'Der Betrag wird am {date} per SEPA-Lastschrift von Ihrem Konto mit der IBAN {iban} eingezogen (Mandatsreferenz {mandate}, Gläubiger-Identifikationsnummer {creditor}).',
    cashDiscount: '{percent} Skonto bei Zahlung innerhalb von {days} Tagen: {amount}',
    reference: 'Referenz: {reference}',
    scanToPay: 'Scannen und {amount} bezahlen',
    qrBillHeading: 'Zahlteil zur Rechnung {number}',
    reversal: 'Diese Rechnung ist eine Stornorechnung.',
    reversalOf: 'Diese Rechnung storniert die Rechnung {number}.',
    paymentReminder: 'Zahlungserinnerung',
    reminderInvoiceLine: 'Rechnung {number} vom {date}, fällig am {due}',
    paidSoFar: 'Bereits bezahlt',
    reminderFee: 'Mahngebühr',
    amountDue: 'Offener Betrag',
    pleasePay: 'Bitte zahlen Sie {amount} bis {date}.',
    user: 'Mitarbeiter',
    hours: 'Stunden',
    totalHours: 'Summe der Stunden',
    offerFile: 'Angebot',
    orderConfirmationFile: 'Auftragsbestaetigung',
    invoiceDraftFile: 'Rechnungsentwurf',
    reminderFile: 'Mahnung',
    timesheetFile: 'Stundennachweis',
  },
  en: {
    offer: 'Offer',
    orderConfirmation: 'Order confirmation',
    offerDate: 'Offer date',
    invoice: 'Invoice',
    timesheet: 'Timesheet',
    timesheetHeading: 'Timesheet: {title}',
    draft: 'Draft',
    date: 'Date',
    validUntil: 'Valid until',
    dueDate: 'Due date',
    servicePeriod: 'Service period',
    reminderNumber: 'Reminder no.',
    description: 'Description',
    quantity: 'Quantity',
    unit: 'Unit',
    unitPrice: 'Unit price',
    total: 'Total',
    optional: 'optional',
    subtotal: 'Subtotal',
    itemsTotal: 'Total of positions',
    discount: 'Discount {percent}',
    netTotal: 'Net total',
    vat: 'VAT {rate}',
    grossTotal: 'Gross total',
    payableBy: 'Payable by {date}.',
    payableWithin: 'Payable by {date} (within {days} days).',
    directDebitNotice:
      'The amount will be debited by SEPA direct debit on {date} from your account with IBAN {iban} (mandate reference {mandate}, creditor identifier {creditor}).',
    cashDiscount: '{percent} cash discount if paid within {days} days: {amount}',
    reference: 'Reference: {reference}',
    scanToPay: 'Scan to pay {amount}',
    qrBillHeading: 'Payment slip for invoice {number}',
    reversal: 'This invoice is a reversal.',
    reversalOf: 'This invoice reverses invoice {number}.',
    paymentReminder: 'Payment reminder',
    reminderInvoiceLine: 'Invoice {number} of {date}, due {due}',
    paidSoFar: 'Paid so far',
    reminderFee: 'Reminder fee',
    amountDue: 'Amount due',
    pleasePay: 'Please pay {amount} by {date}.',
    user: 'User',
    hours: 'Hours',
    totalHours: 'Total hours',
    offerFile: 'offer',
    orderConfirmationFile: 'order-confirmation',
    invoiceDraftFile: 'invoice-draft',
    reminderFile: 'reminder',
    timesheetFile: 'timesheet',
  },
  fr: {
    offer: 'Offre',
    orderConfirmation: 'Confirmation de commande',
    offerDate: "Date de l'offre",
    invoice: 'Facture',
    timesheet: 'Relevé des heures',
    timesheetHeading: 'Relevé des heures : {title}',
    draft: 'Brouillon',
    date: 'Date',
    validUntil: "Valable jusqu'au",
    dueDate: 'Échéance',
    servicePeriod: 'Période de prestation',
    reminderNumber: 'Rappel n°',
    description: 'Description',
    quantity: 'Quantité',
    unit: 'Unité',
    unitPrice: 'Prix unitaire',
    total: 'Total',
    optional: 'facultatif',
    subtotal: 'Sous-total',
    itemsTotal: 'Total des positions',
    discount: 'Remise {percent}',
    netTotal: 'Total net',
    vat: 'TVA {rate}',
    grossTotal: 'Total TTC',
    payableBy: "Payable jusqu'au {date}.",
    payableWithin: "Payable jusqu'au {date} (dans les {days} jours).",
    directDebitNotice:
      'Le montant sera prélevé par prélèvement SEPA le {date} sur votre compte IBAN {iban} (référence unique du mandat {mandate}, identifiant créancier SEPA {creditor}).',
    cashDiscount: 'Escompte de {percent} en cas de paiement dans les {days} jours : {amount}',
    reference: 'Référence : {reference}',
    scanToPay: 'Scanner pour payer {amount}',
    qrBillHeading: 'Bulletin de versement pour la facture {number}',
    reversal: "Cette facture est une facture d'annulation.",
    reversalOf: 'Cette facture annule la facture {number}.',
    paymentReminder: 'Rappel de paiement',
    reminderInvoiceLine: 'Facture {number} du {date}, échue le {due}',
    paidSoFar: 'Déjà payé',
    reminderFee: 'Frais de rappel',
    amountDue: 'Montant dû',
    pleasePay: "Veuillez payer {amount} jusqu'au {date}.",
    user: 'Collaborateur',
    hours: 'Heures',
    totalHours: 'Total des heures',
    offerFile: 'offre',
    orderConfirmationFile: 'confirmation-de-commande',
    invoiceDraftFile: 'brouillon-facture',
    reminderFile: 'rappel',
    timesheetFile: 'releve-heures',
  },
  it: {
    offer: 'Offerta',
    orderConfirmation: "Conferma d'ordine",
    offerDate: "Data dell'offerta",
    invoice: 'Fattura',
    timesheet: 'Resoconto delle ore',
    timesheetHeading: 'Resoconto delle ore: {title}',
    draft: 'Bozza',
    date: 'Data',
    validUntil: 'Valida fino al',
    dueDate: 'Scadenza',
    servicePeriod: 'Periodo di prestazione',
    reminderNumber: 'Sollecito n.',
    description: 'Descrizione',
    quantity: 'Quantità',
    unit: 'Unità',
    unitPrice: 'Prezzo unitario',
    total: 'Totale',
    optional: 'facoltativo',
    subtotal: 'Subtotale',
    itemsTotal: 'Totale delle posizioni',
    discount: 'Sconto {percent}',
    netTotal: 'Totale netto',
    vat: 'IVA {rate}',
    grossTotal: 'Totale lordo',
    payableBy: 'Pagabile entro il {date}.',
    payableWithin: 'Pagabile entro il {date} (entro {days} giorni).',
    directDebitNotice:
      "L'importo sarà addebitato tramite addebito diretto SEPA il {date} sul Suo conto con IBAN {iban} (riferimento del mandato {mandate}, identificativo del creditore {creditor}).",
    cashDiscount: 'Sconto di {percent} per pagamento entro {days} giorni: {amount}',
    reference: 'Riferimento: {reference}',
    scanToPay: 'Scansionare per pagare {amount}',
    qrBillHeading: 'Polizza di versamento per la fattura {number}',
    reversal: 'Questa fattura è uno storno.',
    reversalOf: 'Questa fattura storna la fattura {number}.',
    paymentReminder: 'Sollecito di pagamento',
    reminderInvoiceLine: 'Fattura {number} del {date}, scaduta il {due}',
    paidSoFar: 'Già pagato',
    reminderFee: 'Spese di sollecito',
    amountDue: 'Importo dovuto',
    pleasePay: 'La preghiamo di pagare {amount} entro il {date}.',
    user: 'Collaboratore',
    hours: 'Ore',
    totalHours: 'Totale delle ore',
    offerFile: 'offerta',
    orderConfirmationFile: 'conferma-ordine',
    invoiceDraftFile: 'bozza-fattura',
    reminderFile: 'sollecito',
    timesheetFile: 'resoconto-ore',
  },
};

/** A label with its `{placeholders}` filled in once (unescaped: the templates escape). */
export function fillLabel(label: string, values: Readonly<Record<string, string>>): string {
  return label.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key]! : whole,
  );
}
