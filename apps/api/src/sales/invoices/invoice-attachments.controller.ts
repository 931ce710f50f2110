import { DocumentAttachmentsController } from '../../shared/document-resources';

/** PDF attachments of an invoice (sent along with it by e-mail). */
export class InvoiceAttachmentsController extends DocumentAttachmentsController({
  kind: 'invoice',
  documents: 'invoices',
  documentId: 'invoice_id',
  tag: 'Invoices',
}) {}
