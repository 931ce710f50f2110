/** The e-invoice formats Faktura generates. */
export type EInvoiceFormat =
  'xrechnung-ubl' | 'xrechnung-cii' | 'ubl' | 'cii' | 'factur-x' | 'peppol';

/** Every format, in a stable order. */
export const E_INVOICE_FORMATS: readonly EInvoiceFormat[] = Object.freeze([
  'xrechnung-ubl',
  'xrechnung-cii',
  'ubl',
  'cii',
  'factur-x',
  'peppol',
]);

/** BT-24 of XRechnung 3.0 (CIUS of EN 16931). */
export const XRECHNUNG_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
/** BT-24 of plain EN 16931, also Factur-X/ZUGFeRD's EN 16931 profile. */
export const EN16931_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017';
/** BT-24 of Peppol BIS Billing 3.0 (CIUS of EN 16931). */
export const PEPPOL_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
/** BT-23: the Peppol billing process, which XRechnung and Peppol BIS expect. */
export const BILLING_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** What the mapper and the generator need to know about a format. */
export interface EInvoiceFormatInfo {
  syntax: 'ubl' | 'cii';
  customizationId: string;
  /** The CIUS whose rules apply on top of EN 16931, if any. */
  cius?: 'xrechnung' | 'peppol';
  /** The library's format name for the XML alone. */
  xmlFormat: string;
  /** The library's format name for the deliverable (differs for the hybrid PDF). */
  outputFormat: string;
  mimeType: 'application/xml' | 'application/pdf';
}

const FORMATS: Readonly<Record<EInvoiceFormat, EInvoiceFormatInfo>> = Object.freeze({
  'xrechnung-ubl': {
    ...xml('ubl', XRECHNUNG_CUSTOMIZATION_ID, 'XRECHNUNG-UBL'),
    cius: 'xrechnung',
  },
  'xrechnung-cii': {
    ...xml('cii', XRECHNUNG_CUSTOMIZATION_ID, 'XRECHNUNG-CII'),
    cius: 'xrechnung',
  },
  ubl: xml('ubl', EN16931_CUSTOMIZATION_ID, 'UBL'),
  cii: xml('cii', EN16931_CUSTOMIZATION_ID, 'CII'),
  // Peppol BIS is UBL with its own CustomizationID; a reversal becomes a UBL CreditNote, which
  // the library writes for type code 381.
  peppol: { ...xml('ubl', PEPPOL_CUSTOMIZATION_ID, 'UBL'), cius: 'peppol' },
  // The embedded factur-x.xml is the CII of the EN 16931 profile; only EN 16931 terms are
  // mapped, so the full CII rendering of the same input is that XML.
  'factur-x': {
    syntax: 'cii',
    customizationId: EN16931_CUSTOMIZATION_ID,
    xmlFormat: 'CII',
    outputFormat: 'Factur-X-EN16931',
    mimeType: 'application/pdf',
  },
});

function xml(syntax: 'ubl' | 'cii', customizationId: string, name: string): EInvoiceFormatInfo {
  return {
    syntax,
    customizationId,
    xmlFormat: name,
    outputFormat: name,
    mimeType: 'application/xml',
  };
}

/** True for a format name Faktura generates. */
export function isEInvoiceFormat(value: unknown): value is EInvoiceFormat {
  return typeof value === 'string' && (E_INVOICE_FORMATS as readonly string[]).includes(value);
}

/** Syntax, identifiers, library names and MIME type of a format. */
export function eInvoiceFormatInfo(format: EInvoiceFormat): EInvoiceFormatInfo {
  if (!isEInvoiceFormat(format)) throw new RangeError('Unknown e-invoice format');
  return FORMATS[format];
}
