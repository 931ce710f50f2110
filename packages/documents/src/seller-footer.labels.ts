import type { DocumentLanguage } from '@faktura/domain';

/** The fixed texts of the seller footer and of the legal notices on documents. */
export interface SellerFooterLabels {
  phone: string;
  email: string;
  vatIdentifier: string;
  /** The Swiss VAT number's name (UID with MWST/TVA/IVA), for sellers in CH. */
  swissVatIdentifier: string;
  taxNumber: string;
  managingDirectors: string;
  /** Printed when an invoice has no service period: the supply happened on the invoice date. */
  deliveryDateIsInvoiceDate: string;
  /** The exemption notices printed when the VAT code has no text of its own. */
  reverseChargeNotice: string;
  intraEuNotice: string;
  customerVatIdentifier: string;
  sellerVatIdentifier: string;
}

/** The seller footer's texts in every document language. */
export const SELLER_FOOTER_LABELS: Readonly<Record<DocumentLanguage, SellerFooterLabels>> =
  Object.freeze({
    de: {
      phone: 'Tel.',
      email: 'E-Mail',
      vatIdentifier: 'USt-IdNr.',
      swissVatIdentifier: 'MWST-Nr.',
      taxNumber: 'Steuernummer',
      managingDirectors: 'Geschäftsführung',
      deliveryDateIsInvoiceDate: 'Das Leistungsdatum entspricht dem Rechnungsdatum.',
      reverseChargeNotice: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).',
      intraEuNotice: 'Steuerfreie innergemeinschaftliche Lieferung.',
      customerVatIdentifier: 'USt-IdNr. des Leistungsempfängers',
      sellerVatIdentifier: 'Unsere USt-IdNr.',
    },
    en: {
      phone: 'Phone',
      email: 'E-mail',
      vatIdentifier: 'VAT ID',
      swissVatIdentifier: 'VAT no.',
      taxNumber: 'Tax number',
      managingDirectors: 'Managing directors',
      deliveryDateIsInvoiceDate: 'The date of supply is the invoice date.',
      reverseChargeNotice: 'Reverse charge: the recipient of the supply is liable for the VAT.',
      intraEuNotice: 'Tax-exempt intra-Community supply.',
      customerVatIdentifier: "Customer's VAT ID",
      sellerVatIdentifier: 'Our VAT ID',
    },
    fr: {
      phone: 'Tél.',
      email: 'E-mail',
      vatIdentifier: 'N° TVA',
      swissVatIdentifier: 'N° TVA',
      taxNumber: 'N° fiscal',
      managingDirectors: 'Direction',
      deliveryDateIsInvoiceDate: 'La date de la prestation est la date de la facture.',
      reverseChargeNotice: 'Autoliquidation : la TVA est due par le preneur.',
      intraEuNotice: 'Livraison intracommunautaire exonérée de TVA.',
      customerVatIdentifier: 'N° TVA du client',
      sellerVatIdentifier: 'Notre n° TVA',
    },
    it: {
      phone: 'Tel.',
      email: 'E-mail',
      vatIdentifier: 'Partita IVA',
      swissVatIdentifier: 'N. IVA',
      taxNumber: 'Codice fiscale',
      managingDirectors: 'Direzione',
      deliveryDateIsInvoiceDate: 'La data della prestazione è la data della fattura.',
      reverseChargeNotice: "Inversione contabile: l'IVA è dovuta dal destinatario.",
      intraEuNotice: 'Cessione intracomunitaria non imponibile.',
      customerVatIdentifier: 'Partita IVA del cliente',
      sellerVatIdentifier: 'Nostra partita IVA',
    },
  });
