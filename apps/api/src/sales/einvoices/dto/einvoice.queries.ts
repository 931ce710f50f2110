import { E_INVOICE_FORMATS, type EInvoiceFormat } from '@faktura/einvoice';
import { QueryOneOf } from '../../../platform/lists';
import { PdfQuery } from '../../../shared/sales-documents';

/** The XML formats of GET /invoices/{id}.xml. */
export const XML_FORMATS = ['xrechnung-ubl', 'xrechnung-cii', 'ubl', 'cii', 'peppol'] as const;
export type XmlFormat = (typeof XML_FORMATS)[number];

/** GET /invoices/{id}.xml. */
export class EInvoiceXmlQuery {
  @QueryOneOf(
    XML_FORMATS,
    {
      description:
        'XRechnung 3.0 (UBL or CII), plain EN 16931 (UBL or CII) or Peppol BIS Billing 3.0 (UBL; a reversal is a CreditNote); default xrechnung-ubl',
    },
    'xrechnung-ubl',
  )
  format!: XmlFormat;
}

/** GET /invoices/{id}.pdf: the PdfQuery parameters and the choice of PDF. */
export class InvoicePdfQuery extends PdfQuery {
  @QueryOneOf(['zugferd', 'regular'] as const, {
    description:
      "zugferd: the Factur-X/ZUGFeRD hybrid (EN 16931 profile); regular: the plain PDF. Default: the customer's invoice_format",
  })
  format?: 'zugferd' | 'regular';
}

/** GET /invoices/{id}/einvoice_validation. */
export class EInvoiceValidationQuery {
  @QueryOneOf(E_INVOICE_FORMATS, {
    description: "Which e-invoice; default what the customer's invoice_format sends",
  })
  format?: EInvoiceFormat;
}
