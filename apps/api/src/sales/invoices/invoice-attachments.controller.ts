import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SalesDocumentAttachmentsController } from '../sales-documents/sales-document-attachments.controller';

/** PDF attachments of an invoice (sent along with it by e-mail). */
@ApiTags('Invoices')
@Controller('invoices/:invoice_id/attachments')
export class InvoiceAttachmentsController extends SalesDocumentAttachmentsController(
  'invoice',
  'invoice_id',
) {}
