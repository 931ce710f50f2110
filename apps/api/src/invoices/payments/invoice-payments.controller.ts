import { ApiCreatedResponse } from '@nestjs/swagger';
import { CreateInvoicePaymentDto } from './dto/create-invoice-payment.dto';
import { InvoicePaymentRecordResponse } from './dto/invoice-payment-record.response';
import { UpdateInvoicePaymentDto } from './dto/update-invoice-payment.dto';
import { INVOICE_PAYMENT_SORT_FIELDS } from './invoice-payment-list.filters';
import { InvoicePaymentsService } from './invoice-payments.service';
import { paymentsController } from '../../payments/payments.controller';

/** /invoices/payments; registered before InvoicesController so `/invoices/:id` does not take it. */
export class InvoicePaymentsController extends paymentsController({
  route: 'invoices/payments',
  tag: 'Invoice payments',
  service: InvoicePaymentsService,
  createDto: CreateInvoicePaymentDto,
  updateDto: UpdateInvoicePaymentDto,
  response: InvoicePaymentRecordResponse,
  sortFields: INVOICE_PAYMENT_SORT_FIELDS,
  parentQuery: {
    name: 'invoice_id',
    description: 'One or several invoice IDs, comma-separated',
    example: '17,18',
  },
  describe: {
    create: "Recorded; the invoice's status follows its paid sum",
    bulkField: 'paid_total',
    delete: "Deleted; the invoice's status follows its paid sum",
  },
  bulkResponse: ApiCreatedResponse,
}) {}
